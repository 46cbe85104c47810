import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/orders/{id}/credit-note.pdf: the credit note of a refunded, invoiced order, saved as AV-….pdf. */
export const downloadCreditNote = (orderId: string): Promise<void> =>
  downloadFile(`/orders/${encodeURIComponent(orderId)}/credit-note.pdf`, `avoir-${orderId}.pdf`);

export function useDownloadCreditNote() {
  return useMutation({ mutationFn: downloadCreditNote });
}
