import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@lome/shared';
import { api } from '@/lib/api-client';

export const AUDIT_PAGE = 30;

/** GET /api/admin/audit: staff actions newest first, `before` (a created_at) for the next page (admins). */
export const getAuditLog = (before?: string): Promise<{ entries: AuditEntry[] }> => {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE) });
  if (before) query.set('before', before);
  return api(`/admin/audit?${query.toString()}`);
};

export function useAuditLog() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['admin', 'audit'],
      queryFn: ({ pageParam }) => getAuditLog(pageParam),
      initialPageParam: undefined as string | undefined,
      // A short page is the last one.
      getNextPageParam: (last) =>
        last.entries.length < AUDIT_PAGE ? undefined : last.entries[last.entries.length - 1]!.created_at,
    }),
  );
}
