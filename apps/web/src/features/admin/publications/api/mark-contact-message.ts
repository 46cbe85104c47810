import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage } from '@lome/shared';
import { api } from '@/lib/api-client';
import { contactMessagesKey } from './get-contact-messages';

/** PATCH /api/admin/contact-messages/{id}: read (handled) or unread again. */
export const markContactMessage = (id: string, read: boolean): Promise<AdminContactMessage> =>
  api(`/admin/contact-messages/${encodeURIComponent(id)}`, { method: 'PATCH', body: { read } });

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => markContactMessage(id, read),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
