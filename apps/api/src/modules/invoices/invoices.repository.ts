import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { InvoiceTable } from '../../db/types.js';

/**
 * Takes the next number of a series for a year, in the caller's transaction: the counter row is created at 0 if
 * missing, then incremented. The update locks the row until the transaction ends, so concurrent issues queue on it
 * and a rolled-back issue gives its number back (decision 0043).
 */
export async function nextNumber(trx: Db, series: string, year: number): Promise<number> {
  await trx
    .insertInto('invoice_counters')
    .values({ series, year, last_number: 0 })
    .onConflict((oc) => oc.columns(['series', 'year']).doNothing())
    .execute();
  const row = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('series', '=', series)
    .where('year', '=', year)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertInvoice(trx: Db, row: Insertable<InvoiceTable>): Promise<void> {
  await trx.insertInto('invoices').values(row).execute();
}

/** The invoice, or the credit note, of a sale (an order or a reservation alike). */
export function findSaleInvoice(db: Db, saleId: string, kind: 'invoice' | 'credit_note') {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', '=', saleId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export function findInvoiceById(db: Db, id: string) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The invoices and credit notes issued in [from, to) to a company (every colleague's, `companyId`), to one
 * customer (`userId`) or to anyone ('all', the back-office), in the order they were numbered.
 */
export function listDocuments(
  db: Db,
  owner: { companyId: string } | { userId: string } | 'all',
  from: string,
  to: string,
) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .$call((q) =>
      owner === 'all'
        ? q
        : 'companyId' in owner
          ? q.where('company_id', '=', owner.companyId)
          : q.where('user_id', '=', owner.userId),
    )
    .where('issued_at', '>=', from)
    .where('issued_at', '<', to)
    .orderBy('issued_at')
    .orderBy('kind')
    .orderBy('sequence')
    .execute();
}

/**
 * The sales paid, not cancelled, without an invoice, whose payment does not wait in the outbox any more, oldest
 * payment first: the sales paid before invoices were issued at payment (decision 0062). It reads the sales' and the
 * events' tables, only to find them, as the reports' read model does (decision 0042); what an invoice says still
 * comes through the sales module's service.
 */
export function findPaidSalesWithoutInvoice(
  db: Db,
): Promise<{ id: string; user_id: string; paid_at: string | null }[]> {
  return db
    .selectFrom('orders as s')
    .select(['s.id', 's.user_id', 's.paid_at'])
    .where('s.is_paid', '=', 1)
    .where('s.status', '!=', 'cancelled')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoices as i')
            .select(sql.lit(1).as('one'))
            .whereRef('i.order_id', '=', 's.id')
            .where('i.kind', '=', 'invoice'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('domain_events as e')
            .select(sql.lit(1).as('one'))
            .where('e.type', 'in', ['order.paid', 'reservation.paid'])
            .whereRef('e.subject_id', '=', 's.id')
            .where('e.processed_at', 'is', null),
        ),
      ),
    )
    .orderBy('s.paid_at')
    .execute();
}

/**
 * Files a caller's invoices under the account that proved their number (decision 0064), so its owner can download
 * them; the documents themselves never change.
 */
export async function transferInvoices(db: Db, fromUserId: string, toUserId: string): Promise<void> {
  await db.updateTable('invoices').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
}
