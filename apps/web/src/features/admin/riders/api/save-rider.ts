import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rider, RiderCreate, RiderUpdate } from '@lome/shared';
import { api } from '@/lib/api-client';
import { ridersKey } from './get-riders';

/** POST /api/admin/riders (a new rider) or PATCH /api/admin/riders/{id} (name, number, active). */
export const saveRider = ({ id, ...body }: (RiderCreate | RiderUpdate) & { id?: string }): Promise<Rider> =>
  id
    ? api(`/admin/riders/${encodeURIComponent(id)}`, { method: 'PATCH', body })
    : api('/admin/riders', { method: 'POST', body });

export function useSaveRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ridersKey }),
  });
}
