import type { OrderSummary } from '@lome/shared';
import { noteAttempt } from '@/lib/idempotency';
import { ApiError } from '@/lib/api-client';
import { useCreatePayment, type PaymentChoice } from '@/features/payments';
import type { PushedPayment } from '../lib/checkout-attempt';

/**
 * "Payer" in the checkout: pushes the payment of `order` to the phone, noted on the attempt of `flow` so a close
 * or a reload follows it instead of pushing a second one. `onStarted` gets the payment PayGate took.
 */
export function usePayOrder(
  flow: string,
  order: OrderSummary | null,
  onStarted: (payment: PushedPayment, immediate: boolean) => void,
) {
  const createPayment = useCreatePayment();
  const pay = ({ network, phone_number }: PaymentChoice) => {
    if (!order) return;
    // Noted before the request: closed or reloaded before the answer arrives, the checkout still knows that a
    // payment may be on its way for this order, and follows it rather than making a new order.
    noteAttempt(flow, { phone: phone_number, network } satisfies PushedPayment);
    createPayment.mutate(
      { network, phone_number, order_id: order.order_id },
      {
        // Refused by the server (bad number, too many tries): nothing was pushed. A payment already in progress
        // (409) or PayGate out of reach (5xx) may still reach the phone, so the note stays.
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500 && error.status !== 409)
            noteAttempt(flow, undefined);
        },
        onSuccess: (started) => {
          const payment: PushedPayment = {
            payment_id: started.payment_id,
            tx_reference: started.tx_reference ?? undefined,
            phone: phone_number,
            network,
          };
          // 'success' means the operator already confirmed; otherwise a close or a reload comes back to the wait.
          if (started.status !== 'success') noteAttempt(flow, payment);
          onStarted(payment, started.status === 'success');
        },
      },
    );
  };
  return { pay, createPayment };
}
