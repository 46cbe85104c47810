/** Where an order came from: the site, or staff taking a call, a WhatsApp message or a customer at the counter. */
export const ORDER_SOURCES = ['site', 'phone', 'whatsapp', 'counter'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export const orderSourceLabels: Record<OrderSource, string> = {
  site: 'Site',
  phone: 'Téléphone',
  whatsapp: 'WhatsApp',
  counter: 'Comptoir',
};

/**
 * Whether staff took the order themselves (a call, a WhatsApp message, the counter): entering it is accepting it, so
 * it never rings for "Accepter" nor is escalated or cancelled for want of it (decision 0070).
 */
export const acceptedOnEntry = (source: OrderSource): boolean => source !== 'site';

/** What a delivery address is called (the checkout's choice, saved addresses). */
export const ADDRESS_TITLES = ['Domicile', 'Bureau', 'Autre'] as const;
export type AddressTitle = (typeof ADDRESS_TITLES)[number];

/** Where a pickup is handed over: at the counter, or at the drive (P5.1). */
export const PICKUP_LOCATIONS = ['restaurant', 'drive'] as const;
export type PickupLocation = (typeof PICKUP_LOCATIONS)[number];

/** How an order is paid: mobile money through PayGate, or cash collected at delivery or pickup (P8.2). */
export const ORDER_PAYMENT_METHODS = ['mobile_money', 'cash'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** The settings key of the cash cap in FCFA; 0 means the restaurant takes no cash. */
export const CASH_MAX_SETTING_KEY = 'orders.cash_max_amount';

/** Why a cash order is refused (P8.1): cash off, or a total over the cap; null when cash may pay `total`. */
export function cashRefusal(total: number, maxAmount: number): string | null {
  if (maxAmount <= 0) return cashMessages.off;
  if (total > maxAmount) {
    return cashMessages.overCap.replace('{max}', maxAmount.toLocaleString('fr-FR').replace(/\s/g, ' '));
  }
  return null;
}

export const cashMessages = {
  off: "Le paiement en espèces n'est pas proposé pour le moment : payez par FLOOZ ou TMONEY.",
  overCap: 'Le paiement en espèces est limité à {max} FCFA par commande : payez par FLOOZ ou TMONEY.',
  notCash: 'Cette commande ne se paie pas en espèces.',
  amount: 'Indiquez le montant encaissé en FCFA.',
  wrongAmount: 'Le montant encaissé ne peut pas être inférieur au total de la commande : {total} FCFA.',
  otherAmount: 'Les espèces de cette commande ont déjà été enregistrées pour {amount} FCFA.',
  alreadyPaid: 'Cette commande est déjà payée.',
  cancelled: 'Cette commande est annulée : aucun encaissement possible.',
  changed: "Cette commande a changé pendant l'encaissement : rechargez-la et vérifiez le montant.",
  collected: 'Espèces encaissées.',
  notCollectedReason: 'Espèces non encaissées',
} as const;

/** The same words for a reservation paid in cash at pickup (decision 0051). */
export const reservationCashMessages = {
  ...cashMessages,
  notCash: 'Cette réservation ne se paie pas en espèces.',
  wrongAmount: 'Le montant encaissé ne peut pas être inférieur au total de la réservation : {total} FCFA.',
  otherAmount: 'Les espèces de cette réservation ont déjà été enregistrées pour {amount} FCFA.',
  alreadyPaid: 'Cette réservation est déjà payée.',
  cancelled: 'Cette réservation est annulée : aucun encaissement possible.',
  changed: "Cette réservation a changé pendant l'encaissement : rechargez-la et vérifiez le montant.",
  notCollected: '«\u00a0Retirée\u00a0» se note une fois les espèces encaissées.',
} as const;
