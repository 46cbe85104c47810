import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { PaymentNetwork } from '@lome/shared';
import { paymentFailureText } from '../api/create-payment';
import { usePayFlow, type PayFlowOptions } from '../hooks/use-pay-flow';
import { PaidConfirmation } from './paid-confirmation';
import { PaymentForm } from './payment-form';
import { isPaymentEnd, PaymentWaiting } from './payment-waiting';
import { PromptActions } from './prompt-actions';

type Props<T> = PayFlowOptions<T> & {
  amount: number;
  defaultPhone: string;
  /** The network chosen before, so a retry does not fall back to FLOOZ. */
  defaultNetwork?: PaymentNetwork;
  /** Shown once paid, with a button calling `onDone`; without it the caller moves on in `onPaid`. */
  paid?: { title: string; detail: ReactNode };
  onDone?: () => void;
  /** Words for a target cancelled meanwhile; without them the wait's own end texts, which speak of an order. */
  cancelledTexts?: { refund_pending: string; order_cancelled: string };
  /** Shown under the wait while it may still end paid. */
  waitNote?: ReactNode;
  /** Shown in the form, under the amount. */
  children?: ReactNode;
};

/**
 * Pay -> wait -> confirm, for the checkout, a new reservation and paying later from a list (orders,
 * reservations): one payment request and one polling for all of them.
 */
export function PayFlow<T>({
  amount,
  defaultPhone,
  defaultNetwork,
  paid,
  onDone,
  cancelledTexts,
  waitNote,
  children,
  ...options
}: Props<T>) {
  const { stage, polling, verifying, createPayment, pay, retry, prompt, changeNumber, resend } =
    usePayFlow(options);
  const { phase } = polling;
  const cancelled = phase === 'order_cancelled' || phase === 'refund_pending' ? phase : null;

  if (stage === 'paid') {
    if (!paid) return null;
    return (
      <PaidConfirmation title={paid.title}>
        <p className="text-body-secondary">{paid.detail}</p>
        <Button onClick={onDone}>Fermer</Button>
      </PaidConfirmation>
    );
  }
  // Cancelled meanwhile (on another screen): the wait ends; money taken, if any, is owed back.
  if (cancelledTexts && cancelled) {
    return (
      <Alert variant="warning" role="alert">
        {cancelledTexts[cancelled]}
      </Alert>
    );
  }
  if (stage === 'wait') {
    return (
      <>
        <PaymentWaiting phase={phase} error={polling.error} verifying={verifying} onRetry={retry} />
        {prompt && !verifying && !isPaymentEnd(phase) && (
          <PromptActions
            prompt={prompt}
            amount={amount}
            sending={createPayment.isPending}
            error={createPayment.isError ? paymentFailureText(createPayment.error) : null}
            onChangeNumber={changeNumber}
            onResend={resend}
          />
        )}
        {!cancelled && waitNote}
      </>
    );
  }
  return (
    <PaymentForm
      amount={amount}
      defaultPhone={prompt?.phone ?? defaultPhone}
      defaultNetwork={prompt?.network ?? defaultNetwork}
      submitting={createPayment.isPending}
      error={createPayment.isError ? paymentFailureText(createPayment.error) : null}
      onSubmit={pay}
    >
      {children}
    </PaymentForm>
  );
}
