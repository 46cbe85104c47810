import { formatFcfa, formatKm, type OrderQuote } from '@lome/shared';

/** The fee as the server priced it: with its distance once the point is known, 'Selon l'adresse' before. */
export function deliveryFeeText(priced: OrderQuote): string | undefined {
  if (priced.distance_m != null) {
    const fee = priced.delivery_price > 0 ? formatFcfa(priced.delivery_price) : 'Gratuite';
    return `${fee} (${formatKm(priced.distance_m)})`;
  }
  return priced.delivery_by_distance ? 'Selon l’adresse' : undefined;
}
