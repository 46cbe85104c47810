import { expect } from 'vitest';
import { createTestApp, type DbKind, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish, nearAddress } from '../../test/paygate-testing.js';

/** The orders tests' app, with two dishes on the menu. */
export async function startOrdersApp(kind: DbKind) {
  const t = await createTestApp(kind);
  const ayimolou = await insertDish(t.db, { name: 'Ayimolou', price: 2500 });
  const fufu = await insertDish(t.db, { name: 'Foufou sauce arachide', price: 3000 });
  return { t, ayimolou, fufu };
}

/** The orders tests' steps on the app `t()`; new orders are of `ayimolou()`. */
export function ordersSteps(t: () => TestApp, ayimolou: () => { id: string }) {
  async function customer() {
    return (await createUser(t().db)).auth;
  }

  async function staff() {
    return (await createUser(t().db, { role: 'staff' })).auth;
  }

  function postOrder(auth: Record<string, string>, body: object, headers: Record<string, string> = {}) {
    return t().app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth, ...headers },
      payload: body,
    });
  }

  async function newOrder(auth: Record<string, string>, quantity = 1) {
    const res = await postOrder(auth, { ...nearAddress, dishes: [{ dish_id: ayimolou().id, quantity }] });
    expect(res.statusCode).toBe(201);
    return res.json<{ order_id: string; total_price: number }>();
  }

  /** What a confirmed PayGate payment leaves behind (the payments tests cover how it gets there). */
  async function markPaid(orderId: string) {
    const { db } = t();
    await db
      .updateTable('orders')
      .set({ is_paid: 1, status: 'confirmed', paid_at: new Date().toISOString() })
      .where('id', '=', orderId)
      .execute();
  }

  return { customer, staff, postOrder, newOrder, markPaid };
}
