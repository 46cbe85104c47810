import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallerCodeClaim, CallerCodeClaimed } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/me/phone-orders: the caller's code brings the orders taken by phone onto this account. */
export const claimPhoneOrders = (body: CallerCodeClaim): Promise<CallerCodeClaimed> =>
  api<CallerCodeClaimed>('/me/phone-orders', { method: 'POST', body });

export function useClaimPhoneOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPhoneOrders,
    // Orders and reservations alike may have joined the account.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['reservations'] }),
      ]),
  });
}
