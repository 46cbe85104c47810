import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpeningHours } from '@lome/shared';
import { api } from '@/lib/api-client';
import { openingHoursKey } from './get-opening-hours';

/** PUT /api/admin/opening-hours: the whole week and the closures at once; 422 names each wrong period. */
export const saveOpeningHours = (hours: OpeningHours): Promise<OpeningHours> =>
  api('/admin/opening-hours', { method: 'PUT', body: hours });

export function useSaveOpeningHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOpeningHours,
    onSuccess: (saved) => queryClient.setQueryData(openingHoursKey, saved),
  });
}
