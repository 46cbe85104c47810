import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/admin/newsletter/subscribers.csv, saved as a file. */
export const downloadNewsletterCsv = (): Promise<void> =>
  downloadFile('/admin/newsletter/subscribers.csv', 'newsletter-abonnes.csv');

export function useDownloadNewsletterCsv() {
  return useMutation({ mutationFn: downloadNewsletterCsv });
}
