import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, SavedAddressInput } from '@lome/shared';
import { api } from '@/lib/api-client';
import { addressesKey } from './get-addresses';

/** POST /api/me/addresses: keeps a delivery place with its pin for the next orders. */
export const createAddress = (body: SavedAddressInput): Promise<SavedAddress> =>
  api<SavedAddress>('/me/addresses', { method: 'POST', body });

export function useCreateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}
