import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

export type StatementRequest = { companyId: string; month: string; format: 'pdf' | 'csv' };

/** GET /api/admin/companies/{id}/statements/{YYYY-MM}.pdf|.csv: a company's monthly statement, as its holder's. */
export const downloadCompanyStatement = ({ companyId, month, format }: StatementRequest) =>
  downloadFile(
    `/admin/companies/${encodeURIComponent(companyId)}/statements/${encodeURIComponent(month)}.${format}`,
    `releve-${month}.${format}`,
  );

export function useDownloadCompanyStatement() {
  return useMutation({ mutationFn: downloadCompanyStatement });
}
