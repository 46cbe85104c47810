import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceDocuments } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/invoices?month=YYYY-MM: the month's invoices and credit notes (the holder: the company's). */
export const getCompanyDocuments = (month: string): Promise<InvoiceDocuments> =>
  api(`/invoices?month=${encodeURIComponent(month)}`);

export const companyDocumentsKey = (month: string) => ['company', 'documents', month] as const;

export function useCompanyDocuments(month: string) {
  return useQuery(
    queryOptions({ queryKey: companyDocumentsKey(month), queryFn: () => getCompanyDocuments(month) }),
  );
}
