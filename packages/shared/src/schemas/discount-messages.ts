/** French texts of order discounts (free dish credits, newsletter 10 %). */
export const discountMessages = {
  creditNotFound: 'Plat offert introuvable.',
  creditExpired: 'Ce plat offert a expiré.',
  creditUsed: 'Ce plat offert a déjà été utilisé.',
  dishNotInOrder: 'Ajoutez le plat offert à votre commande pour en profiter.',
  choiceRequired: 'Choisissez le plat offert parmi les plats de votre commande.',
  overCap: (cap: string) => `Ce plat dépasse le plafond du plat offert (${cap}).`,
  creditTaken:
    'Ce plat offert a déjà servi pour une autre commande. Annulez cette commande et commandez à nouveau.',
  newsletterTaken:
    'La réduction de bienvenue de 10 % a déjà servi pour une autre commande. Annulez cette commande et commandez à nouveau.',
  creditRef: 'Référence de plat offert invalide.',
} as const;
