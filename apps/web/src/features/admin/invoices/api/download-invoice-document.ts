import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/invoices/{id}.pdf: one invoice or credit note (staff may read any), saved under its number. */
export const downloadInvoiceDocument = ({ id, number }: { id: string; number: string }) =>
  downloadFile(`/invoices/${encodeURIComponent(id)}.pdf`, `${number}.pdf`);

export function useDownloadInvoiceDocument() {
  return useMutation({ mutationFn: downloadInvoiceDocument });
}
