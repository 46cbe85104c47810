import { expect } from 'vitest';
import { createTestApp, dbKinds, type DbKind, type TestApp } from '../../test/helper.js';
import { insertDish, nearAddress, SIM_TOKEN, startTestSimulator } from '../../test/paygate-testing.js';

type Auth = Record<string, string>;
/** Shared steps of the payment tests, bound to one app; `form` posts callbacks form-encoded, as PHP clients read them. */
export function steps(t: () => TestApp, dishId: () => string, form = false) {
  const inject = (method: 'GET' | 'POST', url: string, headers: Auth = {}, payload?: object) =>
    t().app.inject({ method, url, headers, payload });
  return {
    inject,
    async order(auth: Auth, quantity = 1) {
      const res = await inject('POST', '/api/orders', auth, {
        ...nearAddress,
        dishes: [{ dish_id: dishId(), quantity }],
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ order_id: string; total_price: number; code_commande: string }>();
    },
    pay(auth: Auth, body: object) {
      return inject('POST', '/api/payment', auth, body);
    },
    status(auth: Auth, orderId: string) {
      return inject('GET', `/api/orders/${orderId}/status`, auth).then((r) => r.json());
    },
    payment(id: string) {
      return t().db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },
    order_row(id: string) {
      return t().db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },
    async events(subjectId: string) {
      return t().db.selectFrom('domain_events').selectAll().where('subject_id', '=', subjectId).execute();
    },
    async refunds() {
      return t().db.selectFrom('refunds').selectAll().execute();
    },
    callback(body: Record<string, unknown>) {
      if (!form) return inject('POST', '/api/paygate/callback', {}, body);
      const fields = Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]);
      return t().app.inject({
        method: 'POST',
        url: '/api/paygate/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    },
  };
}

/** Every engine, with a PayGate answering generously and one answering only its documented fields (P6.10). */
export const modes = dbKinds.flatMap((kind) => [false, true].map((strict) => ({ kind, strict })));

/** The app of the payment tests on `kind`, paying through a simulator (strict: only PayGate's documented fields). */
export async function startPaymentsApp(kind: DbKind, strict: boolean) {
  const sim = await startTestSimulator({ delayMs: 0, strict });
  const t = await createTestApp(kind, {
    PAYGATE_BASE_URL: sim.url,
    PAYGATE_AUTH_TOKEN: SIM_TOKEN,
    PAYMENT_CHECK_DELAY_MS: '20',
  });
  const dish = await insertDish(t.db, { name: 'Gboma dessi', price: 3500 });
  return { sim, t, dish };
}

export type PaymentsApp = Awaited<ReturnType<typeof startPaymentsApp>>;
