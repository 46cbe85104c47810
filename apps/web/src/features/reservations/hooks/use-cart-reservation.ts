import type { ReservationCreateInput, ReservationSummary } from '@lome/shared';
import { attemptKey, forgetAttempt, pendingAttempt } from '@/lib/idempotency';
import { cartMade } from '@/features/cart';
import { useCreateReservation } from '../api/create-reservation';
import type { PickupLocation } from '../lib/pickup-labels';

// As for orders: the same dishes for the same pickup find the reservation already made, until it is paid.
const RESERVATION_FLOW = 'cart-reservation';
export type CartPickup = { date: string; time: string; pickup: PickupLocation; notes: string };
type ReservationAttempt = { dishes: ReservationCreateInput['dishes']; pickup: CartPickup; cash?: boolean };

/** The pickup moment the customer last sent from the cart and has not finished with, to fill the form again. */
export const pendingPickup = (owner: string) =>
  pendingAttempt<ReservationAttempt>(RESERVATION_FLOW, owner)?.pickup;

/**
 * Makes the cart's reservation: a retried request finds the same one by its key, and the reservation made
 * earlier from this cart is updated (`replaces_reservation_id`) instead of a second being made.
 * `onMade` gets it, with `settled` when nothing is left to pay online: paid meanwhile on another screen, or held
 * for cash at pickup.
 */
export function useCartReservation(
  owner: string,
  onMade: (made: ReservationSummary, settled: boolean) => void,
) {
  const createReservation = useCreateReservation();
  const send = (body: ReservationCreateInput, pickup: CartPickup) => {
    // Cash is another request than the mobile-money one: a key of its own, as the checkout's.
    const attempt: ReservationAttempt = {
      dishes: body.dishes,
      pickup,
      ...(body.payment_method === 'cash' ? { cash: true } : {}),
    };
    const replaces = cartMade.idFor('reservation', owner);
    // The cart turned from an order into a reservation: that order goes (decision 0077).
    const order = cartMade.idFor('order', owner);
    createReservation.mutate(
      {
        body: {
          ...body,
          ...(replaces ? { replaces_reservation_id: replaces } : {}),
          ...(order ? { replaces_order_id: order } : {}),
        },
        idempotencyKey: attemptKey(RESERVATION_FLOW, owner, attempt),
      },
      {
        onSuccess: (created) => {
          // Paid (since, on another screen) or held for cash at pickup, it holds these dishes (the cart is done
          // with); cancelled, that attempt is over and a new reservation is made.
          const settled =
            created.is_paid || (created.payment_method === 'cash' && created.status !== 'cancelled');
          if (settled || created.status === 'cancelled') {
            forgetAttempt(RESERVATION_FLOW);
            cartMade.forget('reservation', created.reservation_id);
          }
          if (settled) onMade(created, true);
          else if (created.status === 'cancelled') send(body, pickup);
          else {
            cartMade.remember('reservation', { owner, id: created.reservation_id, dishes: body.dishes });
            onMade(created, false);
          }
        },
      },
    );
  };
  /** The payment started: the reservation now holds the dishes; the cart and its attempt are done with. */
  const started = (reservationId: string) => {
    forgetAttempt(RESERVATION_FLOW);
    cartMade.forget('reservation', reservationId);
  };
  return { send, started, createReservation };
}
