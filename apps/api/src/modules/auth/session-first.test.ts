import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import authPlugin from '../../plugins/auth.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { multipartPayload } from '../../test/multipart.js';

const longId = 'x'.repeat(65);
const unauthenticated = { message: 'Utilisateur non authentifié', code: 'UNAUTHENTICATED' };

type Call = { method: 'GET' | 'POST'; url: string; payload?: object; multipart?: Record<string, string> };

// Every route behind a session, each called with input that would fail validation: a stranger must learn
// only that a session is needed, never what the form expects.
const sessionRoutes: Call[] = [
  { method: 'POST', url: '/api/logout' },
  { method: 'GET', url: '/api/me' },
  { method: 'POST', url: '/api/changepassword', payload: { current_password: '', new_password: '1' } },
  { method: 'POST', url: '/api/orders', payload: { dishes: [], description_address: '' } },
  { method: 'GET', url: '/api/orders-list' },
  { method: 'GET', url: `/api/orders-detail/${longId}` },
  { method: 'POST', url: `/api/orders/${longId}/cancel` },
  { method: 'POST', url: '/api/payment', payload: { phone_number: '', order_id: '' } },
  { method: 'GET', url: `/api/payments/${longId}` },
  { method: 'POST', url: '/api/reservations', payload: { dishes: [], reservation_date: 'demain' } },
  { method: 'GET', url: '/api/reservations' },
  { method: 'GET', url: `/api/reservations/${longId}` },
  { method: 'POST', url: '/api/update-picture', multipart: { firstname: '', phone: 'abc' } },
  { method: 'POST', url: '/api/update-profile-picture', multipart: {} },
];
const staffRoutes: Call[] = [
  { method: 'POST', url: `/api/admin/orders/${longId}/status`, payload: { status: 'eaten' } },
  { method: 'GET', url: '/api/admin/orders?status=eaten' },
  { method: 'GET', url: '/api/admin/users?limit=0' },
];

describe.each(dbKinds)('a session is checked before the request is read (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function call(route: Call, headers: Record<string, string> = {}) {
    if (!route.multipart) return t.app.inject({ ...route, headers });
    const form = await multipartPayload(route.multipart);
    return t.app.inject({ ...route, payload: form.payload, headers: { ...headers, ...form.headers } });
  }

  it.each([...sessionRoutes, ...staffRoutes])(
    '$method $url answers 401 to a caller without a session, not 422',
    async (route) => {
      const noSession: Record<string, string>[] = [{}, { authorization: 'Bearer forged-token' }];
      for (const headers of noSession) {
        const res = await call(route, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(unauthenticated);
      }
    },
  );

  it.each(staffRoutes)('$method $url answers 403 to a customer, not 422', async (route) => {
    const { auth } = await createUser(t.db);
    const res = await call(route, auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('errors');
  });

  it('answers 401 before reading a body that is not even JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"dishes": [',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated);
  });

  it('still validates the body of a signed-in customer', async () => {
    const { auth } = await createUser(t.db);
    const res = await call(
      sessionRoutes.find((r) => r.url === '/api/orders')!,
      auth,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('description_address');
  });
});

describe('the auth plugin', () => {
  it.each(['preValidation', 'preHandler'] as const)(
    'refuses to start with a route checking the session in %s',
    async (hook) => {
      const app = Fastify();
      await app.register(authPlugin, { findUser: async () => undefined });
      expect(() =>
        app.post('/api/late', { [hook]: [app.requireRole('admin')] }, async () => ({ ok: true })),
      ).toThrow(/onRequest/);
      expect(() => app.post('/api/late-too', { [hook]: app.authenticate }, async () => ({}))).toThrow(
        /onRequest/,
      );
      await app.close();
    },
  );
});
