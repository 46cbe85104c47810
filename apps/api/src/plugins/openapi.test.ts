import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../test/helper.js';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  format?: string;
};
type Operation = {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
type OpenApi = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas?: Record<string, unknown> };
};

/** Every call of P12.1 the product answers, with OpenAPI's path syntax. */
const SPEC_CALLS = [
  'get /api/specialites',
  'get /api/menu',
  'get /api/typepublishes',
  'get /api/publishes/content',
  'get /api/referral/check/{code}',
  'post /api/users/register',
  'post /api/users/login',
  'post /api/forgot-password',
  'post /api/validate-reset-code',
  'post /api/reset-password',
  'get /api/me',
  'post /api/update-picture',
  'post /api/update-profile-picture',
  'post /api/changepassword',
  'post /api/orders',
  'get /api/orders-list',
  'get /api/orders-detail/{id}',
  'get /api/orders/{id}/status',
  'post /api/orders/{id}/cancel',
  'post /api/reservations',
  'post /api/payment',
  'get /api/sponsor/link',
  'get /api/sponsor/dashboard',
  'get /api/sponsor/rewards',
  'post /api/sponsor/payment',
];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every `$ref` anywhere in `value`. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refs(v)));
}

describe.each(dbKinds)('OpenAPI document and docs page (%s)', (kind) => {
  let t: TestApp;
  let distDir: string;
  let doc: OpenApi;

  beforeAll(async () => {
    // A built site, so the SPA fallback is in place and could swallow /api/docs.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-docs-dist-'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><title>SPA</title><div id="root"></div>',
    );
    t = await createTestApp(kind, { WEB_DIST_DIR: distDir });
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const op = (method: string, url: string) => doc.paths[url]?.[method];

  it('is an OpenAPI 3.1 document whose operations are well formed and whose references resolve', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toEqual(
      expect.objectContaining({ title: expect.any(String), version: expect.any(String) }),
    );
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    for (const [url, item] of Object.entries(doc.paths)) {
      // Only the API: neither the site's pages nor the docs page itself.
      expect(url).toMatch(/^\/api\//);
      expect(url).not.toMatch(/^\/api\/docs/);
      for (const [method, operation] of Object.entries(item)) {
        expect(METHODS).toContain(method);
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        for (const [code, response] of Object.entries(operation.responses)) {
          expect(code).toMatch(/^(\d{3}|default)$/);
          expect(response.description).toEqual(expect.any(String));
        }
        for (const name of url.match(/\{(\w+)\}/g) ?? []) {
          expect(operation.parameters).toContainEqual(
            expect.objectContaining({ in: 'path', name: name.slice(1, -1), required: true }),
          );
        }
        expect(operation.tags).toHaveLength(1);
      }
    }
    for (const ref of refs(doc)) {
      const [, name] = /^#\/components\/schemas\/(.+)$/.exec(ref) ?? [];
      expect(name && doc.components.schemas?.[name], ref).toBeTruthy();
    }
  });

  it('lists every call of spec §7', () => {
    const listed = Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.keys(item).map((m) => `${m} ${url}`),
    );
    expect(listed).toEqual(expect.arrayContaining(SPEC_CALLS));
  });

  it('describes POST /api/orders: the §3 body fields, the bearer token, order_id in the answer', () => {
    const orders = op('post', '/api/orders')!;
    const body = orders.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties!)).toEqual(
      expect.arrayContaining(['dishes', 'title', 'description_address', 'longitude', 'latitude', 'phone']),
    );
    expect(body.required).toEqual(
      expect.arrayContaining(['dishes', 'description_address', 'latitude', 'longitude']),
    );
    // The spec's payload has no phone: it is optional (the account's phone is the default).
    expect(body.required).not.toContain('phone');
    expect(body.properties!.dishes!).toMatchObject({
      type: 'array',
      items: { properties: { dish_id: { type: 'string' }, quantity: { type: 'integer' } } },
    });
    expect(orders.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
    const created = orders.responses['201']!.content!['application/json']!.schema;
    expect(Object.keys(created.properties!)).toEqual(
      expect.arrayContaining(['order_id', 'code_commande', 'total_price', 'is_paid', 'status']),
    );
  });

  it('describes the multipart forms with their fields and files', () => {
    const register = op('post', '/api/users/register')!.requestBody!.content['multipart/form-data']!.schema;
    expect(register.properties).toMatchObject({
      firstname: { type: 'string' },
      password_confirmation: { type: 'string' },
      user_status: { enum: ['particular', 'company', 'apporteur', 'sponsor'] },
      picture_user: { type: 'string', format: 'binary' },
      picture_nif: { type: 'string', format: 'binary' },
    });
    expect(register.required).toEqual(expect.arrayContaining(['firstname', 'email', 'password', 'phone']));
    const picture = op('post', '/api/update-profile-picture')!.requestBody!.content['multipart/form-data']!
      .schema;
    expect(picture).toMatchObject({
      properties: { picture_user: { format: 'binary' } },
      required: ['picture_user'],
    });
    expect(op('post', '/api/update-picture')!.security).toEqual([{ bearerAuth: [] }]);
    expect(op('post', '/api/users/register')!.security).toBeUndefined();
  });

  it("serves a readable page at /api/docs, not the site, under the site's own policy and its own files only", async () => {
    const siteCsp = (await t.app.inject('/menu')).headers['content-security-policy'];
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await t.app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="swagger-ui">');
      expect(page.body).not.toContain('SPA');
      // Not loosened for the docs: no inline script is needed, only files served from here.
      expect(page.headers['content-security-policy']).toEqual(siteCsp);
      const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/src="[^"]+"/);
        expect(body!.trim()).toBe('');
      }
      expect(page.body).not.toContain('<style');
      for (const [, link] of page.body.matchAll(/(?:src|href)="([^"]+)"/g))
        expect(link).not.toMatch(/^(https?:)?\/\//);
    }
    const init = await t.app.inject('/api/docs/static/swagger-initializer.js');
    expect(init.statusCode).toBe(200);
    // The page reads the document beside it (./json), whatever the host it is served under.
    expect(init.body).toContain("resolveUrl('./json')");
    const bundle = await t.app.inject('/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    // The site keeps its own routes.
    expect((await t.app.inject('/menu')).body).toContain('SPA');
    expect((await t.app.inject('/api/nothing-here')).statusCode).toBe(404);
  });
});
