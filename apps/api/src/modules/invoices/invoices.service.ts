import {
  fullName,
  monthLabel,
  restaurant,
  statementMessages,
  type AdminInvoiceDocuments,
  type AdminStatement,
  type InvoiceDocument,
  type InvoiceDocuments,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { User } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Consumer } from '../events/events.service.js';
import { getOrderDetail } from '../sales/customer-views.service.js';
import { findSaleFacts } from '../sales/staff-views.service.js';
import { findPaidPaymentReference } from '../payments/references.service.js';
import { findAccountById, isCompanyHolder } from '../users/users.service.js';
import { renderInvoicePdf, renderStatementPdf, type InvoiceContent, type Statement } from './invoices.pdf.js';
import * as repo from './invoices.repository.js';

export const invoiceMessages = {
  notFound: 'Facture introuvable.',
  notPaid: "Cette commande n'est pas payée : elle n'a pas encore de facture.",
  cancelled: "Cette commande a été annulée avant d'être facturée.",
  pending: "La facture de cette commande est en cours d'émission : réessayez dans un instant.",
} as const;

/** The restaurant's identity on its invoices (settings, P9.1); the VAT rate in basis points (1800 = 18 %). */
export const INVOICE_SETTING_KEYS = {
  legalName: 'invoice.legal_name',
  address: 'invoice.address',
  nif: 'invoice.nif',
  rccm: 'invoice.rccm',
  vatRateBp: 'invoice.vat_rate_bp',
} as const;
export const DEFAULT_VAT_RATE_BP = 1_800;

/** The VAT included in a TTC amount at `rateBp`, rounded to the franc: ttc × rate / (1 + rate). */
export const vatIncluded = (ttc: number, rateBp: number): number =>
  Math.round((ttc * rateBp) / (10_000 + rateBp));

const numberOf = (series: 'FAC' | 'AV', year: number, n: number) =>
  `${series}-${year}-${String(n).padStart(6, '0')}`;

async function sellerOf(db: Db) {
  const s = await repo.findSettings(db, Object.values(INVOICE_SETTING_KEYS));
  const rate = Number(s[INVOICE_SETTING_KEYS.vatRateBp]);
  return {
    seller: {
      name: s[INVOICE_SETTING_KEYS.legalName] || restaurant.name,
      address: s[INVOICE_SETTING_KEYS.address] || restaurant.addressLine,
      nif: s[INVOICE_SETTING_KEYS.nif] ?? '',
      rccm: s[INVOICE_SETTING_KEYS.rccm] ?? '',
    },
    vatRateBp: Number.isInteger(rate) && rate >= 0 && rate <= 10_000 ? rate : DEFAULT_VAT_RATE_BP,
  };
}

/** The company account an order is invoiced to: the customer's own, or their company's holder (P9.4). */
async function companyOf(db: Db, customer: User): Promise<User | undefined> {
  if (customer.user_status === 'company') return customer;
  return customer.company_id ? findAccountById(db, customer.company_id) : undefined;
}

/** A company account's name: its legal name, else its holder's. */
const companyName = (company: User) =>
  company.denomination_sociale || fullName(company.firstname, company.lastname);

/** Who an invoice is made out to: the company (naming the colleague who ordered), or the customer. */
const buyerOf = (customer: User, company: User | undefined): InvoiceContent['buyer'] =>
  company
    ? {
        name: companyName(company),
        address: company.adresse_company,
        nif: company.nif,
        rccm: company.rccm,
        ordered_by: fullName(customer.firstname, customer.lastname),
      }
    : {
        name: fullName(customer.firstname, customer.lastname),
        address: customer.address,
        nif: null,
        rccm: null,
        ordered_by: null,
      };

/** A paid sale as its invoice tells it, read through the sales module. */
type Sale = Pick<InvoiceContent, 'lines' | 'delivery' | 'discounts' | 'total' | 'payment'> & {
  saleId: string;
  userId: string;
  code: string;
  paidAt: string | null;
};

