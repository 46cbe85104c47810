import { sql } from 'kysely';
import { expect } from 'vitest';
import { createTestApp, type DbKind, type TestApp } from './helper.js';
import { createUser } from './factories.js';
import { multipartPayload, type FilePart } from './multipart.js';
import { insertDish, nearAddress, SIM_TOKEN, startTestSimulator } from './paygate-testing.js';

/**
 * The hostile input tests' harness (apps/api/src/plugins/hostile-input.*.test.ts): requests built from a case of
 * test/fixtures/hostile-input.ts, one of their strings changed, and the rows a refused request must leave alone.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Form = Record<string, string | FilePart>;

/** Paths (as the API names fields: `dishes.0.dish_id`) of every string in a JSON value. */
export function stringPaths(value: Json, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
}

export function withValueAt(value: Json, path: string[], leaf: (old: string) => string): Json {
  if (path.length === 0) return leaf(value as string);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, Json>;
  copy[path[0]!] = withValueAt(copy[path[0]!]!, path.slice(1), leaf);
  return copy as Json;
}

const NUL = '\u0000';
export const withNul = (v: string) => `${v}${NUL}x`;

/** A fresh account for one case, with an order and a reservation when the case needs them. */
export type Ctx = { auth: Record<string, string>; email: string; orderId: string; reservationId: string };

export type Case = {
  route: string;
  params?: (c: Ctx) => Record<string, string>;
  query?: (c: Ctx) => Record<string, string>;
  json?: (c: Ctx) => Json;
  form?: (c: Ctx) => Form;
  /** What the same request without the NUL answers: proof that the NUL, and only it, is what is refused. */
  ok: number;
  company?: boolean;
};

export const pickupTomorrow = () => `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)} 12:00`;

/** `/api/orders/:id/status` with its params filled in, each escaped as a client would. */
export const fillPath = (route: string, params: Record<string, string>) =>
  route
    .replace(/^\S+ /, '')
    .replace(/:(\w+)|\*$/g, (_, name: string | undefined) => encodeURIComponent(params[name ?? '*']!));

/** The app the hostile input tests send to, paying through a simulator, with a dish to order. */
export async function startHostileApp(kind: DbKind) {
  const sim = await startTestSimulator({ delayMs: 0 });
  const t = await createTestApp(kind, {
    PAYGATE_BASE_URL: sim.url,
    PAYGATE_AUTH_TOKEN: SIM_TOKEN,
    // These files register far more often than a person would, all from one address.
    REGISTER_LIMIT_PER_HOUR: '1000',
  });
  const dishId = (await insertDish(t.db)).id;
  return { sim, t, dishId };
}

export type HostileApp = Awaited<ReturnType<typeof startHostileApp>>;

/** The steps of the hostile input tests on the app `t()` of one file. */
export function hostileHarness(kind: DbKind, t: () => TestApp, dishId: () => string) {
  /**
   * This test's own tables. Kysely's introspection reads every schema of the PostgreSQL database, and another test
   * file dropping its schema meanwhile made it fail ("schema … does not exist"): only the current one is read.
   */
  async function ownTables(): Promise<string[]> {
    const query =
      kind === 'postgres'
        ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`
        : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
    return (await query.execute(t().db)).rows.map((r) => r.name);
  }

  /** Rows in every table but the rate-limit counters: a refused request must leave them as they were. */
  async function stored(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const name of await ownTables()) {
      if (name === 'rate_limits' || name.startsWith('kysely_') || name.startsWith('sqlite_')) continue;
      const db = t().db;
      const row = await db
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        .selectFrom(name as any)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      counts[name] = Number(row.n);
    }
    return counts;
  }

  /** `stored()` once the writes an earlier request left running (an e-mail sent after answering...) are done. */
  async function settled(): Promise<Record<string, number>> {
    let last = await stored();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      const now = await stored();
      if (JSON.stringify(now) === JSON.stringify(last)) return now;
      last = now;
    }
  }

  async function context(company = false): Promise<Ctx> {
    const { user, auth } = await createUser(t().db, {
      role: 'admin',
      user_status: company ? 'company' : 'particular',
    });
    const { app } = t();
    const send = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: auth, payload }).then((r) => {
        expect(r.statusCode, r.body).toBe(201);
        return r.json<{ id: string }>().id;
      });
    const dishes = [{ dish_id: dishId(), quantity: 1 }];
    const orderId = await send('/api/orders', { ...nearAddress, dishes });
    const reservationId = await send('/api/reservations', { dishes, reservation_date: pickupTomorrow() });
    return { auth, email: user.email, orderId, reservationId };
  }

  /** Sends one variant of a case; `body` replaces the JSON body or the multipart fields. */
  async function send(
    c: Case,
    ctx: Ctx,
    parts: { params?: Record<string, string>; query?: Record<string, string>; body?: Json | Form },
  ) {
    const url = fillPath(c.route, parts.params ?? {});
    const method = c.route.split(' ')[0] as 'GET' | 'POST';
    if (c.form) {
      const { payload, headers } = await multipartPayload(parts.body as Form);
      return t().app.inject({
        method,
        url,
        query: parts.query,
        payload,
        headers: { ...ctx.auth, ...headers },
      });
    }
    return t().app.inject({
      method,
      url,
      query: parts.query,
      headers: ctx.auth,
      ...(parts.body === undefined ? {} : { payload: parts.body as object }),
    });
  }

  const withDish = (body: Json): Json =>
    JSON.parse(JSON.stringify(body).replaceAll('"dish_id":""', `"dish_id":"${dishId()}"`)) as Json;

  type Parts = Parameters<typeof send>[2];

  /** One request per string the case sends (path parameter, query, body field, file name), that one changed. */
  function variantsOf(c: Case, base: Parts, leaf: (old: string) => string, fileNames = true) {
    const { params, query, body } = base;
    const variants: { field: string; parts: Parts }[] = [];
    for (const [name, value] of Object.entries(params ?? {})) {
      variants.push({ field: name, parts: { params: { ...params, [name]: leaf(value) }, query, body } });
    }
    for (const [name, value] of Object.entries(query ?? {})) {
      variants.push({ field: name, parts: { params, query: { ...query, [name]: leaf(value) }, body } });
    }
    if (c.json) {
      for (const path of stringPaths(body as Json)) {
        const changed = withValueAt(body as Json, path, leaf);
        variants.push({ field: path.join('.'), parts: { params, query, body: changed } });
      }
    }
    if (c.form) {
      for (const [name, value] of Object.entries(body as Form)) {
        if (typeof value !== 'string' && !fileNames) continue;
        const changed =
          typeof value === 'string' ? leaf(value) : { ...value, filename: leaf(value.filename) };
        variants.push({
          field: name,
          parts: { params, query, body: { ...(body as Form), [name]: changed } },
        });
      }
    }
    return variants;
  }

  function baseOf(c: Case, ctx: Ctx): Parts {
    return {
      params: c.params?.(ctx),
      query: c.query?.(ctx),
      body: c.json ? withDish(c.json(ctx)) : c.form?.(ctx),
    };
  }

  return { stored, settled, context, send, withDish, variantsOf, baseOf };
}
