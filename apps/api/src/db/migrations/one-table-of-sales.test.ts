import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../connection.js';
import { hasDocument } from '../../modules/invoices/documents.service.js';
import { listOrders, listReservations } from '../../modules/sales/customer-views.service.js';
import { findSaleFacts, listReservationsForStaff } from '../../modules/sales/staff-views.service.js';
import { systemClock } from '../../lib/clock.js';
import { createUser } from '../../test/factories.js';
import { createTestDb, dbKinds, type DbKind } from '../../test/helper.js';
import { insertDish } from '../../test/paygate-testing.js';

/** Rows as a restaurant had them before migration 0029, written as the code of that time wrote them. */
async function dataOfBothKinds(db: Db) {
  const { user } = await createUser(db, { firstname: 'Afi' });
  const dish = await insertDish(db, { name: 'Fufu sauce graine', price: 3_000 });
  const at = '2026-03-02T10:00:00.000Z';
  const raw = (query: ReturnType<typeof sql>) => query.execute(db);
  const reservation = (id: string, status: string, isPaid: number, pickup: string) =>
    raw(sql`insert into reservations (id, code, user_id, source, status, reservation_date, pickup_location, notes,
      contact_name, contact_email, contact_phone, total_price, total_quantite, is_paid, paid_at, idempotency_key,
      payment_id, payment_method, created_at, updated_at)
      values (${id}, ${`RES-${id.toUpperCase()}`}, ${user.id}, 'cart', ${status}, ${pickup}, 'drive', 'Sans piment',
      'Kodjo', 'kodjo@example.tg', '90123456', 6000, 2, ${isPaid}, ${isPaid ? at : null}, ${`key-${id}`}, null,
      'mobile_money', ${at}, ${at})`);
  const item = (id: string, reservationId: string) =>
    raw(sql`insert into reservation_items (id, reservation_id, dish_id, dish_name, img_plat, quantity, price_per_unit)
      values (${id}, ${reservationId}, ${dish.id}, ${dish.name}, null, 2, 3000)`);
  const payment = (id: string, reservationId: string) =>
    raw(sql`insert into payments (id, identifier, tx_reference, user_id, purpose, order_id, reservation_id, amount,
      phone_number, network, status, payment_reference, payment_method, paid_at, next_check_at, subject, created_at,
      updated_at)
      values (${id}, ${`CM-${id}`}, ${`tx-${id}`}, ${user.id}, 'reservation', null, ${reservationId}, 6000,
      '90123456', 'FLOOZ', 'paid', null, 'FLOOZ', ${at}, null, ${`reservation:${reservationId}`}, ${at}, ${at})`);
  const invoice = (
    id: string,
    kind: string,
    reservationId: string,
    number: string,
    credited: string | null,
  ) =>
    raw(sql`insert into invoices (id, kind, number, year, sequence, order_id, reservation_id, user_id, company_id,
      credited_invoice_id, total, vat, content, issued_at)
      values (${id}, ${kind}, ${number}, 2026, ${Number(number.slice(-1))}, null, ${reservationId}, ${user.id}, null,
      ${credited}, 6000, 915, ${JSON.stringify({ kind, number, order_code: `RES-${reservationId.toUpperCase()}` })},
      ${at})`);

  // A paid reservation with its invoice and its receipt's attachment still queued.
  await reservation('r1', 'confirmed', 1, '2026-03-04 12:30:00');
  await item('r1-1', 'r1');
  await payment('p1', 'r1');
  await raw(sql`update reservations set payment_id = 'p1' where id = 'r1'`);
  await invoice('i1', 'invoice', 'r1', 'FAC-2026-000001', null);
  await raw(sql`insert into mail_queue (id, dedupe_key, to_address, subject, text_body, html_body, created_at,
    attempts, next_attempt_at, claimed_until, sent_at, last_error, attachment)
    values ('m1', 'receipt-r1', ${user.email}, 'Reçu', 'Merci', null, ${at}, 0, ${at}, null, null, null,
    'invoice:reservation:r1')`);
  // A paid reservation cancelled and refunded, with its credit note.
  await reservation('r2', 'cancelled', 1, '2026-03-05 19:00:00');
  await item('r2-1', 'r2');
  await payment('p2', 'r2');
  await raw(sql`update reservations set payment_id = 'p2' where id = 'r2'`);
  await raw(sql`insert into refunds (id, order_id, reservation_id, payment_id, amount, status, reference, settled_at,
    created_at) values ('f2', null, 'r2', 'p2', 6000, 'settled', 'FLOOZ-BACK-1', ${at}, ${at})`);
  await invoice('i2', 'invoice', 'r2', 'FAC-2026-000002', null);
  await invoice('i3', 'credit_note', 'r2', 'AV-2026-000001', 'i2');
  // One still unpaid, and an order beside them, which stays as it was.
  await reservation('r3', 'pending', 0, '2026-03-06 13:00:00');
  await item('r3-1', 'r3');
  await raw(sql`insert into orders (id, code_commande, user_id, status, is_paid, dishes_total, total_price,
    total_quantite, created_at, updated_at)
    values ('o1', 'CMD-O1', ${user.id}, 'pending', 0, 3000, 3000, 1, ${at}, ${at})`);
  await raw(sql`insert into order_items (id, order_id, dish_id, dish_name, img_plat, quantity, price_per_unit)
    values ('o1-1', 'o1', ${dish.id}, ${dish.name}, null, 1, 3000)`);
  return { user };
}

