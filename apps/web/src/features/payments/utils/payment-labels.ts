import type { OrderPaymentStatus } from '@lome/shared';

/** Badge text and colour for the payment state of an order or reservation. */
export const paymentBadges: Record<OrderPaymentStatus, { label: string; variant: string }> = {
  completed: { label: 'Payée', variant: 'success' },
  pending: { label: 'Paiement en attente', variant: 'warning' },
  cancelled: { label: 'Paiement annulé', variant: 'danger' },
  expired: { label: 'Paiement expiré', variant: 'danger' },
  failed: { label: 'Paiement échoué', variant: 'danger' },
  unpaid: { label: 'Non payée', variant: 'secondary' },
  refund_pending: { label: 'Remboursement en cours', variant: 'info' },
};

/**
 * The payment badge to show beside an order's or reservation's status. A cancelled one shows it only when money
 * reached us (paid, or owed back): an attempt left 'en attente' on it would read as a payment still expected.
 */
export function paymentBadgeOf(
  paymentStatus: OrderPaymentStatus,
  cancelled: boolean,
): { label: string; variant: string } | null {
  if (cancelled && paymentStatus !== 'completed' && paymentStatus !== 'refund_pending') return null;
  return paymentBadges[paymentStatus];
}
