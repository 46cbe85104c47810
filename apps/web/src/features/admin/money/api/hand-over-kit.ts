import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSponsor } from '@lome/shared';
import { api } from '@/lib/api-client';
import { sponsorsKey } from './get-sponsors';

/** POST /api/admin/sponsors/{id}/kit: the dish kit was handed over (once). */
export const handOverKit = (id: string): Promise<AdminSponsor> =>
  api(`/admin/sponsors/${encodeURIComponent(id)}/kit`, { method: 'POST' });

export function useHandOverKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverKit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sponsorsKey }),
  });
}
