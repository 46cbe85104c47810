import { estimateLabel } from './kitchen.js';
import { orderStatusLabels, type OrderStatus } from './order-status.js';
import type { OrderPaymentMethod, PickupLocation } from './order-source.js';
import type { RecordedPaymentNetwork } from './phone.js';

/*
 * What staff and customers read of a sale, the same words on the board, the ticket, the e-mails, the journal and
 * the exports: how it is paid, where it goes, and, for an order picked up at the counter, its steps as a pickup.
 */

/** How a sale is paid, as chosen (P8.2). */
export const paymentMethodLabels: Record<OrderPaymentMethod, string> = {
  mobile_money: 'Mobile money',
  cash: 'Espèces',
};

/** What paid a sale: the network of its payment ('CASH' for cash collected). */
export const paymentNetworkLabels: Record<RecordedPaymentNetwork, string> = {
  FLOOZ: 'Flooz',
  TMONEY: 'T-Money',
  CASH: 'Espèces',
};

/** Where a pickup is handed over. */
export const pickupPlaceLabels: Record<PickupLocation, string> = {
  restaurant: 'Retrait au restaurant',
  drive: 'Retrait au drive',
};

/** A sale's place as stored: a delivery's address, or a pickup's location (null: the restaurant). */
export type SalePlace = {
  is_delivery: boolean;
  title: string | null;
  description_address: string | null;
  pickup_location?: PickupLocation | null;
};

/** 'Livraison : Domicile : Bè Kpota', or 'Retrait au restaurant' / 'Retrait au drive' for a pickup. */
export function placeLine(sale: SalePlace): string {
  if (!sale.is_delivery) return pickupPlaceLabels[sale.pickup_location ?? 'restaurant'];
  const address = [sale.title, sale.description_address].filter(Boolean).join(' : ');
  return `Livraison : ${address || '—'}`;
}

/** What an unpaid cash sale says of its cash: collected at the door, or at the counter. */
export const cashDueLabel = (isDelivery: boolean): string =>
  isDelivery ? 'Espèces à la livraison' : 'Espèces au retrait';

/**
 * An order picked up at the counter walks the order's steps (decision 0070), read as a pickup: made ready, then
 * picked up, never "en livraison" nor "livrée" (decision 0074).
 */
const pickupOrderStatusLabels: Record<OrderStatus, string> = {
  ...orderStatusLabels,
  in_delivery: 'Prête à retirer',
  delivered: 'Retirée',
};

/** An order's status in French, as a delivery or as a pickup. */
export const orderStatusLabelOf = (order: { status: OrderStatus; is_delivery: boolean }): string =>
  (order.is_delivery ? orderStatusLabels : pickupOrderStatusLabels)[order.status];

/** 'Livraison prévue vers 13h05 (dans 25 min)' or 'Retrait prévu vers 13h05 (dans 25 min)'. */
export function promisedLabel(isDelivery: boolean, estimatedAt: Date, now: Date): string {
  const label = estimateLabel(estimatedAt, now);
  return isDelivery ? `Livraison ${label}` : `Retrait ${label.replace(/^prévue/, 'prévu')}`;
}
