import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish, nearAddress } from '../../test/paygate-testing.js';

describe.each(dbKinds)('the staff audit log (%s)', (kind) => {
  let t: TestApp;
  let dishId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    dishId = (await insertDish(t.db)).id;
  });
  afterAll(() => t.close());

  async function paidOrder(): Promise<string> {
    const { auth } = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth,
      payload: { ...nearAddress, dishes: [{ dish_id: dishId, quantity: 1 }] },
    });
    const orderId = res.json().order_id as string;
    await t.db
      .updateTable('orders')
      .set({ is_paid: 1, status: 'confirmed', paid_at: new Date().toISOString() })
      .where('id', '=', orderId)
      .execute();
    return orderId;
  }

  const audit = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers });

  it('records who moved an order, from which status to which, and shows it to admins newest first', async () => {
    const orderId = await paidOrder();
    const staff = await createUser(t.db, { role: 'staff', firstname: 'Afi', lastname: 'Lawson' });
    for (const status of ['preparation', 'in_delivery']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/status`,
        headers: staff.auth,
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
    }
    // A refused move changes nothing, so it leaves no row.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: staff.auth,
      payload: { status: 'preparation' },
    });
    expect(refused.statusCode).toBe(422);

    const admin = await createUser(t.db, { role: 'admin' });
    const res = await audit(admin.auth, `?subject_type=order&subject_id=${orderId}`);
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor_id: staff.user.id,
      actor_name: 'Afi Lawson',
      action: 'order.status',
      subject_type: 'order',
      subject_id: orderId,
      before: { status: 'preparation' },
      after: { status: 'in_delivery' },
    });
    expect(entries[1]).toMatchObject({ before: { status: 'confirmed' }, after: { status: 'preparation' } });

    // Paged by the time of the last entry seen.
    const older = await audit(
      admin.auth,
      `?subject_type=order&subject_id=${orderId}&before=${encodeURIComponent(entries[0].created_at)}`,
    );
    expect(older.json().entries.map((e: { id: string }) => e.id)).not.toContain(entries[0].id);
  });

  it('pages through entries written in the same millisecond without skipping any', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const at = '2020-01-01T00:00:00.000Z';
    const ids = ['a1', 'a2', 'a3', 'a4', 'a5'].map((s) => `${s}-${kind}`);
    await t.db
      .insertInto('audit_log')
      .values(
        ids.map((id) => ({
          id,
          actor_id: admin.user.id,
          action: 'test.tie',
          subject_type: 'tie',
          subject_id: null,
          before: null,
          after: null,
          created_at: at,
        })),
      )
      .execute();
    const seen: string[] = [];
    let cursor = '';
    for (;;) {
      const page = (await audit(admin.auth, `?subject_type=tie&limit=2${cursor}`)).json().entries as {
        id: string;
        created_at: string;
      }[];
      seen.push(...page.map((e) => e.id));
      if (page.length < 2) break;
      const end = page.at(-1)!;
      cursor = `&before=${encodeURIComponent(end.created_at)}&before_id=${end.id}`;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('is for admins only', async () => {
    expect((await audit({})).statusCode).toBe(401);
    expect((await audit((await createUser(t.db)).auth)).statusCode).toBe(403);
    expect((await audit((await createUser(t.db, { role: 'staff' })).auth)).statusCode).toBe(403);
  });
});
