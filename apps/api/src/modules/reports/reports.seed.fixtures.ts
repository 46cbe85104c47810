import { expect } from 'vitest';
import type { AdminReport } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { createTestApp, type DbKind } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish } from '../../test/paygate-testing.js';
import { dishesTotal, FROM, orders, PRICES, TO, totalOf } from './reports.fixtures.js';

async function seed(db: Db) {
  const dishes = {
    a: await insertDish(db, { name: 'Ayimolou', price: PRICES.a }),
    b: await insertDish(db, { name: 'Koliko', price: PRICES.b }),
    c: await insertDish(db, { name: 'Poisson braisé', price: PRICES.c }),
  };
  const { user } = await createUser(db, { created_at: '2026-03-04T10:00:00.000Z' });
  await createUser(db, { created_at: '2026-03-01T10:00:00.000Z' });
  const cashier = (
    await createUser(db, {
      created_at: '2026-03-08T10:00:00.000Z',
      role: 'staff',
      firstname: 'Akossiwa',
      lastname: 'Dzidzo',
    })
  ).user;
  const riderAccount = (
    await createUser(db, {
      created_at: '2026-01-01T10:00:00.000Z',
      role: 'rider',
      firstname: 'Kofi',
      lastname: 'Agbeko',
    })
  ).user;
  await db
    .insertInto('riders')
    .values({
      id: 'rider-kofi',
      firstname: 'Kofi',
      lastname: 'Agbeko',
      phone: '91000001',
      user_id: riderAccount.id,
      created_at: '2026-01-01T10:00:00.000Z',
      updated_at: '2026-01-01T10:00:00.000Z',
    })
    .execute();
  const collectors = { cashier: cashier.id, rider: riderAccount.id };
  for (const o of orders) {
    const orderId = `order-${o.code}`;
    const paymentId = o.paidAt && !o.noPayment ? `pay-${o.code}` : null;
    const created = o.paidAt ?? o.cancelledAt!;
    await db
      .insertInto('orders')
      .values({
        id: orderId,
        code_commande: o.code,
        user_id: user.id,
        status: o.cancelledAt ? 'cancelled' : 'confirmed',
        source: o.source ?? 'site',
        payment_method: o.network === 'CASH' ? 'cash' : 'mobile_money',
        rider_id: o.collector === 'rider' ? 'rider-kofi' : null,
        is_paid: o.paidAt ? 1 : 0,
        paid_at: o.paidAt,
        cancelled_at: o.cancelledAt ?? null,
        dishes_total: dishesTotal(o),
        delivery_price: o.delivery ?? 0,
        discount_amount: (o.freeDish ?? 0) + (o.newsletter ?? 0),
        free_dish_amount: o.freeDish ?? 0,
        newsletter_discount: o.newsletter ?? 0,
        total_price: totalOf(o),
        total_quantite: o.lines.reduce((s, l) => s + l.quantity, 0),
        created_at: created,
        updated_at: created,
      })
      .execute();
    for (const [i, l] of o.lines.entries()) {
      await db
        .insertInto('order_items')
        .values({
          id: `${orderId}-${i}`,
          order_id: orderId,
          dish_id: dishes[l.dish].id,
          dish_name: dishes[l.dish].name,
          img_plat: null,
          quantity: l.quantity,
          price_per_unit: PRICES[l.dish],
        })
        .execute();
    }
    if (!paymentId) continue;
    await db
      .insertInto('payments')
      .values({
        id: paymentId,
        identifier: o.network === 'CASH' ? `CASH-${orderId}` : `id-${o.code}`,
        tx_reference: o.network === 'CASH' ? null : `tx-${o.code}`,
        user_id: user.id,
        purpose: 'order',
        order_id: orderId,
        amount: o.confirmed ?? totalOf(o),
        phone_number: '90112233',
        network: o.network!,
        status: 'paid',
        payment_reference: null,
        payment_method: o.network === 'CASH' ? 'cash' : o.network!,
        paid_at: o.paidAt,
        next_check_at: null,
        collected_by: o.collector ? collectors[o.collector] : null,
        created_at: o.paidAt!,
        updated_at: o.paidAt!,
      })
      .execute();
    await db.updateTable('orders').set({ payment_id: paymentId }).where('id', '=', orderId).execute();
    if (o.refund) {
      await db
        .insertInto('refunds')
        .values({
          id: `refund-${o.code}`,
          order_id: orderId,
          payment_id: paymentId,
          amount: totalOf(o),
          status: o.refund.status,
          reference: o.refund.settledAt ? 'REF-1' : null,
          settled_at: o.refund.settledAt ?? null,
          created_at: o.refund.at,
        })
        .execute();
    }
  }
  // Delivered by Kofi in cash on the 8th, not yet recorded as collected: cash still in his pocket.
  await db
    .insertInto('orders')
    .values({
      id: 'order-D1',
      code_commande: 'D1',
      user_id: user.id,
      status: 'delivered',
      dishes_total: 2_500,
      total_price: 2_500,
      total_quantite: 1,
      payment_method: 'cash',
      source: 'phone',
      rider_id: 'rider-kofi',
      created_at: '2026-03-08T12:00:00.000Z',
      updated_at: '2026-03-08T12:40:00.000Z',
    })
    .execute();
  // A pickup reservation: a sale like the orders (decision 0069).
  await db
    .insertInto('orders')
    .values({
      id: 'resa-1',
      code_commande: 'R1',
      kind: 'reservation',
      user_id: user.id,
      entry_point: 'cart',
      status: 'confirmed',
      scheduled_for: '2026-03-06T12:00:00.000Z',
      pickup_location: 'restaurant',
      is_delivery: 0,
      dishes_total: 5_000,
      total_price: 5_000,
      total_quantite: 2,
      is_paid: 1,
      paid_at: '2026-03-05T09:00:00.000Z',
      created_at: '2026-03-05T08:00:00.000Z',
      updated_at: '2026-03-05T09:00:00.000Z',
    })
    .execute();
  await db
    .insertInto('payments')
    .values({
      id: 'pay-R1',
      identifier: 'id-R1',
      tx_reference: 'tx-R1',
      user_id: user.id,
      purpose: 'order',
      order_id: 'resa-1',
      amount: 5_000,
      phone_number: '90112233',
      network: 'TMONEY',
      status: 'paid',
      payment_reference: null,
      payment_method: 'TMONEY',
      paid_at: '2026-03-05T09:00:00.000Z',
      next_check_at: null,
      created_at: '2026-03-05T08:00:00.000Z',
      updated_at: '2026-03-05T09:00:00.000Z',
    })
    .execute();
  await db.updateTable('orders').set({ payment_id: 'pay-R1' }).where('id', '=', 'resa-1').execute();
  const rewards = [
    { amount: 250, created: '2026-03-02T09:00:00.000Z', paid: '2026-03-08T10:00:00.000Z' },
    { amount: 400, created: '2026-03-05T09:00:00.000Z', paid: null },
    { amount: -250, created: '2026-03-06T09:00:00.000Z', paid: null },
    { amount: 999, created: '2026-02-20T09:00:00.000Z', paid: '2026-03-03T10:00:00.000Z' },
  ];
  for (const [i, r] of rewards.entries()) {
    await db
      .insertInto('domain_events')
      .values({
        id: `event-${i}`,
        type: 'order.paid',
        subject_id: `order-${i}`,
        payload: '{}',
        processed_at: r.created,
        created_at: r.created,
      })
      .execute();
    await db
      .insertInto('rewards')
      .values({
        id: `reward-${i}`,
        beneficiary_id: user.id,
        kind: r.amount < 0 ? 'reversal' : 'commission',
        source_event_id: `event-${i}`,
        level: 1,
        amount: r.amount,
        description: 'Commission',
        status: r.paid ? 'completed' : 'pending',
        payout_reference: r.paid ? 'PAY-1' : null,
        paid_at: r.paid,
        created_at: r.created,
      })
      .execute();
  }
  return { dishes, rewards };
}

/** An app holding the fixed data set, an admin and a customer, and the admin's report of the week. */
export async function reportOnFixedData(kind: DbKind) {
  const t = await createTestApp(kind);
  const seeded = await seed(t.db);
  const admin = (await createUser(t.db, { role: 'admin', created_at: '2026-01-01T00:00:00.000Z' })).auth;
  const customer = (await createUser(t.db, { created_at: '2026-01-01T00:00:00.000Z' })).auth;
  const res = await t.app.inject({ url: `/api/admin/reports?from=${FROM}&to=${TO}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  const report = res.json<AdminReport>();
  return { t, seeded, admin, customer, report };
}

export type ReportsSeed = Awaited<ReturnType<typeof seed>>;
