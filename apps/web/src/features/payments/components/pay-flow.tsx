import { useEffect, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { PaymentStarted } from '@lome/shared';
import { paymentFailureText, useCreatePayment } from '../api/create-payment';
import { usePaymentPolling, type PaymentProgress, type PollQuery } from '../hooks/use-payment-polling';
import { PaidConfirmation } from './paid-confirmation';
import { PaymentForm, type PaymentChoice } from './payment-form';
import { PaymentWaiting } from './payment-waiting';

type Props<T> = {
  /** What is paid; the server charges its own total of it (P1.2). */
  target: { order_id: string } | { reservation_id: string };
  amount: number;
  defaultPhone: string;
  /** The list shows an attempt still under way (started earlier or on another screen). */
  resume: boolean;
  /** The status answer to poll for one attempt (a payment id, or the key of a resumed wait). */
  statusQuery: (attempt: string) => PollQuery<T>;
  progressOf: (answer: T) => PaymentProgress;
  /** Refreshed once paid, so the list behind the dialog shows it. */
  paidQueryKey: QueryKey;
  paid: { title: string; detail: ReactNode };
  /** Words for a target cancelled meanwhile; without them the wait's own end texts, which speak of an order. */
  cancelledTexts?: { refund_pending: string; order_cancelled: string };
  onDone: () => void;
  /** Shown in the form, under the amount. */
  children?: ReactNode;
};

// Each reopened wait polls under its own key, so it never starts from an earlier wait's cached answer.
let resumedWaits = 0;

/** Pay later from a list (orders, reservations): pay -> wait -> confirm, the same payment and polling as the checkout. */
export function PayFlow<T>({
  target,
  amount,
  defaultPhone,
  resume,
  statusQuery,
  progressOf,
  paidQueryKey,
  paid: paidView,
  cancelledTexts,
  onDone,
  children,
}: Props<T>) {
  const queryClient = useQueryClient();
  const createPayment = useCreatePayment();
  const [payment, setPayment] = useState<PaymentStarted | null>(null);
  // An attempt still in progress: wait for it instead of pushing a second prompt to the customer's phone.
  const [resumed, setResumed] = useState(() => (resume ? `resumed-${++resumedWaits}` : null));
  const watched = payment ? (payment.status !== 'success' ? payment.payment_id : null) : resumed;
  const polling = usePaymentPolling(watched ? statusQuery(watched) : null, progressOf);
  // Until the status names PayGate's transaction, the push whose answer was lost is still being asked about.
  const verifying = payment?.status === 'verifying' && !polling.transactionId;
  const paid = payment?.status === 'success' || polling.phase === 'paid';

  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: paidQueryKey });
  }, [paid, queryClient, paidQueryKey]);

  const pay = ({ network, phone_number }: PaymentChoice) =>
    createPayment.mutate({ network, phone_number, ...target }, { onSuccess: setPayment });

  if (paid) {
    return (
      <PaidConfirmation title={paidView.title}>
        <p className="text-body-secondary">{paidView.detail}</p>
        <Button onClick={onDone}>Fermer</Button>
      </PaidConfirmation>
    );
  }
  // Cancelled meanwhile (on another screen): the wait ends; money taken, if any, is owed back.
  if (cancelledTexts && (polling.phase === 'order_cancelled' || polling.phase === 'refund_pending')) {
    return (
      <Alert variant="warning" role="alert">
        {cancelledTexts[polling.phase]}
      </Alert>
    );
  }
  // 'unpaid': the list was out of date and no attempt exists, so the customer starts one.
  if (payment || (resumed && polling.phase !== 'unpaid')) {
    return (
      <PaymentWaiting
        phase={polling.phase}
        error={polling.error}
        verifying={verifying}
        onRetry={() => {
          createPayment.reset();
          setPayment(null);
          setResumed(null);
        }}
      />
    );
  }
  return (
    <PaymentForm
      amount={amount}
      defaultPhone={defaultPhone}
      submitting={createPayment.isPending}
      error={createPayment.isError ? paymentFailureText(createPayment.error) : null}
      onSubmit={pay}
    >
      {children}
    </PaymentForm>
  );
}
