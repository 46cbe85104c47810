import { restaurant } from '@lome/shared';
import type { LegalDocument } from '../components/legal-page';

/** Mentions légales: who publishes the site and who to contact. */
export const terms: LegalDocument = {
  title: 'Mentions légales',
  intro: `Les informations ci-dessous identifient l'éditeur du site ${restaurant.name} et encadrent son utilisation.`,
  updated: '1er novembre 2026',
  sections: [
    {
      title: 'Éditeur du site',
      paragraphs: [
        `Le site est édité par ${restaurant.name}, restaurant de cuisine togolaise et ouest-africaine, exploité par une société de droit togolais immatriculée au Registre du Commerce et du Crédit Mobilier (RCCM) de Lomé.`,
        `Adresse : ${restaurant.addressLine}. Téléphone : ${restaurant.phone}. E-mail : ${restaurant.email}.`,
        "Le numéro d'immatriculation au RCCM et le numéro d'identification fiscale (NIF) sont communiqués sur simple demande écrite.",
      ],
    },
    {
      title: 'Directeur de la publication',
      paragraphs: [
        `La direction de la publication est assurée par la gérance de ${restaurant.name}, joignable à l'adresse ${restaurant.email}.`,
      ],
    },
    {
      title: 'Hébergement',
      paragraphs: [
        "Le site et ses données sont hébergés par un prestataire d'hébergement professionnel choisi par l'éditeur. Ses coordonnées complètes sont communiquées à toute personne qui en fait la demande auprès de l'éditeur.",
      ],
    },
    {
      title: 'Propriété intellectuelle',
      paragraphs: [
        `Les textes, photographies, illustrations, logos et la présentation du site sont la propriété de ${restaurant.name} ou utilisés avec l'accord de leurs auteurs.`,
        'Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite et peut donner lieu à des poursuites conformément à la législation applicable au Togo et aux conventions internationales.',
      ],
    },
    {
      title: 'Responsabilité',
      paragraphs: [
        "L'éditeur veille à l'exactitude des informations publiées (plats, prix, horaires) et les met à jour régulièrement. Les photographies des plats sont présentées à titre indicatif.",
        "L'éditeur ne saurait être tenu responsable d'une interruption temporaire du site pour maintenance, d'un dysfonctionnement du réseau internet ou des services de paiement mobile, ni du contenu des sites tiers vers lesquels renvoient des liens (réseaux sociaux notamment).",
      ],
    },
    {
      title: 'Données personnelles et cookies',
      paragraphs: [
        'Le traitement des données personnelles collectées sur le site (compte client, commandes, formulaire de contact, newsletter) est décrit dans notre Politique de confidentialité.',
        "Le site n'utilise pas de cookies publicitaires. Il enregistre dans votre navigateur (stockage local) votre panier, votre session de connexion et, le cas échéant, le code de parrainage qui vous a été transmis.",
      ],
    },
    {
      title: 'Droit applicable',
      paragraphs: [
        'Les présentes mentions légales sont régies par le droit togolais. Tout litige relatif au site relève, à défaut de solution amiable, des juridictions compétentes de Lomé.',
      ],
    },
  ],
};
