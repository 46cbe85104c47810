import {
  reservationStatusLabels,
  type PaymentAttemptState,
  type RefundStatus,
  type ReservationStatus,
} from './statuses.js';

/**
 * Order lifecycle (P2.1, P2.2): pending -> confirmed -> preparation -> in_delivery -> delivered; or
 * cancelled.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparation',
  'in_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The steps of an order that goes well, as its timeline shows them. */
export const ORDER_FLOW: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparation',
  'in_delivery',
  'delivered',
];
/** Accepted and not yet delivered: the kitchen's estimate may still move. */
export const ORDER_UNDER_WAY_STATUSES: readonly OrderStatus[] = ['confirmed', 'preparation', 'in_delivery'];
/** In preparation or on the road: the message for the rider is worth sending. */
export const ORDER_GOING_OUT_STATUSES: readonly OrderStatus[] = ['preparation', 'in_delivery'];
/** On the road or delivered: the customer sees who brings it. */
export const ORDER_RIDER_SHOWN_STATUSES: readonly OrderStatus[] = ['in_delivery', 'delivered'];

/** The spec's two views of one sale (D15): an order (CMD-, /api/orders) or a reservation (RES-, /api/reservations). */
export const SALE_KINDS = ['order', 'reservation'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** A sale's status as stored: an order's or a reservation's, read through its kind's view. */
export type SaleStatus = OrderStatus | ReservationStatus;

/**
 * The statuses of an order still in the kitchen's hands: a delivery not yet out, a pickup not yet ready. Only then
 * is a time promised to the customer.
 */
export const ORDER_STATUSES_IN_KITCHEN: readonly OrderStatus[] = ['pending', 'confirmed', 'preparation'];

/** French labels (P2.1). */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmée',
  preparation: 'En préparation',
  in_delivery: 'En livraison',
  delivered: 'Livrée',
  cancelled: 'Annulée',
};

/** A sale's status in French, as its view names it: an order's, or a reservation's. */
export const saleStatusLabel = (kind: SaleKind, status: SaleStatus): string =>
  kind === 'reservation'
    ? reservationStatusLabels[status as ReservationStatus]
    : orderStatusLabels[status as OrderStatus];

/**
 * Where staff may move an order from each status: one step forward, or cancel it, with a reason, at any step
 * before it is delivered (decision 0039). Payment, not staff, confirms a pending order (P2.2), so staff can
 * only cancel it.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['cancelled'],
  confirmed: ['preparation', 'cancelled'],
  preparation: ['in_delivery', 'cancelled'],
  in_delivery: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** True when staff may move an order from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** A customer may cancel while the order is pending or confirmed (P2.3). */
export function canCancel(status: OrderStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

/** An order can be paid only when unpaid and not cancelled (P2.4). */
export function canPay(order: { status: OrderStatus; is_paid: boolean }): boolean {
  return !order.is_paid && order.status !== 'cancelled';
}

/**
 * What a customer reads of an order's or a reservation's end (decision 0039): its refund as stored, and when an
 * unpaid one with no payment in progress expires.
 */
export function lifeOf(
  row: {
    status: OrderStatus | ReservationStatus;
    is_paid: number;
    latest_payment_status: PaymentAttemptState | null;
    updated_at: string;
  },
  refund:
    | {
        status: RefundStatus;
        amount: number;
        reference: string | null;
        settled_at: string | null;
        phone: string | null;
      }
    | undefined,
  expiryMinutes: number,
): {
  refund: {
    status: RefundStatus;
    amount: number;
    reference: string | null;
    settled_at: string | null;
    phone: string | null;
  } | null;
  expires_at: string | null;
} {
  const open = row.status === 'pending' && row.is_paid === 0 && row.latest_payment_status !== 'pending';
  return {
    refund: refund
      ? {
          status: refund.status,
          amount: refund.amount,
          reference: refund.reference,
          settled_at: refund.settled_at,
          phone: refund.phone,
        }
      : null,
    expires_at: open ? new Date(Date.parse(row.updated_at) + expiryMinutes * 60_000).toISOString() : null,
  };
}
