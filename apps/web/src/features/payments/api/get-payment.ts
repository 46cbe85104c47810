import type { PaymentStatusResponse } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/payments/{id}: the live state of one payment (P11.1 /payment-status). */
export const getPayment = (paymentId: string): Promise<PaymentStatusResponse> =>
  api<PaymentStatusResponse>(`/payments/${encodeURIComponent(paymentId)}`);

export const paymentQuery = (paymentId: string) => ({
  queryKey: ['payments', paymentId] as const,
  queryFn: () => getPayment(paymentId),
});
