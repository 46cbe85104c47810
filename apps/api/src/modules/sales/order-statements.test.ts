import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish, nearAddress } from '../../test/paygate-testing.js';

/**
 * What one POST /api/orders costs the database (decision 0088): at lunch every statement is a round trip that can
 * wait behind a thousand status polls, so the order path reads and writes in a fixed number of statements, whatever
 * the customer has open.
 */
describe.each(dbKinds)("an order's statements (%s)", (kind) => {
  let t: TestApp;
  let sent: string[] = [];
  let dishes: { id: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { onQuery: (sql) => sent.push(sql) });
    dishes = [];
    for (const [name, price] of [
      ['Ayimolou', 2500],
      ['Foufou sauce arachide', 3000],
      ['Koliko', 1500],
      ['Akpan', 1000],
      ['Djenkoume', 2800],
      ['Gboma dessi', 3200],
    ] as const) {
      dishes.push(await insertDish(t.db, { name, price }));
    }
  });
  afterAll(() => t.close());

  /** Posts an order of these quantities of the test's dishes; the statements it sent. */
  async function order(auth: Record<string, string>, quantities: number[], key: string) {
    sent = [];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth, 'idempotency-key': key },
      payload: {
        ...nearAddress,
        dishes: quantities.map((quantity, i) => ({ dish_id: dishes[i]!.id, quantity })),
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return { statements: sent.length, sql: sent, id: res.json<{ id: string }>().id };
  }

  it('a first order is read and written in twelve statements, its session included', async () => {
    const { auth } = await createUser(t.db);
    expect((await order(auth, [2], 'first')).statements).toBeLessThanOrEqual(12);
  });

  it('another cart costs thirteen, however many unpaid orders the customer has open', async () => {
    const { auth } = await createUser(t.db);
    await order(auth, [1], 'a');
    const withOne = await order(auth, [1, 1], 'b');
    await order(auth, [1, 1, 1], 'c');
    await order(auth, [1, 1, 1, 1], 'd');
    const withFour = await order(auth, [1, 1, 1, 1, 1], 'e');
    expect(withOne.statements).toBeLessThanOrEqual(13);
    expect(withFour.statements).toBe(withOne.statements);
  });

  it('the same cart again updates its open order, and a replayed key is answered without a write', async () => {
    const { auth } = await createUser(t.db);
    const first = await order(auth, [3, 1], 'same-1');
    const again = await order(auth, [3, 1], 'same-2');
    expect(again.id).toBe(first.id);
    const replay = await order(auth, [3, 1], 'same-1');
    expect(replay.id).toBe(first.id);
    expect(replay.sql.filter((sql) => /^\s*(insert|update|delete|begin)\b/i.test(sql))).toEqual([]);
    expect(again.sql.some((sql) => /^\s*update\b/i.test(sql))).toBe(true);
  });
});
