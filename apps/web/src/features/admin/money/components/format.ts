import type { AdminRefund } from '@lome/shared';

// The money screens' names for Lomé's clock and the board's tel: links, kept for the panels that import them.
export { lomeDate as date, lomeDateTime as dateTime, telHref } from '@/lib/lome-time';

/** What a refund is for: an order, a reservation, or a sponsor's activation. */
export const codeOf = (r: AdminRefund) =>
  r.order_code
    ? `Commande ${r.order_code}`
    : r.reservation_code
      ? `Réservation ${r.reservation_code}`
      : 'Activation sponsor';

/** The refunds' names for the network a payment came through. */
export const refundNetworkLabels = { FLOOZ: 'Flooz', TMONEY: 'T-Money', CASH: 'espèces' } as const;
