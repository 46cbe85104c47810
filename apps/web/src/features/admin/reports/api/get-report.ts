import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReport, ReportRange } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/reports: every figure of a range of Lomé days. */
export const getReport = ({ from, to }: ReportRange): Promise<AdminReport> =>
  api(`/admin/reports?from=${from}&to=${to}`);

export const reportKey = ['admin', 'reports'] as const;

export function useReport(range: ReportRange) {
  return useQuery(
    queryOptions({
      queryKey: [...reportKey, range.from, range.to],
      queryFn: () => getReport(range),
      // The figures of the previous range stay on screen while the next ones load.
      placeholderData: keepPreviousData,
    }),
  );
}
