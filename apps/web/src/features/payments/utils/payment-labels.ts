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
