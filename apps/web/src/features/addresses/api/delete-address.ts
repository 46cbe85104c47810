import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addressesKey } from './get-addresses';

/** DELETE /api/me/addresses/{id}. */
export const deleteAddress = (id: string): Promise<void> =>
  api<void>(`/me/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}
