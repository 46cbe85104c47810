import { useEffect, useEffectEvent, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useQueryClient } from '@tanstack/react-query';
import type { CartItem, OrderCreateInput, OrderSummary } from '@lome/shared';
import { attemptKey, attemptNote, forgetAttempt, pendingAttempt } from '@/lib/idempotency';
import { offlineReasons } from '@/lib/use-online';
import { useOfflineGuard } from '@/components/ui/use-offline-guard';
import { useAuth } from '@/features/auth';
import { cartMade, followCartOrder, rememberDeliveryFee } from '@/features/cart';
import {
  orderPaymentQuery,
  StepIndicator,
  progressOfStatus,
  usePaymentPolling,
  failureText,
} from '@/features/payments';
import { useCreateOrder } from '../api/create-order';
import { useConfirmationRedirect } from '../hooks/use-confirmation-redirect';
import { useCheckoutAddress } from '../hooks/use-checkout-address';
import { useDeliveryTime } from '../hooks/use-delivery-time';
import { usePayOrder } from '../hooks/use-pay-order';
import {
  nextStepFor,
  restartNotice,
  sameDishes,
  type OrderAttempt,
  type PushedPayment,
} from '../lib/checkout-attempt';
import { dishesOf, kitchenRefusal, orderBody, type CheckoutFreeDish } from '../lib/order-request';
import { DetailsStep } from './details-step';
import { PaidStep, PayStep, WaitStep } from './payment-steps';

export type { CheckoutFreeDish, OrderConfirmationState } from '../lib/order-request';

const STEPS = ['Adresse', 'Paiement', 'Confirmation du paiement', 'Commande confirmée'] as const;
type Step = 0 | 1 | 2 | 3;
const orderError = 'Une erreur est survenue lors de la commande';

// The order's Idempotency-Key lives until it is paid or cancelled: the same dishes to the same address, even
// after closing the dialog or a reload, find the order already created instead of making a second one.
const ORDER_FLOW = 'order';

