import { formatFcfa } from './money.js';

/**
 * A distance band of the delivery fee (P3.3): deliveries up to `up_to_km` kilometres (included) cost `fee`
 * FCFA.
 */
export type DeliveryBand = { up_to_km: number; fee: number };

/** The band a distance in metres falls in: the first whose bound it does not pass; null beyond the last one. */
export function deliveryBandFor(bands: readonly DeliveryBand[], distanceM: number): DeliveryBand | null {
  return bands.find((b) => distanceM <= b.up_to_km * 1000) ?? null;
}

/** What the dishes lack to reach the delivery minimum, in FCFA; 0 once reached or without a minimum. */
export const missingForMinimum = (dishesTotal: number, minimum: number): number =>
  Math.max(0, minimum - dishesTotal);

export const deliveryFeeMessages = {
  belowMinimum: (minimum: number, missing: number) =>
    `Le minimum de commande pour la livraison est de ${formatFcfa(minimum)} : il manque ${formatFcfa(missing)}.`,
  bandKm: 'Distance de la tranche : un nombre entier de kilomètres, de 1 à 100.',
  bandFee: 'Frais de la tranche : un montant entier en FCFA, de 0 à 50 000.',
  bandsAscending: 'Les tranches doivent aller en distances croissantes, sans se chevaucher.',
  tooManyBands: 'Dix tranches au maximum.',
  minOrderTotal: 'Minimum de commande : un montant entier en FCFA, de 0 à 1 000 000.',
  saved: 'Frais de livraison enregistrés. Ils s’appliquent dès maintenant.',
} as const;
