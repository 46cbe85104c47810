import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/invoices/{id}.pdf: one invoice or credit note, saved under its number (FAC-….pdf, AV-….pdf). */
export const downloadDocument = ({ id, number }: { id: string; number: string }) =>
  downloadFile(`/invoices/${encodeURIComponent(id)}.pdf`, `${number}.pdf`);

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
