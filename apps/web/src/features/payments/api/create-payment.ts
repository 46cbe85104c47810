import { useMutation } from '@tanstack/react-query';
import { paymentMessages, type PaymentCreateInput, type PaymentStarted } from '@lome/shared';
import { api } from '@/lib/api-client';
import { failureText } from '../utils/failure-text';

/** P11.8: an answer without tx_reference is not a started payment, unless PayGate is being asked about it. */
export class UnexpectedPaymentAnswer extends Error {}

/**
 * POST /api/payment: asks PayGate to prompt the customer's phone. The server charges its own total of the
 * order or reservation (P1.2), so no amount is sent.
 */
export async function createPayment(body: PaymentCreateInput): Promise<PaymentStarted> {
  const answer = await api<Partial<PaymentStarted> | undefined>('/payment', { method: 'POST', body });
  const started =
    answer?.status === 'verifying' ||
    (!!answer?.tx_reference && (answer.status === 'pending' || answer.status === 'success'));
  if (!answer?.payment_id || !started) {
    throw new UnexpectedPaymentAnswer(answer?.message || 'Réponse inattendue du serveur');
  }
  return answer as PaymentStarted;
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}

/** What to tell the customer when starting the payment failed (P11.8). */
export function paymentFailureText(error: unknown): string {
  if (error instanceof UnexpectedPaymentAnswer) return error.message;
  return failureText(error, paymentMessages.initError);
}
