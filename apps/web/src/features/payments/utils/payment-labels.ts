import type { OrderPaymentStatus, RefundStatus } from '@lome/shared';

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

const refunded = { label: 'Remboursée', variant: 'secondary' };

/**
 * The payment badge to show beside an order's or reservation's status. A cancelled one shows it only when money
 * reached us, and then says what becomes of it: 'Remboursement en cours' until the refund is settled, then
 * 'Remboursée' ('Payée' beside 'Annulée' read as money kept). An attempt left 'en attente' on a cancelled one would
 * read as a payment still expected: no badge.
 */
export function paymentBadgeOf(
  paymentStatus: OrderPaymentStatus,
  cancelled: boolean,
  refund?: { status: RefundStatus } | null,
): { label: string; variant: string } | null {
  if (!cancelled) return paymentBadges[paymentStatus];
  if (paymentStatus !== 'completed' && paymentStatus !== 'refund_pending') return null;
  return refund?.status === 'settled' ? refunded : paymentBadges.refund_pending;
}
