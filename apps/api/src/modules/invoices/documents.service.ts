import { statementMessages } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { getOrderDetail } from '../sales/customer-views.service.js';
import { renderInvoicePdf, type InvoiceContent } from './invoices.pdf.js';
import * as repo from './invoices.repository.js';

export const invoiceMessages = {
  notFound: 'Facture introuvable.',
  notPaid: "Cette commande n'est pas payée : elle n'a pas encore de facture.",
  cancelled: "Cette commande a été annulée avant d'être facturée.",
  pending: "La facture de cette commande est en cours d'émission : réessayez dans un instant.",
} as const;

type Requester = { id: string; role: string };

/**
 * The invoice PDF of an order for its owner, the holder of the owner's company, or staff: the invoice issued when
 * the order was paid, only read here. The owner of an order without one is told why.
 */
export async function getOrderInvoicePdf(db: Db, who: Requester, orderId: string) {
  const invoice = await repo.findSaleInvoice(db, orderId, 'invoice');
  if (invoice && mayRead(who, invoice)) return pdfOf(invoice);
  if (!invoice) await explainMissingInvoice(db, who.id, orderId);
  throw new AppError(404, 'INVOICE_NOT_FOUND', invoiceMessages.notFound);
}

/** Throws the 409 that tells the owner of an order why it has no invoice; returns for anyone else's order. */
async function explainMissingInvoice(db: Db, userId: string, orderId: string) {
  const detail = await getOrderDetail(db, userId, orderId).catch((err: unknown) => {
    if (err instanceof AppError && err.statusCode === 404) return undefined;
    throw err;
  });
  if (!detail) return;
  const { order } = detail;
  if (!order.is_paid) throw new AppError(409, 'ORDER_NOT_PAID', invoiceMessages.notPaid);
  // Paid and cancelled before invoices were issued at payment: its refund had nothing to credit.
  if (order.status === 'cancelled') throw new AppError(409, 'ORDER_CANCELLED', invoiceMessages.cancelled);
  // Paid a moment ago: the outbox issues it right after the payment's commit.
  throw new AppError(409, 'INVOICE_PENDING', invoiceMessages.pending);
}

/** The credit note of a refunded order, for whoever may read its invoice; 404 when it has none. */
export async function getOrderCreditNotePdf(db: Db, who: Requester, orderId: string) {
  const note = await repo.findSaleInvoice(db, orderId, 'credit_note');
  if (!note || !mayRead(who, note)) {
    throw new AppError(404, 'CREDIT_NOTE_NOT_FOUND', statementMessages.creditNoteNotFound);
  }
  return pdfOf(note);
}

/** Its owner, the holder of the company it was made out to, or staff. */
const mayRead = (who: Requester, doc: { user_id: string; company_id: string | null }) =>
  doc.user_id === who.id || doc.company_id === who.id || who.role === 'staff' || who.role === 'admin';

async function pdfOf(doc: { content: string }) {
  const content = JSON.parse(doc.content) as InvoiceContent;
  return { number: content.number, pdf: await renderInvoicePdf(content) };
}

/** Any invoice or credit note by its id, as a PDF, for whoever may read it (else 404: its existence is not told). */
export async function getDocumentPdf(db: Db, who: Requester, id: string) {
  const doc = await repo.findInvoiceById(db, id);
  if (!doc || !mayRead(who, doc)) {
    throw new AppError(404, 'DOCUMENT_NOT_FOUND', statementMessages.documentNotFound);
  }
  return pdfOf(doc);
}

const findDocumentOf = (db: Db, saleId: string, kind: 'invoice' | 'credit_note') =>
  repo.findSaleInvoice(db, saleId, kind);

/** Whether the sale has its invoice, or its credit note. */
export const hasDocument = async (db: Db, saleId: string, kind: 'invoice' | 'credit_note') =>
  !!(await findDocumentOf(db, saleId, kind));

/**
 * The invoice or credit note PDF of an order or reservation to attach to an e-mail (its receipt, its
 * cancellation), once issued; undefined while it is not (the mail queue tries again later). Drawn from the frozen
 * content, like a download.
 */
export async function invoiceAttachment(db: Db, saleId: string, kind: 'invoice' | 'credit_note' = 'invoice') {
  const doc = await findDocumentOf(db, saleId, kind);
  if (!doc) return undefined;
  const { number, pdf } = await pdfOf(doc);
  return { filename: `${number}.pdf`, content: pdf, contentType: 'application/pdf' };
}

/** A caller's invoices follow their orders to the account that proved their number (decision 0064). */
export function transferInvoices(trx: Db, from: { userId: string }, to: { userId: string }): Promise<void> {
  return repo.transferInvoices(trx, from.userId, to.userId);
}
