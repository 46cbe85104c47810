import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lome/shared';
import { dbKinds, type TestApp } from '../test/helper.js';
import { createUser } from '../test/factories.js';
import { hostileHarness, startHostileApp, type HostileApp } from '../test/hostile-input.js';

describe.each(dbKinds)('hostile input (%s)', (kind) => {
  let sim: HostileApp['sim'];
  let t: TestApp;
  let dishId: string;
  const { stored, settled } = hostileHarness(
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
});
