import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => unknown };

let lastIp = 0;
/** A new client address per test, so one test's counters never reach another's. */
const nextIp = () => `10.7.0.${++lastIp}`;

function expectLimited(res: Answer, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: messages.tooManyRequests, code: 'RATE_LIMITED' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe.each(dbKinds)('payment rate limits (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  // An order that does not exist: answered 404 by the service, after the limits have counted the call.
  const pay = (auth: Record<string, string>, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: auth,
      remoteAddress: ip,
      payload: { order_id: 'commande-inconnue', phone_number: '90112233', network: 'TMONEY' },
    });
  const statuses = async (auth: Record<string, string>, ip: string, n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await pay(auth, ip)).statusCode);
    return out;
  };

  it('allows a customer 10 payment calls in 10 minutes, then answers 429 with Retry-After', async () => {
    const { auth } = await createUser(t.db);
    const ip = nextIp();
    expect(await statuses(auth, ip, 10)).toEqual(Array(10).fill(404));
    expectLimited(await pay(auth, ip), 600);
    // Per customer, whatever the address: switching networks does not reset it.
    expectLimited(await pay(auth, nextIp()), 600);

    const other = await createUser(t.db);
    expect((await pay(other.auth, ip)).statusCode).toBe(404);
  });

  it('allows one address 60 payment calls in 10 minutes across customers', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i++) {
      const { auth } = await createUser(t.db);
      expect(await statuses(auth, ip, 10)).toEqual(Array(10).fill(404));
    }
    const { auth } = await createUser(t.db);
    expectLimited(await pay(auth, ip), 600);
    expect((await pay(auth, nextIp())).statusCode).toBe(404);
  });

  it('does not count calls refused before they reach PayGate: no session, or an invalid form', async () => {
    const { auth } = await createUser(t.db);
    const ip = nextIp();
    for (let i = 0; i < 12; i++) {
      expect((await pay({}, ip)).statusCode).toBe(401);
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: auth,
        remoteAddress: ip,
        payload: { order_id: 'x', phone_number: '' },
      });
      expect(invalid.statusCode).toBe(422);
    }
    expect(await statuses(auth, ip, 10)).toEqual(Array(10).fill(404));
  });

  it('takes 120 PayGate callbacks a minute from one address, then answers 429 with Retry-After', async () => {
    const ip = nextIp();
    const callback = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/paygate/callback',
        remoteAddress: from,
        payload: { identifier: 'CM-inconnu', tx_reference: 42 },
      });
    const answers = await Promise.all(Array.from({ length: 120 }, () => callback(ip)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(120).fill(200));
    expectLimited(await callback(ip), 60);
    expect((await callback(nextIp())).statusCode).toBe(200);
  });
});
