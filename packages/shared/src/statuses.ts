/**
 * The money side's status vocabularies, one tuple and one type each: the database mapping, the API schemas and the
 * screens all take theirs from here. Order and reservation statuses live with their labels and transitions
 * (order-status.ts, schemas/orders.ts).
 */

/** A payment attempt's status (docs/product.md P6.2). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Attempts ended by us (expired, or failed by our own time limit): PayGate is asked again until `recheck_until`. */
export const PAYMENT_RECHECKED_STATUSES: readonly PaymentStatus[] = ['expired', 'failed'];
/** Never settled for good: pending, or expired (a late callback may still show it paid). */
export const PAYMENT_UNSETTLED_STATUSES: readonly PaymentStatus[] = ['pending', 'expired'];
/** Attempts that ended without the money: the customer may pay again. */
export const PAYMENT_ENDED_UNPAID_STATUSES = ['cancelled', 'expired', 'failed'] as const;

/**
 * The attempt that speaks for an order or a reservation, as read with it: its status, or 'refunded' when its
 * money is owed back (a refund row names it, P6.7).
 */
export type PaymentAttemptState = PaymentStatus | 'refunded';

/** Money owed back (P2.6, P6.7): pending until staff pay it back by hand, then settled. */
export const REFUND_STATUSES = ['pending', 'settled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** A refund's status in French, as the CSV and the reconciliation say it. */
export const refundStatusLabels: Record<RefundStatus, string> = {
  pending: 'À rembourser',
  settled: 'Remboursé',
};
/** The back-office's tabs of refunds, one a status. */
export const refundTabLabels: Record<RefundStatus, string> = {
  pending: 'À rembourser',
  settled: 'Remboursés',
};

/** A reward is pending until paid out, then completed, shown 'Payé' (P7.8). */
export const REWARD_STATUSES = ['pending', 'completed'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** An account's activation: a sponsor is pending_payment until its activation is paid (P7.6); others are active. */
export const ACTIVATION_STATUSES = ['active', 'pending_payment'] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];

/** A free dish credit's state as the dashboard shows it (P7.5). */
export const FREE_DISH_CREDIT_STATUSES = ['available', 'used', 'expired'] as const;
export type FreeDishCreditStatus = (typeof FREE_DISH_CREDIT_STATUSES)[number];

/** A paid reservation is confirmed; staff then mark it ready, picked up or not picked up (decision 0030). */
export const RESERVATION_STATUSES = [
  'pending',
  'confirmed',
  'ready',
  'picked_up',
  'no_show',
  'cancelled',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** A reservation may be cancelled while pending or confirmed; a paid one only until its cutoff (decision 0022). */
export const RESERVATION_CANCELLABLE_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed'];
/** A reservation still to be picked up. */
export const RESERVATION_OPEN_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed', 'ready'];
export const reservationStatusLabels: Record<ReservationStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmée',
  ready: 'Prête à retirer',
  picked_up: 'Retirée',
  no_show: 'Non retirée',
  cancelled: 'Annulée',
};
