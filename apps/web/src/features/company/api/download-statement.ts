import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

export type StatementFormat = 'pdf' | 'csv';

/** GET /api/company/statements/{YYYY-MM}.pdf|.csv: the company's monthly statement (holder only). */
export const downloadStatement = ({ month, format }: { month: string; format: StatementFormat }) =>
  downloadFile(`/company/statements/${encodeURIComponent(month)}.${format}`, `releve-${month}.${format}`);

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
