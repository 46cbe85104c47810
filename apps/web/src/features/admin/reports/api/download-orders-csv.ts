import { useMutation } from '@tanstack/react-query';
import type { ReportRange } from '@lome/shared';
import { downloadFile } from '@/lib/download-file';

/** GET /api/admin/reports/orders.csv: the orders of the range, saved as a file. */
export const downloadOrdersCsv = ({ from, to }: ReportRange): Promise<void> =>
  downloadFile(`/admin/reports/orders.csv?from=${from}&to=${to}`, `commandes-${from}-${to}.csv`);

export function useDownloadOrdersCsv() {
  return useMutation({ mutationFn: downloadOrdersCsv });
}
