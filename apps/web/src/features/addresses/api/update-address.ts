import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, SavedAddressInput } from '@lome/shared';
import { api } from '@/lib/api-client';
import { addressesKey } from './get-addresses';

/** PUT /api/me/addresses/{id}: replaces one of the account's addresses. */
export const updateAddress = ({ id, body }: { id: string; body: SavedAddressInput }): Promise<SavedAddress> =>
  api<SavedAddress>(`/me/addresses/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}
