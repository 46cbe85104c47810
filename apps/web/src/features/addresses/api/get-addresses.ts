import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedAddressList } from '@lome/shared';
import { api } from '@/lib/api-client';

export const addressesKey = ['me', 'addresses'] as const;

/** GET /api/me/addresses: the account's saved addresses and its company's office. */
export const getAddresses = (): Promise<SavedAddressList> => api<SavedAddressList>('/me/addresses');

export const addressesQueryOptions = () => queryOptions({ queryKey: addressesKey, queryFn: getAddresses });

export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}
