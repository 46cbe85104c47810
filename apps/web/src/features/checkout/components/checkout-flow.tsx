import { useEffect, useEffectEvent, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { CartItem, OrderSummary } from '@lome/shared';
import { forgetAttempt, pendingAttempt } from '@/lib/idempotency';
import { offlineReasons } from '@/lib/use-online';
import { useOfflineGuard } from '@/components/ui/use-offline-guard';
import { useAuth } from '@/features/auth';
import { cartMade } from '@/features/cart';
import { StepIndicator, failureText, type PayFlowStage } from '@/features/payments';
import { useCheckoutAddress } from '../hooks/use-checkout-address';
import { useCheckoutOrder } from '../hooks/use-checkout-order';
import { useConfirmationRedirect } from '../hooks/use-confirmation-redirect';
import { useDeliveryTime } from '../hooks/use-delivery-time';
import { ORDER_FLOW, type OrderAttempt } from '../lib/checkout-attempt';
import { orderBody, type CheckoutFreeDish } from '../lib/order-request';
import { paymentNotes } from '../lib/payment-notes';
import { DetailsStep } from './details-step';
import { PaidStep, PayStep } from './payment-steps';

export type { CheckoutFreeDish, OrderConfirmationState } from '../lib/order-request';

const STEPS = ['Adresse', 'Paiement', 'Confirmation du paiement', 'Commande confirmée'] as const;
type Step = 0 | 1 | 2 | 3;
const stepOf: Record<PayFlowStage, Step> = { pay: 1, wait: 2, paid: 3 };
const orderError = 'Une erreur est survenue lors de la commande';
const notes = paymentNotes(ORDER_FLOW);

type Props = {
  items: CartItem[];
  freeDish: CheckoutFreeDish | null;
  onPaid: () => void;
  onLock: () => void;
  onWaitingChange: (waiting: boolean) => void;
};

/** The checkout's steps: where and when, payment, waiting for the phone, confirmed. */
export function CheckoutFlow({ items, freeDish, onPaid, onLock, onWaitingChange }: Props) {
  const { user } = useAuth();
  const owner = user?.id ?? '';
  const [sent] = useState(() => pendingAttempt<OrderAttempt>(ORDER_FLOW, owner));
  const [step, setStep] = useState<Step>(0);
  const checkoutAddress = useCheckoutAddress(user, sent?.address);
  const { address } = checkoutAddress;
  const time = useDeliveryTime(items, sent?.scheduledFor ?? null);
  const body = orderBody(items, address, freeDish, time.scheduledFor);
  const redirect = useConfirmationRedirect();
  // Making the order needs the server; offline the step says so instead of failing.
  const offline = useOfflineGuard(offlineReasons.order);

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

  const checkout = useCheckoutOrder({
    owner,
    sent,
    items,
    address,
    onCreated: checkoutAddress.saveIfAsked,
    onConfirm: (made) => confirm(made, {}, 3000),
    onStep: setStep,
  });
  const { order, pushed, createOrder } = checkout;

  // Once, when the dialog opens.
  const resume = useEffectEvent(() => {
    if (checkout.resendAttempt) checkout.send(body);
  });
  useEffect(() => resume(), []);

  return (
    <>
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 && checkout.resuming && (
        <div className="text-center py-4" role="status">
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          Reprise du suivi de votre paiement...
        </div>
      )}
      {step === 0 && !checkout.resuming && (
        <DetailsStep
          address={address}
          onAddressChange={checkoutAddress.change}
          choices={checkoutAddress.choices}
          save={checkoutAddress.save}
          time={time}
          body={body}
          alert={createOrder.isError ? failureText(createOrder.error, orderError) : null}
          pending={createOrder.isPending}
          offline={offline}
          onValid={checkout.send}
        />
      )}
      {(step === 1 || step === 2) && order && (
        <PayStep
          key={checkout.resumeKey || 'new'}
          order={order}
          items={items}
          addressTitle={address.title}
          notice={checkout.notice}
          defaultPayment={pushed ?? { phone: address.phone }}
          resume={checkout.resumeKey}
          underWay={checkout.underWay}
          {...notes}
          onStarted={(started, choice) => {
            const payment = notes.onStarted(started, choice);
            checkout.setPushed(payment);
            // 'success' means the operator already confirmed: straight to step 4, redirect after 3 s (P11.5).
            if (started.status === 'success')
              confirm(order, { transactionId: payment.tx_reference, phone: payment.phone }, 3000);
          }}
          // P6.8: once the poll says paid, the cart is cleared and the confirmation page follows 2 s later.
          onPaid={({ transactionId, immediate }) => {
            if (!immediate)
              confirm(
                order,
                { transactionId: transactionId ?? pushed?.tx_reference, phone: pushed?.phone },
                2000,
              );
          }}
          onProgress={(stage, polled) => {
            setStep(stepOf[stage]);
            onWaitingChange(stage === 'wait' && polled === 'waiting');
            // A cancelled order ends the attempt too: the same cart will make a new order.
            if (polled === 'refund_pending' || polled === 'order_cancelled') forgetAttempt(ORDER_FLOW);
          }}
          cash={{
            pending: createOrder.isPending,
            onChoose: () => checkout.send({ ...body, payment_method: 'cash' }),
          }}
        />
      )}
      {step === 3 && <PaidStep />}
    </>
  );
}
