import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { listRoutes } from '../../test/routes.js';

/**
 * What staff may open under /api/admin (P10.2): the order board, reservations and the board's live
 * stream. Every other admin route, present or added later, is for admins only; /api/rider is for riders only.
 * The routes are grouped by role in role-routes.ts (decision 0054); this walk checks the groups from outside.
 */
// The kitchen's switches (pause, rush) are the board's, so staff's too (decision 0038).
const STAFF_PREFIXES = [
  '/api/admin/orders',
  '/api/admin/reservations',
  '/api/admin/events/',
  '/api/admin/pause',
  '/api/admin/rush',
];
const staffAllowed = (path: string) =>
  STAFF_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );

describe.each(dbKinds)('roles on every /api/admin and /api/rider route (%s)', (kind) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Over HTTP rather than inject: the live stream never ends, so only its status line is read, then dropped.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // The streams' sockets are dropped by the client; under load the server may not have seen every drop yet.
    t.app.server.closeAllConnections();
    await t.close();
  });

  /** The status of one call, with a record id in each path parameter and an empty JSON body for writes. */
  async function statusOf(route: string, auth?: { authorization: string }): Promise<number> {
    const [method, path] = route.split(' ') as [string, string];
    const url = path.replace(/:\w+/g, crypto.randomUUID()).replace(/\*$/, 'x');
    const abort = new AbortController();
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...auth, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
      body: method === 'GET' ? undefined : '{}',
      signal: abort.signal,
      redirect: 'manual',
    });
    abort.abort();
    return res.status;
  }

  /** One account of each role; the rider's has an active rider record and logs in as the admins' screen sets it up. */
  let made: Promise<Record<'customer' | 'staff' | 'admin' | 'rider', { authorization: string }>> | undefined;
  const accounts = () => (made ??= makeAccounts());
  async function makeAccounts() {
    const admin = (await createUser(t.db, { role: 'admin' })).auth;
    const call = (method: 'POST' | 'PUT', url: string, payload: object, headers: object = admin) =>
      t.app.inject({ method, url, payload, headers: headers as Record<string, string> });
    const rider = await call('POST', '/api/admin/riders', {
      firstname: 'Kodjo',
      lastname: 'Agbeko',
      phone: '97000001',
    });
    expect(rider.statusCode, rider.body).toBe(201);
    const access = await call('PUT', `/api/admin/riders/${rider.json().id}/account`, {
      password: 'Livreur2026',
    });
    expect(access.statusCode, access.body).toBe(200);
    const login = await call(
      'POST',
      '/api/users/login',
      { phone: '+228 97000001', password: 'Livreur2026' },
      {},
    );
    expect(login.json().user.role, login.body).toBe('rider');
    return {
      customer: (await createUser(t.db)).auth,
      staff: (await createUser(t.db, { role: 'staff' })).auth,
      admin,
      rider: { authorization: `Bearer ${login.json().authorisation.token}` },
    };
  }

  it('answers 401 logged out, 403 to customers and riders, lets staff in only where staff work, and admins everywhere', async () => {
    const routes = listRoutes(t.app).filter((r) => r.split(' ')[1]!.startsWith('/api/admin/'));
    // The list is read from the app itself, so routes added later are covered; these must be among them.
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/orders',
        'POST /api/admin/orders/:id/status',
        'GET /api/admin/reservations',
        'POST /api/admin/reservations/:id/status',
        'GET /api/admin/events/stream',
        'GET /api/admin/users',
        'POST /api/admin/users/:id/role',
        'POST /api/admin/users/:id/active',
        'GET /api/admin/audit',
      ]),
    );
    const { customer, staff, admin, rider } = await accounts();

    const wrong: string[] = [];
    for (const route of routes) {
      const path = route.split(' ')[1]!;
      const got = {
        anonymous: await statusOf(route),
        customer: await statusOf(route, customer),
        rider: await statusOf(route, rider),
        staff: await statusOf(route, staff),
        admin: await statusOf(route, admin),
      };
      const ok =
        got.anonymous === 401 &&
        got.customer === 403 &&
        got.rider === 403 &&
        (staffAllowed(path) ? got.staff !== 401 && got.staff !== 403 : got.staff === 403) &&
        got.admin !== 401 &&
        got.admin !== 403;
      if (!ok) wrong.push(`${route} ${JSON.stringify(got)}`);
    }
    expect(wrong, `staff prefixes: ${STAFF_PREFIXES.join(', ')}`).toEqual([]);
  });

  it('lets riders alone into /api/rider: not customers, not staff, not admins', async () => {
    const routes = listRoutes(t.app).filter((r) => r.split(' ')[1]!.startsWith('/api/rider/'));
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/rider/orders',
        'POST /api/rider/orders/:id/delivered',
        'POST /api/rider/orders/:id/cash',
      ]),
    );
    const { customer, staff, admin, rider } = await accounts();

    const wrong: string[] = [];
    for (const route of routes) {
      const got = {
        anonymous: await statusOf(route),
        customer: await statusOf(route, customer),
        staff: await statusOf(route, staff),
        admin: await statusOf(route, admin),
        rider: await statusOf(route, rider),
      };
      const ok =
        got.anonymous === 401 &&
        got.customer === 403 &&
        got.staff === 403 &&
        got.admin === 403 &&
        got.rider !== 401 &&
        got.rider !== 403;
      if (!ok) wrong.push(`${route} ${JSON.stringify(got)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('says why in French', async () => {
    const customer = await createUser(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: customer.auth });
    expect(res.json()).toEqual({ message: messages.forbidden, code: 'FORBIDDEN' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/reservations' });
    expect(anonymous.json()).toEqual({ message: messages.unauthenticated, code: 'UNAUTHENTICATED' });
  });
});
