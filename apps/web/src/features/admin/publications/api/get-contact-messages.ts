import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContactMessage } from '@lome/shared';
import { api } from '@/lib/api-client';

export type MessageFilter = 'all' | 'unread';

/** GET /api/admin/contact-messages: newest first, all or unread only, with the unread count. */
export const getContactMessages = (
  filter: MessageFilter,
): Promise<{ messages: AdminContactMessage[]; unread: number }> =>
  api(`/admin/contact-messages?filter=${filter}`);

export const contactMessagesKey = ['admin', 'contact-messages'] as const;

export function useContactMessages(filter: MessageFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...contactMessagesKey, filter],
      queryFn: () => getContactMessages(filter),
      placeholderData: keepPreviousData,
    }),
  );
}
