import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@lome/shared';
import { authMessages, messages, orderMessages, TEXT_LIMITS, textMessages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../test/helper.js';
import { createUser, TEST_PASSWORD } from '../test/factories.js';
import { jpegBytes, multipartPayload, type FilePart } from '../test/multipart.js';
import { listRoutes } from '../test/routes.js';
import { insertDish, nearAddress, SIM_TOKEN, startTestSimulator } from '../test/paygate-testing.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Form = Record<string, string | FilePart>;

/** Paths (as the API names fields: `dishes.0.dish_id`) of every string in a JSON value. */
function stringPaths(value: Json, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
}

function withValueAt(value: Json, path: string[], leaf: (old: string) => string): Json {
  if (path.length === 0) return leaf(value as string);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, Json>;
  copy[path[0]!] = withValueAt(copy[path[0]!]!, path.slice(1), leaf);
  return copy as Json;
}

const NUL = '\u0000';
const withNul = (v: string) => `${v}${NUL}x`;

/** A fresh account for one case, with an order and a reservation when the case needs them. */
type Ctx = { auth: Record<string, string>; email: string; orderId: string; reservationId: string };

type Case = {
  route: string;
  params?: (c: Ctx) => Record<string, string>;
  query?: (c: Ctx) => Record<string, string>;
  json?: (c: Ctx) => Json;
  form?: (c: Ctx) => Form;
  /** What the same request without the NUL answers: proof that the NUL, and only it, is what is refused. */
  ok: number;
  company?: boolean;
};

const pickupTomorrow = () => `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)} 12:00`;
const photo = (): FilePart => ({ data: jpegBytes(), filename: 'photo.jpg', contentType: 'image/jpeg' });
let seq = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++seq}@example.tg`;

const registerFields = (): Form => ({
  firstname: 'Afi',
  lastname: 'Mensah',
  email: unique('inscrit'),
  password: 'Akwaba2025!',
  password_confirmation: 'Akwaba2025!',
  phone: '+22890112233',
  user_status: 'company',
  denomination_sociale: 'Mensah Traiteur',
  company_email: 'contact@mensah.tg',
  nif: '1000123456',
  rccm: 'TG-LOM-2020-B-1234',
  picture_user: photo(),
});

/** One request per input a route reads, with values it accepts. */
const cases: Case[] = [
  {
    route: 'POST /api/contact',
    json: () => ({
      firstname: 'Afi',
      lastname: 'Mensah',
      email: 'afi@example.tg',
      phone: '90112233',
      subject: 'information',
      message: 'Bonjour, êtes-vous ouverts dimanche ?',
    }),
    ok: 201,
  },
  { route: 'POST /api/newsletter', json: () => ({ email: unique('lettre') }), ok: 200 },
  {
    route: 'POST /api/users/login',
    json: (c) => ({ email: c.email, password: TEST_PASSWORD, remember_me: true }),
    ok: 200,
  },
  { route: 'POST /api/forgot-password', json: (c) => ({ email: c.email }), ok: 200 },
  { route: 'POST /api/validate-reset-code', json: (c) => ({ code: '123456', email: c.email }), ok: 422 },
  {
    route: 'POST /api/reset-password',
    json: (c) => ({
      code: '123456',
      email: c.email,
      password: 'Nouveau1!',
      password_confirmation: 'Nouveau1!',
      platform: 'web',
    }),
    ok: 422,
  },
  {
    route: 'POST /api/changepassword',
    json: () => ({
      current_password: TEST_PASSWORD,
      new_password: 'Nouveau1!',
      new_password_confirmation: 'Nouveau1!',
    }),
    ok: 200,
  },
  { route: 'POST /api/users/register', form: registerFields, ok: 201 },
  {
    route: 'POST /api/update-picture',
    company: true,
    form: () => ({
      firstname: 'Afi',
      lastname: 'Mensah',
      phone: '90112233',
      address: 'Bè Kpota, rue des Cocotiers',
      denomination_sociale: 'Mensah Traiteur',
      statut_juridique: 'SARL',
      adresse_company: 'Boulevard du 13 Janvier',
      emailpro: 'contact@mensah.tg',
      telephonepro: '22212345',
      nif: '1000123456',
      rccm: 'TG-LOM-2020-B-1234',
      cnss: '123456',
      regime_fiscal: 'Réel',
      date_create: '2020-01-15',
      cfe: 'CFE-1',
      picture_user: photo(),
    }),
    ok: 200,
  },
  { route: 'POST /api/update-profile-picture', form: () => ({ picture_user: photo() }), ok: 200 },
  {
    route: 'POST /api/orders',
    json: () => ({ ...nearAddress, dishes: [{ dish_id: '', quantity: 1 }] }),
    ok: 201,
  },
  { route: 'GET /api/orders-detail/:id', params: (c) => ({ id: c.orderId }), ok: 200 },
  { route: 'GET /api/orders/:id/status', params: (c) => ({ id: c.orderId }), ok: 200 },
  { route: 'POST /api/orders/:id/cancel', params: (c) => ({ id: c.orderId }), ok: 200 },
  { route: 'GET /api/admin/orders', query: () => ({ status: 'pending' }), ok: 200 },
  {
    route: 'POST /api/admin/orders/:id/status',
    params: (c) => ({ id: c.orderId }),
    json: () => ({ status: 'cancelled', reason: 'Cuisine fermée' }),
    ok: 200,
  },
  { route: 'GET /api/admin/users', query: () => ({ q: 'Koffi', limit: '10', offset: '0' }), ok: 200 },
  {
    route: 'POST /api/reservations',
    json: () => ({
      dishes: [{ dish_id: '', quantity: 2 }],
      reservation_date: pickupTomorrow(),
      pickup_location: 'drive',
      notes: 'Sans piment, merci.',
      source: 'preorder',
      contact_name: 'Afi Mensah',
      contact_email: 'afi@example.tg',
      contact_phone: '90112233',
    }),
    ok: 201,
  },
  { route: 'GET /api/reservations/:id', params: (c) => ({ id: c.reservationId }), ok: 200 },
  {
    route: 'POST /api/payment',
    json: (c) => ({ phone_number: '90112233', network: 'TMONEY', order_id: c.orderId, description: 'Dîner' }),
    ok: 200,
  },
  { route: 'GET /api/payments/:id', params: () => ({ id: crypto.randomUUID() }), ok: 404 },
  {
    route: 'POST /api/paygate/callback',
    json: () => ({ identifier: crypto.randomUUID(), tx_reference: '4242' }),
    ok: 200,
  },
  { route: 'GET /api/referral/check/:code', params: () => ({ code: 'AFI2025' }), ok: 404 },
];

/** `/api/orders/:id/status` with its params filled in, each escaped as a client would. */
const fillPath = (route: string, params: Record<string, string>) =>
  route
    .replace(/^\S+ /, '')
    .replace(/:(\w+)|\*$/g, (_, name: string | undefined) => encodeURIComponent(params[name ?? '*']!));

/** Every French text of the product's message lists: a refusal must say one of them, never Fastify's English. */
const frenchTexts = new Set(
  Object.entries(shared)
    .filter(([name]) => /messages$/i.test(name))
    .flatMap(([, texts]) => Object.values(texts as object))
    .filter((text): text is string => typeof text === 'string'),
);

const refusedFields = (res: LightMyRequestResponse) =>
  Object.entries((res.json().errors ?? {}) as Record<string, string[]>);

describe.each(dbKinds)('hostile input (%s)', (kind) => {
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  let t: TestApp;
  let dishId: string;

  beforeAll(async () => {
    sim = await startTestSimulator({ delayMs: 0 });
    t = await createTestApp(kind, {
      PAYGATE_BASE_URL: sim.url,
      PAYGATE_AUTH_TOKEN: SIM_TOKEN,
      // This file registers far more often than a person would, all from one address.
      REGISTER_LIMIT_PER_HOUR: '1000',
    });
    dishId = (await insertDish(t.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  /**
   * This test's own tables. Kysely's introspection reads every schema of the PostgreSQL database, and another test
   * file dropping its schema meanwhile made it fail ("schema … does not exist"): only the current one is read.
   */
  async function ownTables(): Promise<string[]> {
    const query =
      kind === 'postgres'
        ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`
        : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
    return (await query.execute(t.db)).rows.map((r) => r.name);
  }

  /** Rows in every table but the rate-limit counters: a refused request must leave them as they were. */
  async function stored(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const name of await ownTables()) {
      if (name === 'rate_limits' || name.startsWith('kysely_') || name.startsWith('sqlite_')) continue;
      const row = await t.db
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
    const { user, auth } = await createUser(t.db, {
      role: 'admin',
      user_status: company ? 'company' : 'particular',
    });
    const send = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: auth, payload }).then((r) => {
        expect(r.statusCode, r.body).toBe(201);
        return r.json<{ id: string }>().id;
      });
    const dishes = [{ dish_id: dishId, quantity: 1 }];
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
      return t.app.inject({ method, url, query: parts.query, payload, headers: { ...ctx.auth, ...headers } });
    }
    return t.app.inject({
      method,
      url,
      query: parts.query,
      headers: ctx.auth,
      ...(parts.body === undefined ? {} : { payload: parts.body as object }),
    });
  }

  const withDish = (body: Json): Json =>
    JSON.parse(JSON.stringify(body).replaceAll('"dish_id":""', `"dish_id":"${dishId}"`)) as Json;

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

  it.each(cases)(
    '$route: 100,000 characters in any field, query or path parameter are refused',
    async (c) => {
      const ctx = await context(c.company);
      const base = baseOf(c, ctx);
      const before = await settled();
      // File names are not stored (pictures get names of ours), so only text is judged here.
      for (const { field, parts } of variantsOf(c, base, () => 'a'.repeat(100_000), false)) {
        const res = await send(c, ctx, parts);
        const label = `${field}: ${res.body.slice(0, 300)}`;
        expect([400, 413, 414, 422], label).toContain(res.statusCode);
        expect(frenchTexts, label).toContain(res.json().message);
        if (res.statusCode === 422) expect(res.json().errors?.[field], label).toBeDefined();
        expect(await stored(), field).toEqual(before);
      }
    },
  );

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

  describe('malformed escapes', () => {
    it.each([
      '/api/referral/check/%E0%A4%A',
      '/api/orders-detail/%',
      '/api/admin/users?q=%E0%A4%A',
      '/api/menu?q=%ZZ',
      '/api/menu?%E0%A4%A=1',
      '/menu%E0',
    ])('%s answers a French 400 in the API error shape', async (url) => {
      const { auth } = await createUser(t.db, { role: 'admin' });
      const res = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: messages.badUrl, code: 'BAD_URL' });
    });
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

  describe('malformed requests', () => {
    it('a path parameter longer than Fastify keeps answers a French 414 in the API error shape', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/referral/check/${'A'.repeat(500)}` });
      expect(res.statusCode, res.body).toBe(414);
      expect(res.json()).toEqual({ message: messages.urlTooLong, code: 'URL_TOO_LONG' });
    });

    it('a multipart body without its boundary answers a French 400', async () => {
      const { auth } = await createUser(t.db);
      const before = await settled();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/update-picture',
        headers: { ...auth, 'content-type': 'multipart/form-data' },
        payload: '--XX\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAfi\r\n--XX--\r\n',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: messages.badRequest, code: 'BAD_MULTIPART' });
      expect(await stored()).toEqual(before);
    });
  });

  describe('over-long values are refused, never cut', () => {
    const long = (n: number) => 'a'.repeat(n);
    const longEmail = (n: number) => `${'a'.repeat(n - '@example.tg'.length)}@example.tg`;

    type LongCase = { route: string; field: string; value: string; message: string; company?: boolean };
    const longCases: LongCase[] = [
      // Registration and profile travel as multipart forms.
      ...(
        [
          ['firstname', long(TEXT_LIMITS.name + 1), textMessages.firstnameTooLong],
          ['firstname', long(70_000), textMessages.firstnameTooLong],
          ['lastname', long(TEXT_LIMITS.name + 1), textMessages.nameTooLong],
          ['email', longEmail(TEXT_LIMITS.email + 1), textMessages.emailTooLong],
          ['password', `Aa1!${long(TEXT_LIMITS.password - 3)}`, textMessages.passwordTooLong],
          ['phone', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['denomination_sociale', long(TEXT_LIMITS.company + 1), textMessages.companyNameTooLong],
          ['company_email', longEmail(TEXT_LIMITS.email + 1), textMessages.emailTooLong],
          ['nif', long(TEXT_LIMITS.company + 1), messages.tooLong(TEXT_LIMITS.company)],
          ['rccm', long(TEXT_LIMITS.company + 1), messages.tooLong(TEXT_LIMITS.company)],
          ['sponsor_id', long(TEXT_LIMITS.code + 1), authMessages.referralInvalid],
          ['sponsor_grille_id', long(TEXT_LIMITS.id + 1), authMessages.sponsorGrilleInvalid],
        ] as const
      ).map(([field, value, message]) => ({ route: 'POST /api/users/register', field, value, message })),
      ...(
        [
          ['firstname', long(TEXT_LIMITS.name + 1), textMessages.firstnameTooLong],
          ['firstname', long(70_000), textMessages.firstnameTooLong],
          ['lastname', long(TEXT_LIMITS.name + 1), textMessages.nameTooLong],
          ['phone', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['address', long(TEXT_LIMITS.address + 1), textMessages.addressTooLong],
          ['denomination_sociale', long(TEXT_LIMITS.company + 1), textMessages.companyNameTooLong],
          ['statut_juridique', long(TEXT_LIMITS.company + 1), messages.tooLong(TEXT_LIMITS.company)],
          ['adresse_company', long(TEXT_LIMITS.address + 1), textMessages.addressTooLong],
          ['emailpro', longEmail(TEXT_LIMITS.email + 1), textMessages.emailTooLong],
          ['telephonepro', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['cfe', long(TEXT_LIMITS.company + 1), messages.tooLong(TEXT_LIMITS.company)],
        ] as const
      ).map(([field, value, message]) => ({
        route: 'POST /api/update-picture',
        field,
        value,
        message,
        company: true,
      })),
      ...(
        [
          ['firstname', long(TEXT_LIMITS.name + 1), textMessages.firstnameTooLong],
          ['lastname', long(TEXT_LIMITS.name + 1), textMessages.nameTooLong],
          ['email', longEmail(TEXT_LIMITS.email + 1), textMessages.emailTooLong],
          ['phone', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['message', long(TEXT_LIMITS.message + 1), messages.tooLong(TEXT_LIMITS.message)],
        ] as const
      ).map(([field, value, message]) => ({ route: 'POST /api/contact', field, value, message })),
      ...(
        [
          ['description_address', long(TEXT_LIMITS.address + 1), textMessages.addressTooLong],
          ['phone', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          [
            'dishes.0.dish_id',
            long(TEXT_LIMITS.id + 1),
            'Plat invalide. Veuillez mettre votre panier à jour.',
          ],
        ] as const
      ).map(([field, value, message]) => ({ route: 'POST /api/orders', field, value, message })),
      ...(
        [
          ['notes', long(TEXT_LIMITS.notes + 1), textMessages.notesTooLong],
          ['contact_name', long(TEXT_LIMITS.name + 1), textMessages.nameTooLong],
          ['contact_email', longEmail(TEXT_LIMITS.email + 1), textMessages.emailTooLong],
          ['contact_phone', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['reservation_date', `${pickupTomorrow()}${' '.repeat(100)}x`, orderMessages.reservationDate],
        ] as const
      ).map(([field, value, message]) => ({ route: 'POST /api/reservations', field, value, message })),
      ...(
        [
          ['phone_number', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['description', long(TEXT_LIMITS.description + 1), textMessages.descriptionTooLong],
        ] as const
      ).map(([field, value, message]) => ({ route: 'POST /api/payment', field, value, message })),
      {
        route: 'POST /api/newsletter',
        field: 'email',
        value: longEmail(TEXT_LIMITS.email + 1),
        message: textMessages.emailTooLong,
      },
      {
        route: 'POST /api/users/login',
        field: 'email',
        value: longEmail(TEXT_LIMITS.email + 1),
        message: textMessages.emailTooLong,
      },
      {
        route: 'POST /api/users/login',
        field: 'password',
        value: long(TEXT_LIMITS.password + 1),
        message: textMessages.passwordTooLong,
      },
      {
        route: 'POST /api/forgot-password',
        field: 'email',
        value: longEmail(TEXT_LIMITS.email + 1),
        message: textMessages.emailTooLong,
      },
      {
        route: 'POST /api/reset-password',
        field: 'password',
        value: long(TEXT_LIMITS.password + 1),
        message: textMessages.passwordTooLong,
      },
      {
        route: 'POST /api/changepassword',
        field: 'new_password',
        value: long(TEXT_LIMITS.password + 1),
        message: textMessages.passwordTooLong,
      },
      {
        route: 'POST /api/changepassword',
        field: 'current_password',
        value: long(TEXT_LIMITS.password + 1),
        message: textMessages.passwordTooLong,
      },
      {
        route: 'POST /api/paygate/callback',
        field: 'identifier',
        value: long(201),
        message: 'Référence de paiement invalide.',
      },
    ];

    it.each(longCases)('$route: $field of $value.length characters', async (lc) => {
      const c = cases.find((x) => x.route === lc.route)!;
      const ctx = await context(lc.company);
      const params = c.params?.(ctx);
      const base = c.json ? withDish(c.json(ctx)) : c.form!(ctx);
      const before = await settled();
      const path = lc.field.split('.');
      const body = c.json
        ? withValueAt(base as Json, path, () => lc.value)
        : { ...(base as Form), [lc.field]: lc.value };
      if (lc.field === 'password' && lc.route === 'POST /api/users/register') {
        (body as Form).password_confirmation = lc.value;
      }
      if (lc.field === 'password' && lc.route === 'POST /api/reset-password') {
        (body as Record<string, Json>).password_confirmation = lc.value;
      }
      if (lc.field === 'new_password') (body as Record<string, Json>).new_password_confirmation = lc.value;
      const res = await send(c, ctx, { params, body });
      expect(res.statusCode, res.body.slice(0, 500)).toBe(422);
      expect(res.json()).toMatchObject({ message: messages.invalidInput, code: 'VALIDATION_ERROR' });
      expect(res.json().errors[lc.field], res.body.slice(0, 500)).toEqual([lc.message]);
      expect(await stored()).toEqual(before);
    });

    it('refuses a multipart field cut at the size limit even when the form does not read it', async () => {
      const ctx = await context();
      const before = await settled();
      const { payload, headers } = await multipartPayload({ firstname: 'Afi', remarque: long(20_000) });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/update-picture',
        payload,
        headers: { ...ctx.auth, ...headers },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ remarque: [messages.tooLong(16 * 1024)] });
      expect(await stored()).toEqual(before);
    });

    it('stores a first name of exactly the limit in full, in multipart as in JSON', async () => {
      const firstname = 'é'.repeat(TEXT_LIMITS.name);
      const fields: Form = { ...registerFields(), firstname };
      const { payload, headers } = await multipartPayload(fields);
      const res = await t.app.inject({ method: 'POST', url: '/api/users/register', payload, headers });
      expect(res.statusCode, res.body).toBe(201);
      const row = await t.db
        .selectFrom('users')
        .select('firstname')
        .where('email', '=', fields.email as string)
        .executeTakeFirstOrThrow();
      expect(row.firstname).toBe(firstname);

      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...(cases[0]!.json!({} as Ctx) as object), firstname },
      });
      expect(contact.statusCode, contact.body).toBe(201);
    });
  });
});
