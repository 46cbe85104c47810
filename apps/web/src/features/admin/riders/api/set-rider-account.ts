import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rider, RiderAccountInput } from '@lome/shared';
import { api } from '@/lib/api-client';
import { ridersKey } from './get-riders';

/** PUT /api/admin/riders/{id}/account: the rider's own access (role rider), with the password the admin sets. */
export const setRiderAccount = ({ id, ...body }: RiderAccountInput & { id: string }): Promise<Rider> =>
  api(`/admin/riders/${encodeURIComponent(id)}/account`, { method: 'PUT', body });

export function useSetRiderAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRiderAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ridersKey }),
  });
}
