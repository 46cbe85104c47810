import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from './refresh-blog';

/** DELETE /api/admin/publications/{id}. */
export const deletePublication = (id: string): Promise<void> =>
  api(`/admin/publications/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeletePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePublication,
    onSettled: () => refreshAfterWrite(queryClient),
  });
}
