import type { OrderCreateInput, OrderSummary, PaymentNetwork } from '@lome/shared';
import type { AddressValues } from '../components/address-step';

// The order's Idempotency-Key lives until it is paid or cancelled: the same dishes to the same address, even
// after closing the dialog or a reload, find the order already created instead of making a second one.
export const ORDER_FLOW = 'order';

/**
 * The request of a checkout attempt: its Idempotency-Key stays the same while these stay the same. A free dish
 * credit added or removed is another order (another price), so it is part of the request.
 */
export type OrderAttempt = {
  dishes: OrderCreateInput['dishes'];
  address: AddressValues;
  freeDishCreditId?: string;
  /** The delivery slot chosen (P4.4): another slot is another order. */
  scheduledFor?: string;
  /** Cash at the door chosen. */
  cash?: boolean;
};

/**
 * The payment this checkout pushed to the phone for the attempt's order, noted on the attempt when the customer
 * taps "Payer" (a close or a reload may lose the answer) and completed with its references once PayGate took it.
 */
export type PushedPayment = {
  payment_id?: string;
  tx_reference?: string;
  phone: string;
  network: PaymentNetwork;
};

/**
 * What the checkout does with the order POST /api/orders answered, new or found again by its key:
 * - 'restart': that attempt is over (order cancelled, or paid before this checkout pushed a payment for it,
 *   from « Mes commandes » or another phone); the cart makes a new order with a new key;
 * - 'wait': a payment is on its way (or went through) for it; follow it, never push a second one;
 * - 'pay': ask for the network and number;
 * - 'confirm': nothing to charge (a free dish alone, 0014): the server marked it paid when it created it.
 */
export function nextStepFor(
  order: OrderSummary,
  pushedHere: boolean,
): 'restart' | 'wait' | 'pay' | 'confirm' {
  if (order.status === 'cancelled') return 'restart';
  // Cash: accepted at once, paid at the door.
  if (order.payment_method === 'cash' && order.status !== 'pending') return 'confirm';
  if (order.is_paid && order.total_price === 0) return 'confirm';
  if (order.is_paid || order.payment_status === 'completed') return pushedHere ? 'wait' : 'restart';
  return order.payment_status === 'pending' ? 'wait' : 'pay';
}

/** True when the attempt was for exactly these cart lines, so reopening the checkout may take it up again. */
export const sameDishes = (a: OrderAttempt['dishes'], b: OrderAttempt['dishes']) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Why the checkout made a new order instead of taking up the previous one, when the customer should know. */
export function restartNotice(previous: OrderSummary): string | null {
  if (previous.status !== 'cancelled')
    return 'Une commande de ce panier est déjà payée (voir «\u00a0Mes commandes\u00a0») : celle-ci est une nouvelle commande.';
  return previous.is_paid || previous.payment_status === 'refund_pending'
    ? 'Votre commande précédente a été annulée après votre paiement : notre équipe vous remboursera. Celle-ci est une nouvelle commande.'
    : null;
}