/**
 * Issues the invoice of a paid sale with the next FAC number of its year, in the caller's transaction. It is
 * dated and numbered when the sale was paid (D15; Lomé time is UTC), or at `issuedAt` for a sale paid before
 * invoices were issued at payment (decision 0062).
 */
async function issueInvoice(trx: Db, sale: Sale, issuedAt?: string) {
  const at = issuedAt ?? sale.paidAt ?? nowIso();
  const customer = (await findAccountById(trx, sale.userId))!;
  const company = await companyOf(trx, customer);
  const { seller, vatRateBp } = await sellerOf(trx);
  const year = Number(at.slice(0, 4));
  const sequence = await repo.nextNumber(trx, 'FAC', year);
  const content: InvoiceContent = {
    kind: 'invoice',
    number: numberOf('FAC', year, sequence),
    issued_on: at.slice(0, 10),
    paid_on: sale.paidAt?.slice(0, 10) ?? null,
    credits: null,
    seller,
    buyer: buyerOf(customer, company),
    order_code: sale.code,
    lines: sale.lines,
    delivery: sale.delivery,
    discounts: sale.discounts,
    total: sale.total,
    vat: vatIncluded(sale.total, vatRateBp),
    vat_rate_percent: (vatRateBp / 100).toLocaleString('fr-FR'),
    payment: sale.payment,
  };
  const row = {
    id: newId(),
    kind: 'invoice' as const,
    number: content.number,
    year,
    sequence,
    order_id: sale.saleId,
    user_id: sale.userId,
    company_id: company?.id ?? null,
    credited_invoice_id: null,
    total: content.total,
    vat: content.vat,
    content: JSON.stringify(content),
    issued_at: at,
  };
  await repo.insertInvoice(trx, row);
  return row;
}

const linesOf = (dishes: { dish_name: string; quantity: number; price_per_unit: number }[]) =>
  dishes.map((d) => ({
    name: d.dish_name,
    quantity: d.quantity,
    unit_price: d.price_per_unit,
    total: d.quantity * d.price_per_unit,
  }));

/**
 * Issues the invoice of a paid sale (an order or a reservation alike, D15), once (the unique (sale, kind) index and
 * the check below), in the caller's transaction; see `issueInvoice` for its number and date. Undefined for a sale
 * gone, not paid, someone else's, or already invoiced.
 */
export async function issueSaleInvoice(trx: Db, userId: string, saleId: string, issuedAt?: string) {
  if (await repo.findSaleInvoice(trx, saleId, 'invoice')) return undefined;
  const found = await findSaleFacts(trx, saleId);
  if (!found || found.userId !== userId || !found.order.is_paid) return undefined;
  const { order } = found;
  const payment = found.paymentId ? await findPaidPaymentReference(trx, found.paymentId) : undefined;
  const discounts = [
    { label: 'Plat offert (parrainage)', amount: order.discounts?.free_dish ?? 0 },
    { label: 'Remise newsletter', amount: order.discounts?.newsletter ?? 0 },
  ].filter((d) => d.amount > 0);
  const sale: Sale = {
    saleId,
    userId,
    code: order.code_commande,
    lines: linesOf(found.dishes),
    delivery: order.delivery_price,
    discounts,
    total: order.total_price,
    payment: payment ? { method: payment.network, reference: payment.tx_reference } : null,
    paidAt: order.paid_at,
  };
  return issueInvoice(trx, sale, issuedAt);
}

/**
 * Issues the invoices missing for sales paid before invoices were issued at payment (decision 0062): a
 * customer's order or reservation whose invoice nobody downloaded. Oldest payment first, numbered after the
 * numbers already given and dated `now`, each saying the day its sale was paid. A sale cancelled since is left
 * alone (its refund credited nothing), and so is one whose payment still waits in the outbox (the `invoicing`
 * consumer dates it when paid). One transaction per sale: when another process catches up at the same moment,
 * the second insert of a sale fails on the unique index and gives its number back. Returns how many were issued.
 */
