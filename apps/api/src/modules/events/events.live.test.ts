import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../app.js';
import { createDb } from '../../db/connection.js';
import { createTestApp, createTestDb, dbKinds, type TestApp, testEnv } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import {
  eventually,
  insertDish,
  nearAddress,
  SIM_TOKEN,
  startTestSimulator,
} from '../../test/paygate-testing.js';
import { redactToken } from './event-stream.js';

type Auth = { authorization: string };
type SseEvent = { id: string; event: string; data: Record<string, unknown> };

/** A real EventSource-like reader over HTTP (inject cannot read an answer that never ends). */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .find((line) => line.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            const data = field('data');
            if (data) events.push({ id: field('id')!, event: field('event')!, data: JSON.parse(data) });
          }
        }
      } catch {
        // Aborted by the test.
      }
    })();
  }
  return {
    res,
    events,
    /** The first event matching, waited for at most `ms`. */
    next: (match: (e: SseEvent) => boolean, ms = 2000) => eventually(async () => events.find(match), ms),
    close: () => controller.abort(),
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe.each(dbKinds)('live order events (%s)', (kind) => {
  let t: TestApp;
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  let base: string;
  let dishId: string;
  beforeAll(async () => {
    sim = await startTestSimulator({ delayMs: 0 });
    t = await createTestApp(kind, {
      PAYGATE_BASE_URL: sim.url,
      PAYGATE_AUTH_TOKEN: SIM_TOKEN,
      PAYMENT_CHECK_DELAY_MS: '20',
    });
    dishId = (await insertDish(t.db)).id;
    base = await listen(t.app);
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, headers: object = {}, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  async function newOrder(auth: Auth) {
    const res = await inject('POST', '/api/orders', auth, {
      ...nearAddress,
      dishes: [{ dish_id: dishId, quantity: 1 }],
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ order_id: string; code_commande: string; created_at: string }>();
  }

  /** Pays through the PayGate simulator, as a customer does, and waits for the order to be paid. */
  async function pay(auth: Auth, orderId: string) {
    const started = await inject('POST', '/api/payment', auth, {
      order_id: orderId,
      phone_number: '90112233',
    });
    expect(started.statusCode).toBe(200);
    await eventually(async () => {
      const status = (await inject('GET', `/api/orders/${orderId}/status`, auth)).json();
      return status.is_paid ? status : undefined;
    });
  }

  const move = (staff: Auth, orderId: string, status: string) =>
    inject('POST', `/api/admin/orders/${orderId}/status`, staff, {
      status,
      ...(status === 'cancelled' ? { reason: 'Client injoignable' } : {}),
    });

  it('lets staff and admins in on every admin route, refuses customers (403) and strangers (401)', async () => {
    const customer = await createUser(t.db);
    const staff = await createUser(t.db, { role: 'staff' });
    const admin = await createUser(t.db, { role: 'admin' });
    const { order_id } = await newOrder(customer.auth);

    const routes = [
      () => ['GET', '/api/admin/orders'] as const,
      () => ['GET', '/api/admin/events/stream'] as const,
      () => ['POST', `/api/admin/orders/${order_id}/status`] as const,
    ];
    for (const route of routes) {
      const [method, url] = route();
      expect((await inject(method, url, {}, { status: 'cancelled' })).statusCode, url).toBe(401);
      expect((await inject(method, url, customer.auth, { status: 'cancelled' })).statusCode, url).toBe(403);
      // The stream's token in the query is checked the same way.
      if (url.includes('stream')) {
        expect((await inject('GET', `${url}?access_token=${customer.token}`)).statusCode).toBe(403);
        expect((await inject('GET', `${url}?access_token=forged`)).statusCode).toBe(401);
      }
    }
    expect((await inject('GET', '/api/admin/orders', staff.auth)).statusCode).toBe(200);
    expect((await inject('GET', '/api/admin/orders', admin.auth)).statusCode).toBe(200);
    for (const who of [staff, admin]) {
      const stream = await openStream(`${base}/api/admin/events/stream?access_token=${who.token}`);
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      stream.close();
    }
    expect((await move(staff.auth, order_id, 'cancelled')).statusCode).toBe(200);
  });

  it('filters the board by status and by day', async () => {
    const customer = await createUser(t.db);
    const staff = await createUser(t.db, { role: 'staff' });
    const { order_id, created_at } = await newOrder(customer.auth);
    const day = created_at.slice(0, 10);
    const ids = async (query: string) => {
      const res = await inject('GET', `/api/admin/orders${query}`, staff.auth);
      expect(res.statusCode, query).toBe(200);
      return (res.json().orders as { order_id: string }[]).map((o) => o.order_id);
    };
    expect(await ids(`?day=${day}`)).toContain(order_id);
    expect(await ids(`?day=${day}&status=pending`)).toContain(order_id);
    expect(await ids(`?day=${day}&status=confirmed`)).not.toContain(order_id);
    const before = new Date(Date.parse(created_at) - 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`?day=${before}`)).not.toContain(order_id);
    expect((await inject('GET', '/api/admin/orders?day=hier', staff.auth)).statusCode).toBe(422);
  });

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

  it("keeps an order's stream to its owner", async () => {
    const customer = await createUser(t.db);
    const stranger = await createUser(t.db);
    const { order_id } = await newOrder(customer.auth);
    expect((await inject('GET', `/api/orders/${order_id}/events`)).statusCode).toBe(401);
    const other = await inject('GET', `/api/orders/${order_id}/events?access_token=${stranger.token}`);
    expect(other.statusCode).toBe(404);
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

describe('stream URLs in logs', () => {
  it('never carry the session token', () => {
    expect(redactToken('/api/admin/events/stream?access_token=abc.def&x=1')).toBe(
      '/api/admin/events/stream?access_token=[redacted]&x=1',
    );
    expect(redactToken('/api/orders/1/events?a=1&access_token=secret')).toBe(
      '/api/orders/1/events?a=1&access_token=[redacted]',
    );
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
