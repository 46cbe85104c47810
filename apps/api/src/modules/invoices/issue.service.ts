import { fullName, soldLineDetails, type OrderDish } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { User } from '../../db/types.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Consumer } from '../events/events.service.js';
import { findSaleFacts } from '../sales/staff-views.service.js';
import { findPaidPaymentReference } from '../payments/references.service.js';
import { findAccountById } from '../users/users.service.js';
import type { InvoiceContent } from './invoices.pdf.js';
import * as repo from './invoices.repository.js';
import { companyName, sellerOf } from './seller.js';

/** The VAT included in a TTC amount at `rateBp`, rounded to the franc: ttc × rate / (1 + rate). */
export const vatIncluded = (ttc: number, rateBp: number): number =>
  Math.round((ttc * rateBp) / (10_000 + rateBp));

const numberOf = (series: 'FAC' | 'AV', year: number, n: number) =>
  `${series}-${year}-${String(n).padStart(6, '0')}`;

/** The company account an order is invoiced to: the customer's own, or their company's holder (P9.4). */
async function companyOf(db: Db, customer: User): Promise<User | undefined> {
  if (customer.user_status === 'company') return customer;
  return customer.company_id ? findAccountById(db, customer.company_id) : undefined;
}

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

/** The invoice's lines: the unit price sold (its choices' changes included), then its choices and note. */
const linesOf = (dishes: OrderDish[]): InvoiceContent['lines'] =>
  dishes.map((d) => {
    const details = soldLineDetails(d, true);
    return {
      name: d.dish_name,
      quantity: d.quantity,
      unit_price: d.price_per_unit,
      total: d.quantity * d.price_per_unit,
      ...(details.length > 0 && { details }),
    };
  });

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

/**
 * Issues the credit note (AV) of a refunded sale's invoice, once (the unique (sale, kind) index and the check
 * below), with the next AV number of the year; nothing when it was never invoiced.
 */
export async function issueCreditNote(trx: Db, saleId: string, now = nowIso()) {
  const invoice = await repo.findSaleInvoice(trx, saleId, 'invoice');
  if (!invoice || (await repo.findSaleInvoice(trx, saleId, 'credit_note'))) return;
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