describe.each(dbKinds)('migration 0029: reservations become sales, nothing lost (%s)', (kind: DbKind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let userId: string;

  beforeAll(async () => {
    const made = await createTestDb(kind, { upTo: '0028-cash-collector' });
    db = made.db;
    cleanup = made.cleanup;
    userId = (await dataOfBothKinds(db)).user.id;
    await made.migrateRest();
  });
  afterAll(() => cleanup());

  it('keeps every reservation as its owner and the spec read it, with its lines', async () => {
    const reservations = await listReservations({ db, clock: systemClock }, userId);
    expect(reservations.map((r) => [r.code, r.status, r.is_paid, r.payment_status])).toEqual([
      ['RES-R3', 'pending', false, 'unpaid'],
      ['RES-R2', 'cancelled', true, 'completed'],
      ['RES-R1', 'confirmed', true, 'completed'],
    ]);
    expect(reservations.find((r) => r.code === 'RES-R1')).toMatchObject({
      id: 'r1',
      reservation_id: 'r1',
      source: 'cart',
      reservation_date: '2026-03-04 12:30:00',
      pickup_location: 'drive',
      notes: 'Sans piment',
      contact_name: 'Kodjo',
      contact_email: 'kodjo@example.tg',
      contact_phone: '90123456',
      total_price: 6000,
      total_quantite: 2,
    });
    expect(reservations.find((r) => r.code === 'RES-R2')?.refund).toMatchObject({
      status: 'settled',
      reference: 'FLOOZ-BACK-1',
    });
    expect((await findSaleFacts(db, 'r1'))?.dishes).toEqual([
      {
        dish_id: expect.any(String),
        dish_name: 'Fufu sauce graine',
        img_plat: null,
        quantity: 2,
        price_per_unit: 3000,
      },
    ]);
    const staff = await listReservationsForStaff(db, { from: '2026-03-04', days: 3 });
    expect(staff.reservations.map((r) => r.code)).toEqual(['RES-R1', 'RES-R2', 'RES-R3']);
  });

  it('points payments, refunds, invoices and queued attachments at the sale', async () => {
    const payments = await db
      .selectFrom('payments')
      .select(['id', 'order_id', 'purpose', 'subject'])
      .execute();
    expect(payments.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'p1', order_id: 'r1', purpose: 'order', subject: 'order:r1' },
      { id: 'p2', order_id: 'r2', purpose: 'order', subject: 'order:r2' },
    ]);
    expect(await db.selectFrom('refunds').select(['order_id', 'payment_id']).execute()).toEqual([
      { order_id: 'r2', payment_id: 'p2' },
    ]);
    expect(await hasDocument(db, 'r1', 'invoice')).toBe(true);
    expect(await hasDocument(db, 'r2', 'credit_note')).toBe(true);
    const queued = await db.selectFrom('mail_queue').select('attachment').executeTakeFirstOrThrow();
    expect(queued.attachment).toBe('invoice:order:r1');
  });

  it('leaves the orders as they were, and no line in a second table', async () => {
    expect((await listOrders(db, userId)).map((o) => o.code_commande)).toEqual(['CMD-O1']);
    const kinds = await db.selectFrom('orders').select(['id', 'kind']).orderBy('id').execute();
    expect(kinds).toEqual([
      { id: 'o1', kind: 'order' },
      { id: 'r1', kind: 'reservation' },
      { id: 'r2', kind: 'reservation' },
      { id: 'r3', kind: 'reservation' },
    ]);
    expect(await db.selectFrom('order_items').select('id').orderBy('id').execute()).toHaveLength(4);
    const left = await sql<{ n: number }>`select count(*) as n from retired_reservations`.execute(db);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
