import {
  fullName,
  monthLabel,
  restaurant,
  statementMessages,
  type InvoiceDocument,
  type InvoiceDocuments,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { User } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Consumer } from '../events/events.service.js';
import { getOrderDetail } from '../orders/orders.service.js';
import { findOrderPaymentReference } from '../payments/payments.service.js';
import { findReservationForInvoice } from '../reservations/reservations.service.js';
import { findAccountById, isCompanyHolder } from '../users/users.service.js';
import { renderInvoicePdf, renderStatementPdf, type InvoiceContent, type Statement } from './invoices.pdf.js';
import * as repo from './invoices.repository.js';

export const invoiceMessages = {
  notFound: 'Facture introuvable.',
  notPaid: "Cette commande n'est pas payée : elle n'a pas encore de facture.",
  cancelled: "Cette commande a été annulée avant d'être facturée.",
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

/** Who an invoice is made out to: the company (naming the colleague who ordered), or the customer. */
const buyerOf = (customer: User, company: User | undefined): InvoiceContent['buyer'] =>
  company
    ? {
        name: company.denomination_sociale || fullName(company.firstname, company.lastname),
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

/** True when the customer orders as or for a company account: their paid orders are invoiced at once. */
export async function ordersForCompany(db: Db, userId: string): Promise<boolean> {
  const customer = await findAccountById(db, userId);
  return !!customer && (await companyOf(db, customer)) !== undefined;
}

/**
 * Issues the invoice of a paid order, once (the unique (order, kind) index and the check below), with the next
 * FAC number of the year, in the caller's transaction. Returns the invoice row.
 */
export async function issueOrderInvoice(trx: Db, userId: string, orderId: string, now = nowIso()) {
  const existing = await repo.findOrderInvoice(trx, orderId, 'invoice');
  if (existing) return existing;
  const { order, show_order_dish } = await getOrderDetail(trx, userId, orderId);
  if (!order.is_paid) throw new AppError(409, 'ORDER_NOT_PAID', invoiceMessages.notPaid);
  const customer = (await findAccountById(trx, userId))!;
  const company = await companyOf(trx, customer);
  const { seller, vatRateBp } = await sellerOf(trx);
  const payment = await findOrderPaymentReference(trx, orderId);
  const year = Number(now.slice(0, 4));
  const sequence = await repo.nextNumber(trx, 'FAC', year);
  const discounts = [
    { label: 'Plat offert (parrainage)', amount: order.discounts?.free_dish ?? 0 },
    { label: 'Remise newsletter', amount: order.discounts?.newsletter ?? 0 },
  ].filter((d) => d.amount > 0);
  if (discounts.length === 0 && order.discount_amount > 0) {
    discounts.push({ label: 'Remise', amount: order.discount_amount });
  }
  const content: InvoiceContent = {
    kind: 'invoice',
    number: numberOf('FAC', year, sequence),
    issued_on: now.slice(0, 10),
    credits: null,
    seller,
    buyer: buyerOf(customer, company),
    order_code: order.code_commande,
    lines: show_order_dish.map((d) => ({
      name: d.dish_name,
      quantity: d.quantity,
      unit_price: d.price_per_unit,
      total: d.quantity * d.price_per_unit,
    })),
    delivery: order.delivery_price,
    discounts,
    total: order.total_price,
    vat: vatIncluded(order.total_price, vatRateBp),
    vat_rate_percent: (vatRateBp / 100).toLocaleString('fr-FR'),
    payment: payment ? { method: payment.network, reference: payment.tx_reference } : null,
  };
  const row = {
    id: newId(),
    kind: 'invoice' as const,
    number: content.number,
    year,
    sequence,
    order_id: orderId,
    reservation_id: null,
    user_id: userId,
    company_id: company?.id ?? null,
    credited_invoice_id: null,
    total: content.total,
    vat: content.vat,
    content: JSON.stringify(content),
    issued_at: now,
  };
  await repo.insertInvoice(trx, row);
  return row;
}

/**
 * Issues the invoice of a company's paid reservation (a pickup, no delivery), once, like an order's: its code in
 * place of the order's, the same FAC series. Nothing for a reservation gone or not paid.
 */
export async function issueReservationInvoice(
  trx: Db,
  userId: string,
  reservationId: string,
  now = nowIso(),
) {
  const found = await findReservationForInvoice(trx, reservationId);
  if (!found || !found.reservation.is_paid || found.userId !== userId) return;
  if (await repo.findReservationInvoice(trx, reservationId)) return;
  const customer = (await findAccountById(trx, userId))!;
  const company = await companyOf(trx, customer);
  const { seller, vatRateBp } = await sellerOf(trx);
  const year = Number(now.slice(0, 4));
  const sequence = await repo.nextNumber(trx, 'FAC', year);
  const total = found.reservation.total_price;
  const content: InvoiceContent = {
    kind: 'invoice',
    number: numberOf('FAC', year, sequence),
    issued_on: now.slice(0, 10),
    credits: null,
    seller,
    buyer: buyerOf(customer, company),
    order_code: found.reservation.code,
    lines: found.dishes.map((d) => ({
      name: d.dish_name,
      quantity: d.quantity,
      unit_price: d.price_per_unit,
      total: d.quantity * d.price_per_unit,
    })),
    delivery: 0,
    discounts: [],
    total,
    vat: vatIncluded(total, vatRateBp),
    vat_rate_percent: (vatRateBp / 100).toLocaleString('fr-FR'),
    payment: found.payment ? { method: found.payment.network, reference: found.payment.tx_reference } : null,
  };
  await repo.insertInvoice(trx, {
    id: newId(),
    kind: 'invoice',
    number: content.number,
    year,
    sequence,
    order_id: null,
    reservation_id: reservationId,
    user_id: userId,
    company_id: company?.id ?? null,
    credited_invoice_id: null,
    total,
    vat: content.vat,
    content: JSON.stringify(content),
    issued_at: now,
  });
}

/** What an invoice is about: an order or a reservation. */
export type InvoiceSubject = { orderId: string } | { reservationId: string };

const findDocumentOf = (db: Db, subject: InvoiceSubject, kind: 'invoice' | 'credit_note') =>
  'orderId' in subject
    ? repo.findOrderInvoice(db, subject.orderId, kind)
    : repo.findReservationInvoice(db, subject.reservationId, kind);

/**
 * Issues the credit note (AV) of a refunded order's or reservation's invoice, once (the unique (subject, kind)
 * index and the check below), with the next AV number of the year; nothing when it was never invoiced.
 */
export async function issueCreditNote(trx: Db, subject: InvoiceSubject, now = nowIso()) {
  const invoice = await findDocumentOf(trx, subject, 'invoice');
  if (!invoice || (await findDocumentOf(trx, subject, 'credit_note'))) return;
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
 * Issues invoices from the domain events (decision 0043): a company's paid order or reservation is invoiced when
 * `order.paid` or `reservation.paid` is consumed, a refunded one credited when `order.cancelled` or
 * `reservation.cancelled` is (every path that writes a refund row for them publishes one of these). The outbox
 * records the consumption in the same transaction, so each event issues at most one document, and a failure
 * gives its number back.
 */
export const invoicing: Consumer = {
  name: 'invoicing',
  types: ['order.paid', 'order.cancelled', 'reservation.paid', 'reservation.cancelled'],
  async handle(trx, event) {
    const userId = String(event.payload.user_id);
    if (event.type === 'reservation.paid') {
      if (await ordersForCompany(trx, userId))
        await issueReservationInvoice(trx, userId, event.subject_id, event.created_at);
    } else if (event.type === 'order.paid') {
      if (await ordersForCompany(trx, userId))
        await issueOrderInvoice(trx, userId, event.subject_id, event.created_at);
    } else if (event.payload.was_paid) {
      const subject =
        event.type === 'order.cancelled'
          ? { orderId: event.subject_id }
          : { reservationId: event.subject_id };
      await issueCreditNote(trx, subject, event.created_at);
    }
  },
};

type Requester = { id: string; role: string };

/**
 * The invoice PDF of an order for its owner, the holder of the owner's company, or staff. The owner's first ask
 * issues it (any customer may have one); others see it once issued.
 */
export async function getOrderInvoicePdf(db: Db, who: Requester, orderId: string) {
  let invoice = await repo.findOrderInvoice(db, orderId, 'invoice');
  if (!invoice) {
    invoice = await db
      .transaction()
      .execute(async (trx) => {
        // A refunded order's cancellation found no invoice to credit: one issued now would stand uncredited.
        const { order } = await getOrderDetail(trx, who.id, orderId);
        if (order.status === 'cancelled' && order.is_paid) {
          throw new AppError(409, 'ORDER_CANCELLED', invoiceMessages.cancelled);
        }
        return issueOrderInvoice(trx, who.id, orderId);
      })
      .catch((err: unknown) => {
        // Not the owner's order: a holder or staff only see invoices already issued.
        if (err instanceof AppError && err.statusCode === 404) {
          throw new AppError(404, 'INVOICE_NOT_FOUND', invoiceMessages.notFound);
        }
        throw err;
      });
  }
  if (!mayRead(who, invoice)) throw new AppError(404, 'INVOICE_NOT_FOUND', invoiceMessages.notFound);
  return pdfOf(invoice);
}

/** The credit note of a refunded order, for whoever may read its invoice; 404 when it has none. */
export async function getOrderCreditNotePdf(db: Db, who: Requester, orderId: string) {
  const note = await repo.findOrderInvoice(db, orderId, 'credit_note');
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

/**
 * The invoice PDF of a paid order or reservation to attach to its receipt e-mail, once issued; undefined while it
 * is not (the mail queue tries again later). Drawn from the frozen content, like a download.
 */
export async function invoiceAttachment(db: Db, subject: InvoiceSubject) {
  const invoice = await findDocumentOf(db, subject, 'invoice');
  if (!invoice) return undefined;
  const { number, pdf } = await pdfOf(invoice);
  return { filename: `${number}.pdf`, content: pdf, contentType: 'application/pdf' };
}

const monthBounds = (month: string) => {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
};

/** A stored document as listed: a credit note's amounts negative, so a month's sum is what is owed. */
function toDocument(row: Awaited<ReturnType<typeof repo.listDocuments>>[number]): InvoiceDocument {
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
      name: company.denomination_sociale || fullName(company.firstname, company.lastname),
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

/** A caller's invoices follow their orders to the account that proved their number (decision 0064). */
export function transferInvoices(trx: Db, from: { userId: string }, to: { userId: string }): Promise<void> {
  return repo.transferInvoices(trx, from.userId, to.userId);
}
