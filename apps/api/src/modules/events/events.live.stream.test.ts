import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../app.js';
import { createDb } from '../../db/connection.js';
import { createTestDb, dbKinds, type TestApp, testEnv } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish, nearAddress } from '../../test/paygate-testing.js';
import {
  listen,
  liveSteps,
  openStream,
  startLiveApp,
  type LiveApp,
} from '../../test/fixtures/events.live.js';

describe.each(dbKinds)('live order events (%s)', (kind) => {
  let t: TestApp;
  let sim: LiveApp['sim'];
  let base: string;
  let dishId: string;
  beforeAll(async () => {
    ({ t, sim, base, dishId } = await startLiveApp(kind));
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  const { newOrder, pay, move } = liveSteps(
    () => t,
    () => dishId,
  );

  it('brings a paid order to the board within 2 s, and each move to the board and to its owner', async () => {
    const customer = await createUser(t.db);
    const staff = await createUser(t.db, { role: 'staff' });
    const board = await openStream(`${base}/api/admin/events/stream?access_token=${staff.token}`);
    const { order_id, code_commande } = await newOrder(customer.auth);

    const paidAt = Date.now();
    await pay(customer.auth, order_id);
    const paid = await board.next((e) => e.data.order_id === order_id);
    expect(Date.now() - paidAt).toBeLessThan(2000);
    expect(paid).toMatchObject({
      event: 'order.paid',
      data: { order_id, code_commande, status: 'confirmed' },
    });

    // The owner's stream starts with the order's history, then follows it live.
    const tracking = await openStream(`${base}/api/orders/${order_id}/events?access_token=${customer.token}`);
    expect(tracking.res.status).toBe(200);
    await tracking.next((e) => e.data.status === 'confirmed');
    for (const status of ['preparation', 'in_delivery', 'delivered']) {
      const movedAt = Date.now();
      expect((await move(staff.auth, order_id, status)).statusCode).toBe(200);
      await board.next((e) => e.data.order_id === order_id && e.data.status === status);
      await tracking.next((e) => e.data.status === status);
      expect(Date.now() - movedAt).toBeLessThan(2000);
    }
    expect(tracking.events.map((e) => e.data.status)).toEqual([
      'confirmed',
      'preparation',
      'in_delivery',
      'delivered',
    ]);
    board.close();
    tracking.close();
  });

  it('lets staff cancel a paid order: a refund to settle is written and the board and the owner hear it', async () => {
    const customer = await createUser(t.db);
    const staff = await createUser(t.db, { role: 'staff' });
    const { order_id } = await newOrder(customer.auth);
    await pay(customer.auth, order_id);
    const board = await openStream(`${base}/api/admin/events/stream?access_token=${staff.token}`);
    const tracking = await openStream(`${base}/api/orders/${order_id}/events?access_token=${customer.token}`);
    await tracking.next((e) => e.data.status === 'confirmed');

    const res = await move(staff.auth, order_id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    const refunds = await t.db.selectFrom('refunds').selectAll().where('order_id', '=', order_id).execute();
    expect(refunds).toEqual([expect.objectContaining({ status: 'pending', amount: res.json().total_price })]);
    await board.next((e) => e.data.order_id === order_id && e.data.status === 'cancelled');
    await tracking.next((e) => e.data.status === 'cancelled');
    board.close();
    tracking.close();
  });

  it('catches up on what a reconnecting stream missed, from Last-Event-ID', async () => {
    const customer = await createUser(t.db);
    const staff = await createUser(t.db, { role: 'staff' });
    const { order_id } = await newOrder(customer.auth);
    const url = `${base}/api/admin/events/stream?access_token=${staff.token}`;

    const first = await openStream(url);
    await pay(customer.auth, order_id);
    const seen = await first.next((e) => e.data.order_id === order_id);
    first.close();

    // While away: two moves.
    expect((await move(staff.auth, order_id, 'preparation')).statusCode).toBe(200);
    expect((await move(staff.auth, order_id, 'in_delivery')).statusCode).toBe(200);

    const again = await openStream(url, { 'last-event-id': seen.id });
    await again.next((e) => e.data.order_id === order_id && e.data.status === 'in_delivery');
    expect(again.events.filter((e) => e.data.order_id === order_id).map((e) => e.data.status)).toEqual([
      'preparation',
      'in_delivery',
    ]);
    // Then live again.
    expect((await move(staff.auth, order_id, 'delivered')).statusCode).toBe(200);
    await again.next((e) => e.data.order_id === order_id && e.data.status === 'delivered');
    again.close();
  });
});

// Two API processes on one PostgreSQL database: a move made through one reaches a stream held by the other.
describe.runIf(dbKinds.includes('postgres'))('live events across two processes (postgres)', () => {
  let cleanup: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseB: string;
  beforeAll(async () => {
    const test = await createTestDb('postgres');
    cleanup = test.cleanup;
    const { schema } = (await sql<{ schema: string }>`select current_schema() as schema`.execute(test.db))
      .rows[0]!;
    // DATABASE_URL set: both processes LISTEN, as API processes sharing one database do.
    const env = testEnv({ DATABASE_URL: process.env.TEST_DATABASE_URL! });
    a = await buildApp({ env, db: test.db, logger: false });
    const dbB = createDb({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema, poolSize: 2 });
    b = await buildApp({ env, db: dbB, logger: false });
    baseB = await listen(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await cleanup?.();
  });

  it('hears on B within 2 s a status change made through A', async () => {
    const dish = await insertDish(a.db);
    const customer = await createUser(a.db);
    const staff = await createUser(a.db, { role: 'staff' });
    const created = await a.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.auth,
      payload: { ...nearAddress, dishes: [{ dish_id: dish.id, quantity: 1 }] },
    });
    const orderId = created.json().order_id as string;
    const stream = await openStream(`${baseB}/api/admin/events/stream?access_token=${staff.token}`);
    expect(stream.res.status).toBe(200);

    const at = Date.now();
    const cancel = await a.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: staff.auth,
      payload: { status: 'cancelled', reason: 'Cuisine fermée' },
    });
    expect(cancel.statusCode).toBe(200);
    await stream.next((e) => e.data.order_id === orderId && e.data.status === 'cancelled');
    expect(Date.now() - at).toBeLessThan(2000);
    stream.close();
  });
});
