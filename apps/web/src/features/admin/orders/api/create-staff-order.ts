import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOrderCreateInput, StaffOrderCreated } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

/** POST /api/admin/orders: an order taken by phone or WhatsApp, priced by the server. */
export const createStaffOrder = (body: StaffOrderCreateInput): Promise<StaffOrderCreated> =>
  api('/admin/orders', { method: 'POST', body });

export function useCreateStaffOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
