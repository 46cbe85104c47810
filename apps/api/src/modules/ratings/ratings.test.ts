import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish, nearAddress } from '../../test/paygate-testing.js';

type Auth = Record<string, string>;
type Rating = { stars: number; comment: string | null; created_at: string };

describe.each(dbKinds)('order ratings (%s)', (kind) => {
  let t: TestApp;
  let dishId: string;
  let staff: Auth;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dishId = (await insertDish(t.db, { name: 'Ayimolou', price: 2500 })).id;
    staff = (await createUser(t.db, { role: 'staff' })).auth;
  });
  afterAll(() => t.close());

  const customer = async () => (await createUser(t.db)).auth;

  async function newOrder(auth: Auth): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth,
      payload: { ...nearAddress, dishes: [{ dish_id: dishId, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ order_id: string }>().order_id;
  }

  /** Paid (what a confirmed PayGate payment leaves, payments.*.test.ts cover it), then moved by staff up to `to`. */
  async function orderAt(auth: Auth, to: 'confirmed' | 'in_delivery' | 'delivered' | 'cancelled') {
    const id = await newOrder(auth);
    await t.db
      .updateTable('orders')
      .set({ is_paid: 1, status: 'confirmed', paid_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const steps = {
      confirmed: [],
      in_delivery: ['preparation', 'in_delivery'],
      delivered: ['preparation', 'in_delivery', 'delivered'],
      cancelled: ['cancelled'],
    }[to];
    for (const status of steps) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/status`,
        headers: staff,
        payload: { status, ...(status === 'cancelled' ? { reason: 'Client injoignable' } : {}) },
      });
      expect(res.statusCode).toBe(200);
    }
    return id;
  }

  const rate = (auth: Auth, orderId: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/rating`,
      headers: auth,
      payload: body as object,
    });
  const stored = (orderId: string) =>
    t.db.selectFrom('order_ratings').selectAll().where('order_id', '=', orderId).execute();

  describe('POST /api/orders/{id}/rating', () => {
    it('stores 1 to 5 stars and a comment on a delivered order, and thanks the customer', async () => {
      const auth = await customer();
      const id = await orderAt(auth, 'delivered');
      const res = await rate(auth, id, { stars: 4, comment: '  Très bon ayimolou, livré chaud.  ' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: 'Merci pour votre avis !',
        rating: { stars: 4, comment: 'Très bon ayimolou, livré chaud.', created_at: expect.any(String) },
      });
      expect(await stored(id)).toEqual([
        expect.objectContaining({ stars: 4, comment: 'Très bon ayimolou, livré chaud.' }),
      ]);
    });

    it.each([[undefined], [''], ['   '], [null]])('takes the comment as optional (%j)', async (comment) => {
      const auth = await customer();
      const id = await orderAt(auth, 'delivered');
      const res = await rate(auth, id, { stars: 5, comment });
      expect(res.statusCode).toBe(201);
      expect(res.json().rating).toMatchObject({ stars: 5, comment: null });
    });

    it('accepts a comment of exactly 500 characters', async () => {
      const auth = await customer();
      const id = await orderAt(auth, 'delivered');
      expect((await rate(auth, id, { stars: 3, comment: 'é'.repeat(500) })).statusCode).toBe(201);
    });

    it.each([
      ['no stars', {}, { stars: ['Veuillez choisir une note de 1 à 5 étoiles.'] }],
      ['0 stars', { stars: 0 }, { stars: ['Veuillez choisir une note de 1 à 5 étoiles.'] }],
      ['6 stars', { stars: 6 }, { stars: ['Veuillez choisir une note de 1 à 5 étoiles.'] }],
      ['3.5 stars', { stars: 3.5 }, { stars: ['Veuillez choisir une note de 1 à 5 étoiles.'] }],
      ['stars as text', { stars: 'cinq' }, { stars: ['Veuillez choisir une note de 1 à 5 étoiles.'] }],
      [
        'a comment of 501 characters',
        { stars: 4, comment: 'a'.repeat(501) },
        { comment: ['Votre commentaire est trop long (500 caractères maximum).'] },
      ],
    ])('refuses %s with the French message and stores nothing', async (_name, body, errors) => {
      const auth = await customer();
      const id = await orderAt(auth, 'delivered');
      const res = await rate(auth, id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors });
      expect(await stored(id)).toEqual([]);
    });

    it.each(['confirmed', 'in_delivery', 'cancelled'] as const)(
      'refuses an order that is %s with a French 422',
      async (status) => {
        const auth = await customer();
        const id = await orderAt(auth, status);
        const res = await rate(auth, id, { stars: 5 });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          code: 'ORDER_NOT_DELIVERED',
          message: 'Vous pourrez noter cette commande une fois livrée.',
        });
        expect(await stored(id)).toEqual([]);
      },
    );

    it('refuses an unpaid pending order with the same 422', async () => {
      const auth = await customer();
      const id = await newOrder(auth);
      expect((await rate(auth, id, { stars: 5 })).json()).toMatchObject({ code: 'ORDER_NOT_DELIVERED' });
    });

    it('rates an order once: a second rating is a French 409 and the first one stays', async () => {
      const auth = await customer();
      const id = await orderAt(auth, 'delivered');
      await rate(auth, id, { stars: 2, comment: 'Un peu froid' });
      const again = await rate(auth, id, { stars: 5, comment: 'Finalement super' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'ALREADY_RATED',
        message: 'Vous avez déjà noté cette commande.',
      });
      expect(await stored(id)).toEqual([expect.objectContaining({ stars: 2, comment: 'Un peu froid' })]);
    });

    it('keeps one rating when five arrive together (two tabs, a double tap)', async () => {
      const auth = await customer();
      const id = await orderAt(auth, 'delivered');
      const answers = await Promise.all([1, 2, 3, 4, 5].map((stars) => rate(auth, id, { stars })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await stored(id)).toHaveLength(1);
    });

    it("answers 404 for someone else's order, also for staff, and for an unknown one", async () => {
      const owner = await customer();
      const id = await orderAt(owner, 'delivered');
      for (const auth of [await customer(), staff]) {
        const res = await rate(auth, id, { stars: 1 });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Commande introuvable.' });
      }
      const unknown = await rate(owner, '00000000-0000-4000-8000-000000000000', { stars: 1 });
      expect(unknown.statusCode).toBe(404);
      expect(await stored(id)).toEqual([]);
    });

    it('asks for a session first (401), before looking at the body', async () => {
      const owner = await customer();
      const id = await orderAt(owner, 'delivered');
      for (const headers of [{}, { authorization: 'Bearer expired' }] as Auth[]) {
        const res = await rate(headers, id, { stars: 9 });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
      expect(await stored(id)).toEqual([]);
    });

    it('is held by the database too: no stars outside 1 to 5, one rating per order', async () => {
      const auth = await customer();
      const id = await orderAt(auth, 'delivered');
      const insert = (stars: number) =>
        t.db
          .insertInto('order_ratings')
          .values({ order_id: id, stars, comment: null, created_at: 'now' })
          .execute();
      await expect(insert(6)).rejects.toThrow();
      await expect(insert(0)).rejects.toThrow();
      await insert(5);
      await expect(insert(4)).rejects.toThrow();
    });
  });

  describe('where the rating is seen', () => {
    it("on the customer's order list and order detail, null before rating", async () => {
      const auth = await customer();
      const id = await orderAt(auth, 'delivered');
      const listed = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/orders-list', headers: auth }))
          .json<{ orders: { order_id: string; rating: Rating | null }[] }>()
          .orders.find((o) => o.order_id === id)!;
      expect((await listed()).rating).toBeNull();
      await rate(auth, id, { stars: 4, comment: 'Bien' });
      expect((await listed()).rating).toMatchObject({ stars: 4, comment: 'Bien' });
      const detail = await t.app.inject({ method: 'GET', url: `/api/orders-detail/${id}`, headers: auth });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().order.rating).toMatchObject({ stars: 4, comment: 'Bien' });
    });

    it('on the staff order list, which customers cannot read (403) nor visitors (401)', async () => {
      const auth = await customer();
      const id = await orderAt(auth, 'delivered');
      await rate(auth, id, { stars: 1, comment: 'Livré en retard' });
      const board = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders?status=delivered',
        headers: staff,
      });
      expect(board.statusCode).toBe(200);
      const row = board
        .json<{ orders: { order_id: string; rating: Rating | null }[] }>()
        .orders.find((o) => o.order_id === id);
      expect(row?.rating).toMatchObject({ stars: 1, comment: 'Livré en retard' });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: auth })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
    });
  });
});

