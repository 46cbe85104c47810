import type { PaymentStarted } from '@lome/shared';
import { ApiError } from '@/lib/api-client';
import { noteAttempt } from '@/lib/idempotency';
import type { PaymentChoice } from '@/features/payments';
import type { PushedPayment } from './checkout-attempt';

/**
 * "Payer" in the checkout notes the payment pushed for the order on the attempt of `flow`, so a close or a reload
 * follows it instead of pushing a second one.
 */
export const paymentNotes = (flow: string) => ({
  // Noted before the request: closed or reloaded before the answer arrives, the checkout still knows that a
  // payment may be on its way for this order, and follows it rather than making a new order.
  onPay: ({ network, phone_number }: PaymentChoice) =>
    noteAttempt(flow, { phone: phone_number, network } satisfies PushedPayment),
  // Refused by the server (bad number, too many tries): nothing was pushed. A payment already in progress (409)
  // or PayGate out of reach (5xx) may still reach the phone, so the note stays.
  onPayError: (error: Error) => {
    if (error instanceof ApiError && error.status < 500 && error.status !== 409) noteAttempt(flow, undefined);
  },
  /** The payment PayGate took, as noted. */
  onStarted: (started: PaymentStarted, { network, phone_number }: PaymentChoice): PushedPayment => {
    const payment: PushedPayment = {
      payment_id: started.payment_id,
      tx_reference: started.tx_reference ?? undefined,
      phone: phone_number,
      network,
    };
    // 'success' means the operator already confirmed; otherwise a close or a reload comes back to the wait.
    if (started.status !== 'success') noteAttempt(flow, payment);
    return payment;
  },
});
