import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminInvoiceDocuments } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/invoices?month=YYYY-MM: every invoice and credit note of the month, and the companies' statements. */
export const getAdminInvoices = (month: string): Promise<AdminInvoiceDocuments> =>
  api(`/admin/invoices?month=${encodeURIComponent(month)}`);

export const adminInvoicesKey = (month: string) => ['admin', 'invoices', month] as const;

export function useAdminInvoices(month: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({ queryKey: adminInvoicesKey(month), queryFn: () => getAdminInvoices(month), enabled }),
  );
}
