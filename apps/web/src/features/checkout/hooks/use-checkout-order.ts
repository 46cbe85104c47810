import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CartItem, OrderCreateInput, OrderSummary } from '@lome/shared';
import { attemptKey, attemptNote, forgetAttempt } from '@/lib/idempotency';
import { cartMade, followCartOrder, rememberDeliveryFee } from '@/features/cart';
import type { PromptUnderWay } from '@/features/payments';
import { useCreateOrder } from '../api/create-order';
import { getCartOrder } from '../api/get-cart-order';
import type { AddressValues } from '../components/address-step';
import {
  nextStepFor,
  ORDER_FLOW,
  restartNotice,
  sameDishes,
  type OrderAttempt,
  type PushedPayment,
} from '../lib/checkout-attempt';
import { dishesOf, kitchenRefusal } from '../lib/order-request';

type Options = {
  owner: string;
  /** The attempt left by an earlier checkout, and the cart now. */
  sent: OrderAttempt | null;
  items: CartItem[];
  address: AddressValues;
  /** The order is made (the address is saved then, if asked). */
  onCreated: () => void;
  /** Nothing left to pay: paid already, free, or cash at the door. */
  onConfirm: (order: OrderSummary) => void;
  /** The payment to ask for (1), or the one on its way to follow (2). */
  onStep: (step: 1 | 2) => void;
};

/** Makes the checkout's order, or finds again the one of an earlier attempt, and says what follows. */
export function useCheckoutOrder({ owner, sent, items, address, onCreated, onConfirm, onStep }: Options) {
  const queryClient = useQueryClient();
  const [pushed, setPushed] = useState(() => attemptNote<PushedPayment>(ORDER_FLOW, owner));
  // A payment pushed for these very dishes (before a close, a reload, Android's back): follow it at once.
  const [resuming, setResuming] = useState(
    () => !!sent && !!pushed && sameDishes(sent.dishes, dishesOf(items)),
  );
  // The cart's order as the server knows it (decision 0077): a closed tab forgot the attempt, not the order.
  const [made] = useState(() => {
    const m = cartMade.get('order', owner);
    return !resuming && m && sameDishes(m.dishes, dishesOf(items)) ? m : undefined;
  });
  const [asking, setAsking] = useState(!!made);
  const [underWay, setUnderWay] = useState<PromptUnderWay | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderSummary | null>(null);
  // The wait of a payment found on its way: the pushed payment, or one found pending on the order.
  const [resumeKey, setResumeKey] = useState<string | false>(false);
  const createOrder = useCreateOrder();

  /** Follows the prompt `order` waits on, as the server names it (or as this tab noted it). */
  const waitFor = (order: OrderSummary, ours: PushedPayment | null) => {
    const prompt = order.payment_under_way;
    const followed: PromptUnderWay | null = prompt
      ? { payment_id: prompt.payment_id, phone: prompt.phone_number, network: prompt.network }
      : ours?.payment_id
        ? { payment_id: ours.payment_id, phone: ours.phone, network: ours.network }
        : null;
    if (followed && !ours)
      setPushed({ payment_id: followed.payment_id, phone: followed.phone, network: followed.network });
    setUnderWay(followed);
    setResumeKey(followed?.payment_id ?? `found-${Date.now()}`);
    onStep(2);
  };

  // Once, on opening: the cart's order waiting on a prompt takes the checkout straight back to that wait.
  const askServer = useEffectEvent(() => {
    if (!made) return;
    getCartOrder(made.id).then(
      ({ order: found }) => {
        setAsking(false);
        if (found.is_paid || found.status !== 'pending' || !found.payment_under_way) return;
        setOrder(found);
        waitFor(found, null);
      },
      () => setAsking(false),
    );
  });
  useEffect(() => askServer(), []);

  const send = (body: OrderCreateInput) => {
    const attempt: OrderAttempt = {
      dishes: body.dishes,
      address,
      ...(body.free_dish_credit_id ? { freeDishCreditId: body.free_dish_credit_id } : {}),
      ...(body.scheduled_for ? { scheduledFor: body.scheduled_for } : {}),
      // Cash is another request than the order made for mobile money, which it takes over.
      ...(body.payment_method === 'cash' ? { cash: true } : {}),
    };
    // The order made earlier from this cart is updated rather than doubled; not part of the key.
    const replaces = cartMade.idFor('order', owner);
    // The cart turned from a reservation into an order: that reservation goes (decision 0077).
    const reservation = cartMade.idFor('reservation', owner);
    createOrder.mutate(
      {
        body: {
          ...body,
          ...(replaces ? { replaces_order_id: replaces } : {}),
          ...(reservation ? { replaces_reservation_id: reservation } : {}),
        },
        idempotencyKey: attemptKey(ORDER_FLOW, owner, attempt),
      },
      {
        onSuccess: (created) => {
          rememberDeliveryFee(created.delivery_price);
          onCreated();
          // Read again: a changed request started a new attempt, without the note of the old one.
          const ours = attemptNote<PushedPayment>(ORDER_FLOW, owner);
          setPushed(ours);
          const next = nextStepFor(created, ours !== null);
          // The cart's own order, paid elsewhere meanwhile: the cart lets go of it, and nothing is made again.
          if (next === 'restart' && created.is_paid && created.order_id === replaces) {
            followCartOrder([created]);
            onConfirm(created);
            return;
          }
          if (next === 'restart') {
            setNotice(restartNotice(created));
            forgetAttempt(ORDER_FLOW);
            cartMade.forget('order', created.order_id);
            send(body);
            return;
          }
          cartMade.remember('order', { owner, id: created.order_id, dishes: body.dishes });
          setResuming(false);
          setOrder(created);
          // Nothing to charge: straight to the confirmation, as for an operator's immediate success (P11.5).
          if (next === 'confirm') onConfirm(created);
          else if (next === 'wait') waitFor(created, ours);
          else onStep(1);
        },
        onError: (error) => {
          setResuming(false);
          kitchenRefusal(error, queryClient);
        },
      },
    );
  };

  return {
    send,
    createOrder,
    order,
    notice,
    pushed,
    setPushed,
    /** The wait of the earlier attempt is being found again, by resending it or by asking the server. */
    resuming: resuming || asking,
    /** This tab's earlier attempt pushed a payment for this cart: sending it again finds its order. */
    resendAttempt: resuming,
    resumeKey,
    underWay,
  };
}
