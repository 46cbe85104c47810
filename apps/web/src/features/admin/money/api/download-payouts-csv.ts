import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/admin/payouts.csv, saved as a file. */
export const downloadPayoutsCsv = (): Promise<void> => downloadFile('/admin/payouts.csv', 'versements.csv');

export function useDownloadPayoutsCsv() {
  return useMutation({ mutationFn: downloadPayoutsCsv });
}
