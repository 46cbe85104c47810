import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentStatusResponse } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/orders/{id}/payments/{paymentId}: the push to the caller, followed while they approve it. */
export const getStaffPayment = (orderId: string, paymentId: string): Promise<PaymentStatusResponse> =>
  api(`/admin/orders/${encodeURIComponent(orderId)}/payments/${encodeURIComponent(paymentId)}`);

export function useStaffPayment(orderId: string, paymentId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'order-payment', orderId, paymentId],
      queryFn: () => getStaffPayment(orderId, paymentId!),
      enabled: !!paymentId,
      // Every 3 s while pending: the caller is on the line.
      refetchInterval: (q) => (q.state.data && q.state.data.status !== 'pending' ? false : 3000),
    }),
  );
}
