import { z } from 'zod';
import { FRENCH_MONTHS } from '../calendar.js';

/** French texts of invoices, credit notes and company statements (P9.5). */
export const statementMessages = {
  month: 'Le mois doit être au format AAAA-MM.',
  documentNotFound: 'Document introuvable.',
  companyNotFound: 'Compte entreprise introuvable.',
  creditNoteNotFound: "Cette commande n'a pas d'avoir : elle n'avait pas été facturée.",
} as const;

/** A calendar month, `YYYY-MM` (Lomé time is UTC). */
export const invoiceMonthSchema = z
  .string({ error: statementMessages.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: statementMessages.month });

/** "novembre 2026" for `2026-11`. */
export const monthLabel = (month: string): string =>
  `${FRENCH_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** One invoice or credit note as listed: a credit note's amounts are negative (it takes back its invoice's). */
export const invoiceDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issued_at: z.string(),
  /** The order's or reservation's code. */
  code: z.string(),
  /** A credit note's invoice number. */
  credits: z.string().nullable(),
  /** The colleague who ordered, on a company's documents. */
  ordered_by: z.string().nullable(),
  total: z.number().int(),
  vat: z.number().int(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** GET /api/invoices?month=YYYY-MM: the month's documents the caller may read (the holder: the company's). */
export const invoiceDocumentsSchema = z.object({
  month: z.string(),
  documents: z.array(invoiceDocumentSchema),
  /** Invoices minus credit notes, TTC, and the VAT they include. */
  total: z.number().int(),
  vat: z.number().int(),
});
export type InvoiceDocuments = z.infer<typeof invoiceDocumentsSchema>;

export const invoiceDocumentsQuerySchema = z.object({ month: invoiceMonthSchema });

/** A document in the back-office's list: whom it is made out to (the company, or the customer) as well. */
export const adminInvoiceDocumentSchema = invoiceDocumentSchema.extend({
  buyer: z.string(),
  /** The company account it is made out to, whose statement it appears in. */
  company_id: z.string().nullable(),
});
export type AdminInvoiceDocument = z.infer<typeof adminInvoiceDocumentSchema>;

/** A company with documents in the month: its statement's line in the back-office. */
export const adminStatementSchema = z.object({
  company_id: z.string(),
  name: z.string(),
  documents: z.number().int(),
  /** Invoices minus credit notes, TTC: the statement's total. */
  total: z.number().int(),
});
export type AdminStatement = z.infer<typeof adminStatementSchema>;

/** GET /api/admin/invoices?month=YYYY-MM: every invoice and credit note of the month, and the companies' statements. */
export const adminInvoiceDocumentsSchema = z.object({
  month: z.string(),
  documents: z.array(adminInvoiceDocumentSchema),
  statements: z.array(adminStatementSchema),
  total: z.number().int(),
  vat: z.number().int(),
});
export type AdminInvoiceDocuments = z.infer<typeof adminInvoiceDocumentsSchema>;
