import { restaurant } from '@lome/shared';
import type { LegalDocument } from '../components/legal-page';

/** Politique de confidentialité: what is collected, why, for how long, and the customer's rights. */
export const privacy: LegalDocument = {
  title: 'Politique de confidentialité',
  intro: `${restaurant.name} s'engage à protéger les données personnelles de ses clients et visiteurs.`,
  updated: '1er novembre 2026',
  sections: [
    {
      title: 'Responsable du traitement',
      paragraphs: [
        `Le responsable du traitement est ${restaurant.name}, ${restaurant.addressLine}. Pour toute question relative à vos données : ${restaurant.email}.`,
      ],
    },
    {
      title: 'Données collectées',
      paragraphs: ['Nous collectons uniquement les données nécessaires aux services que vous utilisez :'],
      items: [
        'Compte client : prénom, nom, adresse e-mail, numéro de téléphone, photo de profil facultative et, pour les entreprises, les informations légales de la société.',
        'Commandes et réservations : plats choisis, adresse et position de livraison, date et heure de retrait, historique des commandes.',
        'Paiement : numéro de téléphone mobile utilisé (FLOOZ ou TMONEY), montant et référence de la transaction. Aucun code secret ni code PIN ne nous est transmis.',
        'Formulaire de contact : nom, prénom, e-mail, téléphone facultatif et contenu de votre message.',
        'Newsletter : adresse e-mail.',
        'Programme de parrainage : code de parrainage, filleuls rattachés, commissions et récompenses.',
      ],
    },
    {
      title: 'Finalités',
      paragraphs: ['Vos données sont utilisées pour :'],
      items: [
        'préparer, livrer et suivre vos commandes et réservations ;',
        'encaisser vos paiements par mobile money et, le cas échéant, vous rembourser ;',
        'répondre à vos messages et demandes ;',
        'calculer et verser les commissions et récompenses du programme de parrainage ;',
        "vous envoyer la newsletter et l'offre de bienvenue si vous y êtes inscrit ;",
        'assurer la sécurité du site et prévenir la fraude.',
      ],
    },
    {
      title: 'Destinataires',
      paragraphs: [
        "Vos données sont traitées par notre équipe (cuisine, livraison, service client) dans la limite de leurs missions. Les informations de paiement sont transmises à notre prestataire d'agrégation de paiement mobile et aux opérateurs concernés, uniquement pour exécuter la transaction.",
        'Nous ne vendons ni ne louons vos données à des tiers.',
      ],
    },
    {
      title: 'Durée de conservation',
      paragraphs: [
        'Les données de compte sont conservées tant que le compte est actif, puis supprimées dans un délai de trois ans après votre dernière activité. Les pièces comptables liées aux commandes et paiements sont conservées pendant la durée imposée par la réglementation comptable et fiscale. Les messages de contact sont conservés deux ans au plus. Vous pouvez vous désinscrire de la newsletter à tout moment.',
      ],
    },
    {
      title: 'Sécurité',
      paragraphs: [
        "Les mots de passe sont enregistrés sous forme chiffrée irréversible, les sessions expirent automatiquement et l'accès à l'administration est réservé au personnel habilité.",
      ],
    },
    {
      title: 'Vos droits',
      paragraphs: [
        "Conformément à la législation togolaise relative à la protection des données à caractère personnel, vous disposez d'un droit d'accès, de rectification, d'opposition et de suppression de vos données, ainsi que du droit de retirer votre consentement à la newsletter.",
        `Pour exercer ces droits, écrivez à ${restaurant.email} en précisant votre demande. Nous répondons dans un délai d'un mois. Vous pouvez également saisir l'autorité de protection des données à caractère personnel compétente au Togo.`,
      ],
    },
    {
      title: 'Stockage local du navigateur',
      paragraphs: [
        'Le site enregistre dans votre navigateur votre panier, votre session de connexion et le code de parrainage reçu. Ces informations restent sur votre appareil ; vous pouvez les effacer en vous déconnectant ou en vidant les données du site dans votre navigateur.',
      ],
    },
  ],
};