export async function issueMissingInvoices(db: Db, now = nowIso()): Promise<number> {
  let issued = 0;
  for (const sale of await repo.findPaidSalesWithoutInvoice(db)) {
    try {
      const row = await db.transaction().execute((trx) => issueSaleInvoice(trx, sale.user_id, sale.id, now));
      if (row) issued++;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return issued;
}

const findDocumentOf = (db: Db, saleId: string, kind: 'invoice' | 'credit_note') =>
  repo.findSaleInvoice(db, saleId, kind);

/**
 * Issues the credit note (AV) of a refunded sale's invoice, once (the unique (sale, kind) index and the check
 * below), with the next AV number of the year; nothing when it was never invoiced.
 */
export async function issueCreditNote(trx: Db, saleId: string, now = nowIso()) {
  const invoice = await findDocumentOf(trx, saleId, 'invoice');
  if (!invoice || (await findDocumentOf(trx, saleId, 'credit_note'))) return;
  const year = Number(now.slice(0, 4));
  const sequence = await repo.nextNumber(trx, 'AV', year);
  const original = JSON.parse(invoice.content) as InvoiceContent;
  const content: InvoiceContent = {
    ...original,
    kind: 'credit_note',
    number: numberOf('AV', year, sequence),
    issued_on: now.slice(0, 10),
    credits: invoice.number,
  };
  await repo.insertInvoice(trx, {
    ...invoice,
    id: newId(),
    kind: 'credit_note',
    number: content.number,
    year,
    sequence,
    credited_invoice_id: invoice.id,
    content: JSON.stringify(content),
    issued_at: now,
  });
}

/**
 * Issues invoices from the domain events (decisions 0043, 0062): every paid order or reservation, a customer's
 * as a company's, is invoiced when `order.paid` or `reservation.paid` is consumed, dated and numbered when it was
 * paid; a refunded one is credited when `order.cancelled` or `reservation.cancelled` is (every path that writes a
 * refund row for them publishes one of these). Events are consumed in the order they were written, so numbers
 * follow the payments. The outbox records the consumption in the same transaction, so each event issues at most
 * one document, and a failure gives its number back.
 */
export const invoicing: Consumer = {
  name: 'invoicing',
  types: ['order.paid', 'order.cancelled', 'reservation.paid', 'reservation.cancelled'],
  async handle(trx, event) {
    const userId = String(event.payload.user_id);
    if (event.type === 'order.paid' || event.type === 'reservation.paid') {
      await issueSaleInvoice(trx, userId, event.subject_id);
    } else if (event.payload.was_paid) {
      await issueCreditNote(trx, event.subject_id, event.created_at);
    }
  },
};

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

const monthBounds = (month: string) => {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
};

type DocumentRow = Awaited<ReturnType<typeof repo.listDocuments>>[number];

/** A stored document as listed: a credit note's amounts negative, so a month's sum is what is owed. */
function toDocument(row: DocumentRow): InvoiceDocument {
  const content = JSON.parse(row.content) as InvoiceContent;
  const sign = row.kind === 'credit_note' ? -1 : 1;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issued_at: row.issued_at,
    code: content.order_code,
    credits: content.credits,
    ordered_by: content.buyer.ordered_by,
    total: sign * row.total,
    vat: sign * row.vat,
  };
}

const sum = (docs: InvoiceDocument[], key: 'total' | 'vat') => docs.reduce((n, d) => n + d[key], 0);

/**
 * The month's invoices and credit notes: a company holder's (every colleague's, made out to the company), or a
 * customer's own; numbered order, with their sum.
 */
export async function listDocuments(db: Db, userId: string, month: string): Promise<InvoiceDocuments> {
  const me = await findAccountById(db, userId);
  const holder = !!me && isCompanyHolder(me);
  const { from, to } = monthBounds(month);
  const rows = await repo.listDocuments(db, holder ? { companyId: userId } : { userId }, from, to);
  const documents = rows.map(toDocument);
  return { month, documents, total: sum(documents, 'total'), vat: sum(documents, 'vat') };
}

async function statementOf(db: Db, company: User, month: string): Promise<Statement> {
  const { from, to } = monthBounds(month);
  const documents = (await repo.listDocuments(db, { companyId: company.id }, from, to)).map(toDocument);
  const { seller } = await sellerOf(db);
  const invoiced = sum(
    documents.filter((d) => d.kind === 'invoice'),
    'total',
  );
  return {
    month,
    label: monthLabel(month),
    seller,
    company: {
      name: companyName(company),
      address: company.adresse_company,
      nif: company.nif,
      rccm: company.rccm,
    },
    documents,
    invoiced,
    credited: invoiced - sum(documents, 'total'),
    total: sum(documents, 'total'),
    vat: sum(documents, 'vat'),
  };
}

/** The statement of `company` (a holder account) for `month` as a PDF or a CSV (French Excel, decision 0028). */
export async function companyStatement(db: Db, company: User, month: string, format: 'pdf' | 'csv') {
  const statement = await statementOf(db, company, month);
  const filename = `releve-${month}.${format}`;
  if (format === 'pdf') return { filename, body: await renderStatementPdf(statement) };
  const body = toCsv(
    [
      'Date',
      'Document',
      'Numéro',
      'Facture d’origine',
      'Commande',
      'Commandé par',
      'Total TTC (FCFA)',
      'dont TVA (FCFA)',
    ],
    statement.documents.map((d) => [
      d.issued_at.slice(0, 16).replace('T', ' '),
      d.kind === 'invoice' ? 'Facture' : 'Avoir',
      d.number,
      d.credits,
      d.code,
      d.ordered_by,
      d.total,
      d.vat,
    ]),
  );
  return { filename, body };
}

/** The statement of the company account `companyId` for admins; 404 when it is not a company's holder. */
export async function companyStatementFor(db: Db, companyId: string, month: string, format: 'pdf' | 'csv') {
  const company = await findAccountById(db, companyId);
  if (!company || !isCompanyHolder(company)) {
    throw new AppError(404, 'COMPANY_NOT_FOUND', statementMessages.companyNotFound);
  }
  return companyStatement(db, company, month, format);
}

/**
 * The back-office's month (decision 0062): every invoice and credit note issued in it, whom each is made out to,
 * and one statement per company with documents in it (named as its profile reads today, like the statement).
 */
export async function listAllDocuments(db: Db, month: string): Promise<AdminInvoiceDocuments> {
  const { from, to } = monthBounds(month);
  const documents = (await repo.listDocuments(db, 'all', from, to)).map((row) => ({
    ...toDocument(row),
    buyer: (JSON.parse(row.content) as InvoiceContent).buyer.name,
    company_id: row.company_id,
  }));
  const byCompany = new Map<string, typeof documents>();
  for (const d of documents) {
    if (d.company_id) byCompany.set(d.company_id, [...(byCompany.get(d.company_id) ?? []), d]);
  }
  const statements: AdminStatement[] = [];
  for (const [companyId, docs] of byCompany) {
    const company = await findAccountById(db, companyId);
    statements.push({
      company_id: companyId,
      name: company ? companyName(company) : docs[0]!.buyer,
      documents: docs.length,
      total: sum(docs, 'total'),
    });
  }
  statements.sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return { month, documents, statements, total: sum(documents, 'total'), vat: sum(documents, 'vat') };
}

/** A caller's invoices follow their orders to the account that proved their number (decision 0064). */
export function transferInvoices(trx: Db, from: { userId: string }, to: { userId: string }): Promise<void> {
  return repo.transferInvoices(trx, from.userId, to.userId);
}