describe.each(dbKinds)('GET /api/ratings/summary (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Ratings as rows: the rules of rating are tested above; here only the figure matters. */
  async function addRatings(...stars: number[]) {
    const { user } = await createUser(t.db);
    const now = new Date().toISOString();
    for (const s of stars) {
      const id = crypto.randomUUID();
      await t.db
        .insertInto('orders')
        .values({
          id,
          code_commande: `CMD-${id.slice(0, 8)}`,
          user_id: user.id,
          status: 'delivered',
          is_paid: 1,
          dishes_total: 2500,
          total_price: 2500,
          total_quantite: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await t.db
        .insertInto('order_ratings')
        .values({ order_id: id, stars: s, comment: null, created_at: now })
        .execute();
    }
  }
  const summary = () => t.app.inject({ method: 'GET', url: '/api/ratings/summary' });

  it('gives no average before three ratings, so the home page keeps its own figure', async () => {
    const res = await summary();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ average: null, count: 0 });
    await addRatings(5, 2);
    expect((await summary()).json()).toEqual({ average: null, count: 2 });
  });

  it('gives the mean to one decimal from the third rating on, publicly cacheable', async () => {
    await addRatings(4);
    const res = await summary();
    expect(res.json()).toEqual({ average: 3.7, count: 3 });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});
