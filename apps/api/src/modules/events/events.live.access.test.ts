import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { redactToken } from './event-stream.js';
import { liveSteps, openStream, startLiveApp, type LiveApp } from '../../test/fixtures/events.live.js';

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

  const { inject, newOrder, move } = liveSteps(
    () => t,
    () => dishId,
  );

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

  it("keeps an order's stream to its owner", async () => {
    const customer = await createUser(t.db);
    const stranger = await createUser(t.db);
    const { order_id } = await newOrder(customer.auth);
    expect((await inject('GET', `/api/orders/${order_id}/events`)).statusCode).toBe(401);
    const other = await inject('GET', `/api/orders/${order_id}/events?access_token=${stranger.token}`);
    expect(other.statusCode).toBe(404);
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