/** The checkout's steps: where and when, payment, waiting for the phone, confirmed. */
export function CheckoutFlow({
  items,
  freeDish,
  onPaid,
  onLock,
  onWaitingChange,
}: {
  items: CartItem[];
  freeDish: CheckoutFreeDish | null;
  onPaid: () => void;
  onLock: () => void;
  onWaitingChange: (waiting: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const owner = user?.id ?? '';
  const [sent] = useState(() => pendingAttempt<OrderAttempt>(ORDER_FLOW, owner));
  const [pushed, setPushed] = useState(() => attemptNote<PushedPayment>(ORDER_FLOW, owner));
  // A payment pushed for these very dishes (before a close, a reload, Android's back): follow it at once.
  const [resuming, setResuming] = useState(
    () => !!sent && !!pushed && sameDishes(sent.dishes, dishesOf(items)),
  );
  const [step, setStep] = useState<Step>(0);
  const checkoutAddress = useCheckoutAddress(user, sent?.address);
  const { address } = checkoutAddress;
  const time = useDeliveryTime(items, sent?.scheduledFor ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderSummary | null>(null);
  // What the wait follows: the pushed payment, or one found pending on the order.
  const [watched, setWatched] = useState<string | null>(null);
  const redirect = useConfirmationRedirect();
  const createOrder = useCreateOrder();
  // Making the order needs the server; offline the step says so instead of failing.
  const offline = useOfflineGuard(offlineReasons.order);

  const polling = usePaymentPolling(
    step === 2 && order && watched ? orderPaymentQuery(order.order_id, watched) : null,
    progressOfStatus,
  );

  const isWaiting = step === 2 && polling.phase === 'waiting';
  useEffect(() => onWaitingChange(isWaiting), [isWaiting, onWaitingChange]);
  useEffect(() => () => onWaitingChange(false), [onWaitingChange]);

  const confirm = (
    paid: OrderSummary,
    payment: { transactionId?: string; phone?: string },
    delay: number,
  ) => {
    forgetAttempt(ORDER_FLOW);
    cartMade.forget('order', paid.order_id);
    checkoutAddress.forget();
    onPaid();
    onLock();
    setStep(3);
    redirect(paid, payment, { address: address.description_address, phone: address.phone }, delay);
  };

  // P6.8: once the poll says paid, the cart is cleared and the confirmation page follows 2 s later. A
  // cancelled order ends the attempt too: the same cart will make a new order.
  const onPolled = useEffectEvent((phase: typeof polling.phase) => {
    if (step !== 2 || !order) return;
    if (phase === 'paid')
      confirm(
        order,
        { transactionId: polling.transactionId ?? pushed?.tx_reference, phone: pushed?.phone },
        2000,
      );
    else if (phase === 'refund_pending' || phase === 'order_cancelled') forgetAttempt(ORDER_FLOW);
  });
  useEffect(() => onPolled(polling.phase), [polling.phase]);

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
    createOrder.mutate(
      {
        body: replaces ? { ...body, replaces_order_id: replaces } : body,
        idempotencyKey: attemptKey(ORDER_FLOW, owner, attempt),
      },
      {
        onSuccess: (created) => {
          rememberDeliveryFee(created.delivery_price);
          checkoutAddress.saveIfAsked();
          // Read again: a changed request started a new attempt, without the note of the old one.
          const ours = attemptNote<PushedPayment>(ORDER_FLOW, owner);
          setPushed(ours);
          const next = nextStepFor(created, ours !== null);
          // The cart's own order, paid elsewhere meanwhile: the cart lets go of it, and nothing is made again.
          if (next === 'restart' && created.is_paid && created.order_id === replaces) {
            followCartOrder([created]);
            confirm(created, {}, 3000);
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
          if (next === 'confirm') confirm(created, {}, 3000);
          else if (next === 'wait') {
            setWatched(ours?.payment_id ?? `found-${Date.now()}`);
            setStep(2);
          } else setStep(1);
        },
        onError: (error) => {
          setResuming(false);
          kitchenRefusal(error, queryClient);
        },
      },
    );
  };

  // Once, when the dialog opens.
  const resume = useEffectEvent(() => {
    if (resuming) send(orderBody(items, address, freeDish, time.scheduledFor));
  });
  useEffect(() => resume(), []);

  const { pay, createPayment } = usePayOrder(ORDER_FLOW, order, (payment, immediate) => {
    setPushed(payment);
    // 'success' means the operator already confirmed: straight to step 4, redirect after 3 s (P11.5).
    if (immediate && order)
      confirm(order, { transactionId: payment.tx_reference, phone: payment.phone }, 3000);
    else {
      setWatched(payment.payment_id ?? null);
      setStep(2);
    }
  });

  return (
    <>
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 && resuming && (
        <div className="text-center py-4" role="status">
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          Reprise du suivi de votre paiement...
        </div>
      )}
      {step === 0 && !resuming && (
        <DetailsStep
          address={address}
          onAddressChange={checkoutAddress.change}
          choices={checkoutAddress.choices}
          save={checkoutAddress.save}
          time={time}
          body={orderBody(items, address, freeDish, time.scheduledFor)}
          alert={createOrder.isError ? failureText(createOrder.error, orderError) : null}
          pending={createOrder.isPending}
          offline={offline}
          onValid={send}
        />
      )}
      {step === 1 && order && (
        <PayStep
          order={order}
          items={items}
          addressTitle={address.title}
          notice={notice}
          defaultPayment={pushed ?? { phone: address.phone }}
          createPayment={createPayment}
          onPay={pay}
          cash={{
            pending: createOrder.isPending,
            onChoose: () =>
              send({ ...orderBody(items, address, freeDish, time.scheduledFor), payment_method: 'cash' }),
          }}
        />
      )}
      {step === 2 && (
        <WaitStep
          polling={polling}
          verifying={createPayment.data?.status === 'verifying'}
          onRetry={() => {
            createPayment.reset();
            setStep(1);
          }}
        />
      )}
      {step === 3 && <PaidStep />}
    </>
  );
}
