import { formatFcfa, restaurant } from '@lome/shared';
import type { LegalDocument } from '../components/legal-page';

/** Conditions générales de vente: ordering, delivery, mobile-money payment, cancellation, referral programme. */
export const cgv: LegalDocument = {
  title: 'Conditions générales de vente',
  intro: `Ces conditions s'appliquent à toute commande et réservation passée sur le site ${restaurant.name}.`,
  updated: '1er novembre 2026',
  sections: [
    {
      title: 'Objet',
      paragraphs: [
        `Les présentes conditions générales de vente (CGV) régissent la vente de plats préparés par ${restaurant.name}, livrés à domicile à Lomé ou retirés au restaurant. Passer commande vaut acceptation des CGV en vigueur à la date de la commande.`,
      ],
    },
    {
      title: 'Compte client',
      paragraphs: [
        'La commande et la réservation nécessitent un compte client. Vous vous engagez à fournir des informations exactes, notamment votre numéro de téléphone, indispensable à la livraison et au paiement.',
      ],
    },
    {
      title: 'Prix',
      paragraphs: [
        'Les prix sont indiqués en francs CFA (FCFA), toutes taxes comprises. Le montant à payer est calculé par nos services au moment de la commande, à partir des prix en vigueur, des frais de livraison éventuels et des réductions applicables. Le prix affiché au moment de la validation est celui qui est facturé.',
      ],
    },
    {
      title: 'Commande',
      paragraphs: [
        "Vous composez votre panier, indiquez l'adresse de livraison (Domicile, Bureau ou Autre) puis réglez la commande. La commande est confirmée dès réception du paiement ; vous pouvez suivre son avancement (confirmée, en préparation, en livraison, livrée) depuis la rubrique «\u00a0Mes commandes\u00a0».",
      ],
    },
    {
      title: 'Livraison',
      paragraphs: [
        "Nous livrons dans un rayon de 15 km autour du restaurant. Une adresse située hors de cette zone ne peut pas être acceptée ; vous pouvez alors opter pour le retrait au restaurant. Le temps de préparation est en moyenne de 25 à 35 minutes, auquel s'ajoute le trajet. Les délais sont indicatifs et peuvent varier selon la circulation et la météo.",
        "Le livreur peut vous appeler au numéro renseigné. En cas d'absence, merci de nous contacter rapidement pour convenir d'une nouvelle remise.",
      ],
    },
    {
      title: 'Réservation et retrait',
      paragraphs: [
        "Vous pouvez réserver des plats à retirer au restaurant ou au drive, pendant nos heures d'ouverture, jusqu'à 7 jours à l'avance. Certains plats demandent un délai de préparation particulier (3 h, 24 h ou 48 h par exemple), signalé sur leur fiche : seules les heures qui le respectent sont proposées.",
      ],
    },
    {
      title: 'Paiement',
      paragraphs: [
        "Le paiement s'effectue par mobile money (FLOOZ ou TMONEY) via notre prestataire d'agrégation de paiement. Vous validez la transaction sur votre téléphone ; nous ne recevons jamais votre code secret. Un paiement non validé dans les 5 minutes peut expirer ; vous pouvez alors relancer le paiement depuis «\u00a0Mes commandes\u00a0».",
      ],
    },
    {
      title: 'Annulation et remboursement',
      paragraphs: [
        "Vous pouvez annuler une commande tant qu'elle est en attente ou confirmée, c'est-à-dire avant le début de sa préparation. Une commande déjà payée puis annulée est remboursée sur le numéro mobile money ayant servi au paiement, sous 7 jours ouvrés.",
        'Les plats étant des denrées périssables préparées à la demande, une commande en préparation, en livraison ou livrée ne peut plus être annulée.',
      ],
    },
    {
      title: 'Réclamations, allergies et qualité',
      paragraphs: [
        `Toute réclamation (plat manquant, erreur, problème de qualité) doit nous parvenir le jour même au ${restaurant.phone} ou à ${restaurant.email}. Si vous souffrez d'une allergie ou suivez un régime particulier, signalez-le avant de commander : nos cuisines manipulent notamment arachide, poisson, crustacés, gluten et lait.`,
      ],
    },
    {
      title: 'Offre de bienvenue et newsletter',
      paragraphs: [
        "L'inscription à la newsletter donne droit à 10 % de réduction sur la première commande payée avec la même adresse e-mail. Cette offre n'est pas cumulable avec d'autres réductions sur la même commande sauf mention contraire.",
      ],
    },
    {
      title: 'Programme de parrainage',
      paragraphs: [
        `L'apporteur d'affaires perçoit une commission de 1 % sur chaque commande payée de ses filleuls directs et reçoit un plat offert toutes les 5 commandes payées d'un filleul. Le sponsor bénéficie des mêmes avantages, d'une commission de 0,5 % sur son réseau et d'un bonus de ${formatFcfa(25000)} par filleul sponsor activé. L'activation d'un compte sponsor requiert un investissement de ${formatFcfa(200000)}, contre lequel un kit de plats est remis.`,
        "Les commissions sont versées en fin de mois sur un compte mobile money. Une commande annulée annule les récompenses en attente qui s'y rapportent. Les plats offerts sont valables 60 jours.",
      ],
    },
    {
      title: 'Droit applicable et litiges',
      paragraphs: [
        'Les présentes CGV sont soumises au droit togolais et aux actes uniformes OHADA applicables. En cas de litige, une solution amiable sera recherchée en priorité ; à défaut, les juridictions compétentes de Lomé seront saisies.',
      ],
    },
  ],
};
