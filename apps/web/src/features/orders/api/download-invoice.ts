import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/orders/{id}/invoice.pdf: the order's invoice (issued when it was paid), saved as FAC-….pdf. */
export const downloadInvoice = (orderId: string): Promise<void> =>
  downloadFile(`/orders/${encodeURIComponent(orderId)}/invoice.pdf`, `facture-${orderId}.pdf`);

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
