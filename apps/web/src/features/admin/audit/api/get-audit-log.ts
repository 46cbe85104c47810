import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@lome/shared';
import { api } from '@/lib/api-client';

export const AUDIT_PAGE = 30;

type Cursor = { before: string; before_id: string };

/** GET /api/admin/audit: staff actions newest first, the last entry seen as the cursor of the next page (admins). */
export const getAuditLog = (cursor?: Cursor): Promise<{ entries: AuditEntry[] }> => {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE), ...cursor });
  return api(`/admin/audit?${query.toString()}`);
};

export function useAuditLog() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['admin', 'audit'],
      queryFn: ({ pageParam }) => getAuditLog(pageParam),
      initialPageParam: undefined as Cursor | undefined,
      // A short page is the last one.
      getNextPageParam: (last) => {
        const end = last.entries.at(-1);
        return last.entries.length < AUDIT_PAGE || !end
          ? undefined
          : { before: end.created_at, before_id: end.id };
      },
    }),
  );
}
