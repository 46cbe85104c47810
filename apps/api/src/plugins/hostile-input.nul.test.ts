import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lome/shared';
import { dbKinds, type TestApp } from '../test/helper.js';
import { createUser } from '../test/factories.js';
import { listRoutes } from '../test/routes.js';
import {
  fillPath,
  hostileHarness,
  startHostileApp,
  withNul,
  type HostileApp,
} from '../test/hostile-input.js';
import { cases, refusedFields } from '../test/fixtures/hostile-input.js';

describe.each(dbKinds)('hostile input (%s)', (kind) => {
  let sim: HostileApp['sim'];
  let t: TestApp;
  let dishId: string;
  const { stored, settled, context, send, variantsOf, baseOf } = hostileHarness(
    kind,
    () => t,
    () => dishId,
  );

  beforeAll(async () => {
    ({ sim, t, dishId } = await startHostileApp(kind));
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it.each(cases)('$route: a NUL in any field, query or path parameter is refused in French', async (c) => {
    const ctx = await context(c.company);
    const base = baseOf(c, ctx);
    const before = await settled();
    const variants = variantsOf(c, base, withNul);
    expect(variants.length).toBeGreaterThan(0);

    for (const { field, parts } of variants) {
      const res = await send(c, ctx, parts);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ message: messages.invalidInput, code: 'VALIDATION_ERROR' });
      expect(res.json().errors?.[field], `${field}: ${res.body}`).toContain(messages.nulCharacter);
      expect(await stored(), field).toEqual(before);
    }

    // The same request without the NUL goes through: the refusal was the NUL's, not the payload's.
    const res = await send(c, ctx, base);
    expect(res.statusCode, res.body).toBe(c.ok);
  });

  it('refuses a NUL in the path, query and body of every route of the app, present and future', async () => {
    const ctx = await context();
    // A rider's routes let only riders in (before reading a body); every other route lets an admin in.
    const rider = await createUser(t.db, { role: 'rider' });
    const routes = listRoutes(t.app);
    expect(routes).toContain('POST /api/paygate/callback');
    const before = await settled();
    for (const route of routes) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const names = [...route.matchAll(/:(\w+)|\*$/g)].map((m) => m[1] ?? '*');
      const fill = (bad?: string) =>
        fillPath(route, Object.fromEntries(names.map((n) => [n, n === bad ? withNul('abc') : 'abc'])));
      const probes: { field: string; url: string; payload?: object }[] = [
        ...names.map((n) => ({ field: n, url: fill(n) })),
        { field: 'q', url: `${fill()}?q=${encodeURIComponent(withNul('Koffi'))}` },
        { field: '_', url: `${fill()}?${encodeURIComponent(withNul('q'))}=1` },
      ];
      if (method !== 'GET') {
        probes.push({ field: 'note', url: fill(), payload: { note: withNul('bonjour') } });
        probes.push({ field: 'a.0.b', url: fill(), payload: { a: [{ b: withNul('x') }] } });
      }
      for (const probe of probes) {
        const headers = route.includes(' /api/rider/') ? rider.auth : ctx.auth;
        const res = await t.app.inject({ method, url: probe.url, headers, payload: probe.payload });
        const label = `${route} ${probe.field}: ${res.body}`;
        expect(res.statusCode, label).toBe(422);
        expect(res.json(), label).toMatchObject({ message: messages.invalidInput, code: 'VALIDATION_ERROR' });
        expect(
          refusedFields(res).flatMap(([, m]) => m),
          label,
        ).toContain(messages.nulCharacter);
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a NUL in a form-encoded PayGate callback as in a JSON one', async () => {
    const before = await settled();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/paygate/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tx_reference=4242&identifier=${encodeURIComponent(withNul('abc'))}`,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ identifier: [messages.nulCharacter] });
    expect(await stored()).toEqual(before);
  });
});
