import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish } from '../../test/paygate-testing.js';

describe.each(dbKinds)('favourites (%s)', (kind) => {
  let t: TestApp;
  let ayimolou: string;
  let fufu: string;
  let akume: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ayimolou = (await insertDish(t.db, { name: 'Ayimolou' })).id;
    fufu = (await insertDish(t.db, { name: 'Foufou' })).id;
    akume = (await insertDish(t.db, { name: 'Akoumé', available: 0 })).id;
  });
  afterAll(() => t.close());

  const customer = async () => (await createUser(t.db)).auth;
  const list = (auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/favorites', headers: auth });
  const put = (auth: Record<string, string>, dishId: string) =>
    t.app.inject({ method: 'PUT', url: `/api/favorites/${encodeURIComponent(dishId)}`, headers: auth });
  const del = (auth: Record<string, string>, dishId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/favorites/${encodeURIComponent(dishId)}`, headers: auth });
  const merge = (auth: Record<string, string>, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/favorites/merge', headers: auth, payload: body as object });
  const idsOf = async (auth: Record<string, string>) =>
    (await list(auth)).json<{ dish_ids: string[] }>().dish_ids;

  it('asks for a session on every favourites call', async () => {
    const answers = await Promise.all([
      list({}),
      put({}, ayimolou),
      del({}, ayimolou),
      merge({}, { dish_ids: [ayimolou] }),
      list({ authorization: 'Bearer not-a-session' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Utilisateur non authentifié' });
    }
    expect(await t.db.selectFrom('favorites').selectAll().execute()).toEqual([]);
  });

  it('keeps hearts on the account, latest first, once each however often they are given', async () => {
    const auth = await customer();
    expect(await idsOf(auth)).toEqual([]);
    expect((await put(auth, ayimolou)).statusCode).toBe(204);
    // Hearts are ordered by their time, kept to the millisecond.
    await new Promise((r) => setTimeout(r, 5));
    expect((await put(auth, fufu)).statusCode).toBe(204);
    expect((await put(auth, ayimolou)).statusCode).toBe(204);
    // A dish taken off the menu for now can still be kept.
    expect((await put(auth, akume)).statusCode).toBe(204);
    const ids = await idsOf(auth);
    expect(new Set(ids)).toEqual(new Set([ayimolou, fufu, akume]));
    expect(ids).toHaveLength(3);
    expect(ids.indexOf(fufu)).toBeLessThan(ids.indexOf(ayimolou));
  });

  it('keeps one row when ten taps on one heart arrive together', async () => {
    const auth = await customer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => put(auth, fufu)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    expect(await idsOf(auth)).toEqual([fufu]);
  });

  it('takes a heart off, and answers the same for one that was not there', async () => {
    const auth = await customer();
    await put(auth, ayimolou);
    await put(auth, fufu);
    expect((await del(auth, ayimolou)).statusCode).toBe(204);
    expect((await del(auth, ayimolou)).statusCode).toBe(204);
    expect(await idsOf(auth)).toEqual([fufu]);
  });

  it("shows each account only its own hearts, and one account's removal leaves the other's", async () => {
    const ama = await customer();
    const kofi = await customer();
    await put(ama, ayimolou);
    await put(kofi, ayimolou);
    await put(kofi, fufu);
    await del(ama, ayimolou);
    expect(await idsOf(ama)).toEqual([]);
    expect(new Set(await idsOf(kofi))).toEqual(new Set([ayimolou, fufu]));
  });

  it('answers 404 in French for a dish the menu does not have, and stores nothing', async () => {
    const auth = await customer();
    const res = await put(auth, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'DISH_NOT_FOUND', message: 'Plat introuvable.' });
    expect(await idsOf(auth)).toEqual([]);
  });

  it('refuses a dish reference no dish can have with a French message', async () => {
    const auth = await customer();
    for (const res of [await put(auth, 'x'.repeat(65)), await del(auth, 'x'.repeat(65))]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors: { dish_id: ['Plat invalide.'] } });
    }
  });

  describe('POST /api/favorites/merge (at login)', () => {
    it("adds the visitor's hearts to the account's without losing any of the account's", async () => {
      const auth = await customer();
      await put(auth, fufu);
      const res = await merge(auth, { dish_ids: [ayimolou, fufu] });
      expect(res.statusCode).toBe(200);
      const merged = res.json<{ dish_ids: string[] }>().dish_ids;
      expect(new Set(merged)).toEqual(new Set([ayimolou, fufu]));
      expect(merged).toHaveLength(2);
      expect(await idsOf(auth)).toEqual(merged);
    });

    it('lists the merged hearts as the browser had them, latest first', async () => {
      const auth = await customer();
      const res = await merge(auth, { dish_ids: [akume, ayimolou, fufu] });
      expect(res.json()).toEqual({ dish_ids: [fufu, ayimolou, akume] });
    });

    it('skips ids the menu no longer has and repeated ids, keeping the rest', async () => {
      const auth = await customer();
      const gone = '00000000-0000-4000-8000-000000000000';
      const res = await merge(auth, { dish_ids: [gone, ayimolou, ayimolou, 'ancien-plat'] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ dish_ids: [ayimolou] });
    });

    it("answers the account's list when the visitor had no hearts", async () => {
      const auth = await customer();
      await put(auth, ayimolou);
      expect((await merge(auth, { dish_ids: [] })).json()).toEqual({ dish_ids: [ayimolou] });
    });

    it('gives the same list when the same merge is sent twice (a retried login)', async () => {
      const auth = await customer();
      const first = await merge(auth, { dish_ids: [ayimolou, fufu] });
      const again = await merge(auth, { dish_ids: [ayimolou, fufu] });
      expect(again.json()).toEqual(first.json());
    });

    it.each([
      ['no list', {}, 'Plat invalide.'],
      ['a list of numbers', { dish_ids: [1, 2] }, 'Plat invalide.'],
      [
        'too many hearts',
        { dish_ids: Array.from({ length: 201 }, (_, i) => `d${i}`) },
        'Trop de favoris envoyés (200 au maximum).',
      ],
    ])('refuses %s with a French message and stores nothing', async (_name, body, message) => {
      const auth = await customer();
      const res = await merge(auth, body);
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json().errors)).toContain(message);
      expect(await idsOf(auth)).toEqual([]);
    });
  });
});
