import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionMessages, orderMessages } from '@lome/shared';
import { createUser } from '../../test/factories.js';
import { dbKinds, type TestApp } from '../../test/helper.js';
import { newId } from '../../lib/ids.js';
import { dishOptionSteps, startDishOptionsApp } from '../../test/fixtures/dish-options.js';

type World = Awaited<ReturnType<typeof startDishOptionsApp>>;

// Decision 0081: a line is a dish, its choices and its note, priced and kept by every kind of sale.
describe.each(dbKinds)('what a dish carries, sold (%s)', (kind) => {
  let w: World;
  let t: TestApp;
  const s = dishOptionSteps(() => t);

  beforeAll(async () => {
    w = await startDishOptionsApp(kind);
    t = w.t;
  });
  afterAll(() => t.close());

  it('prices an order with its choices to the franc and reads it back with them and its note', async () => {
    const { fish, choice } = w;
    const auth = await s.customer();
    // Alloco +500, two eggs (one as { id, quantity }) +600: 3 500 + 1 100.
    const lines = [
      {
        dish_id: fish.id,
        quantity: 2,
        options: [choice.alloco.id, { id: choice.egg.id, quantity: 2 }],
        note: ' bien cuit ',
      },
    ];
    const quoted = await s.quote(auth, lines);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const sold = [
      { group: 'Accompagnement', name: 'Alloco', price_delta: 500, id: choice.alloco.id },
      { group: 'Suppléments', name: 'Œuf', price_delta: 300, id: choice.egg.id },
      { group: 'Suppléments', name: 'Œuf', price_delta: 300, id: choice.egg.id },
    ];
    expect(quoted.json()).toMatchObject({
      lines: [{ dish_id: fish.id, quantity: 2, price_per_unit: 4_600, options: sold, note: 'bien cuit' }],
      dishes_total: 9_200,
    });
    const res = await s.order(auth, lines);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ dishes_total: 9_200, total_quantite: 2 });
    const detail = await s.orderDetail(auth, res.json().order_id);
    expect(detail.json().show_order_dish).toEqual([
      {
        dish_id: fish.id,
        dish_name: 'Poisson braisé',
        img_plat: '/uploads/ayimolou.jpg',
        quantity: 2,
        price_per_unit: 4_600,
        options: sold,
        note: 'bien cuit',
      },
    ]);
  });

  it('prices a pickup reservation with its choices and reads it back with them', async () => {
    const { koklo, choice } = w;
    const auth = await s.customer();
    const res = await s.reserve(
      auth,
      [{ dish_id: koklo.id, quantity: 1, options: [choice.alloco.id, choice.chili.id], note: 'sans oignon' }],
      '2026-12-09',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total_price: 4_500, total_quantite: 1 });
    const detail = await s.reservationDetail(auth, res.json().id);
    expect(detail.json().dishes).toEqual([
      expect.objectContaining({
        dish_id: koklo.id,
        quantity: 1,
        price_per_unit: 4_500,
        options: [
          { group: 'Accompagnement', name: 'Alloco', price_delta: 500, id: choice.alloco.id },
          { group: 'Suppléments', name: 'Piment à part', price_delta: 0, id: choice.chili.id },
        ],
        note: 'sans oignon',
      }),
    ]);
  });

  it('orders the spec payload without choices with the default and its price; a dish without choices as before', async () => {
    const { fish, plain } = w;
    const auth = await s.customer();
    const res = await s.order(auth, [
      { dish_id: fish.id, quantity: 1 },
      { dish_id: plain.id, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().dishes_total).toBe(3_700 + 2_500);
    const detail = await s.orderDetail(auth, res.json().order_id);
    // Lines come back in no set order.
    const shown = detail.json().show_order_dish;
    expect(shown).toHaveLength(2);
    expect(shown).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          dish_id: fish.id,
          price_per_unit: 3_700,
          options: [{ group: 'Accompagnement', name: 'Attiéké', price_delta: 200, id: w.choice.attieke.id }],
        }),
        {
          dish_id: plain.id,
          dish_name: 'Ayimolou',
          img_plat: '/uploads/ayimolou.jpg',
          quantity: 1,
          price_per_unit: 2_500,
        },
      ]),
    );
  });

  it('refuses missing, too many and unavailable choices with their codes, the dish named, nothing created', async () => {
    const { fish, plain, choice } = w;
    const auth = await s.customer();
    const before = await s.salesCount();
    const cases = [
      { options: [], code: 'OPTION_REQUIRED', message: optionMessages.required('Accompagnement', fish.name) },
      {
        options: [choice.attieke.id, choice.alloco.id],
        code: 'OPTION_COUNT',
        message: optionMessages.count('Accompagnement', 1, 1, fish.name),
      },
      {
        options: [choice.attieke.id, choice.egg.id, choice.egg.id, choice.egg.id, choice.egg.id],
        code: 'OPTION_COUNT',
        message: optionMessages.count('Suppléments', 0, 3, fish.name),
      },
      {
        options: [choice.riz.id],
        code: 'OPTION_UNAVAILABLE',
        message: optionMessages.unavailable('Riz', fish.name),
      },
      {
        options: ['unknown-choice'],
        code: 'OPTION_UNAVAILABLE',
        message: optionMessages.unavailable(null, fish.name),
      },
    ];
    for (const c of cases) {
      const res = await s.order(auth, [{ dish_id: fish.id, quantity: 1, options: c.options }]);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: c.code, message: c.message, errors: { dishes: [c.message] } });
    }
    // A dish without choices sent with one; a reservation is checked the same way.
    const onPlain = await s.order(auth, [{ dish_id: plain.id, quantity: 1, options: [choice.egg.id] }]);
    expect(onPlain.json()).toMatchObject({ code: 'OPTION_UNAVAILABLE' });
    const reserved = await s.reserve(auth, [{ dish_id: fish.id, quantity: 1, options: [] }], '2026-12-09');
    expect(reserved.json()).toMatchObject({ code: 'OPTION_REQUIRED' });
    expect(await s.salesCount()).toBe(before);
  });

  it('keeps the same dish with other choices or another note as lines of their own; the same ones merge', async () => {
    const { fish, choice } = w;
    const auth = await s.customer();
    const res = await s.order(auth, [
      { dish_id: fish.id, quantity: 1, options: [choice.alloco.id], note: 'bien cuit' },
      { dish_id: fish.id, quantity: 1, options: [choice.attieke.id] },
      { dish_id: fish.id, quantity: 2, options: [choice.alloco.id], note: ' bien cuit' },
      // Nothing said: the default, so the same line as the one above that names it.
      { dish_id: fish.id, quantity: 1 },
      { dish_id: fish.id, quantity: 1, options: [choice.attieke.id], note: 'sans oignon' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total_quantite: 6, dishes_total: 3 * 4_000 + 3 * 3_700 });
    const shown = (await s.orderDetail(auth, res.json().order_id)).json().show_order_dish as {
      quantity: number;
      price_per_unit: number;
      note?: string;
      options: { name: string }[];
    }[];
    // In the cart's order, each line where it first appeared: the kitchen and the receipt read them as sent.
    expect(shown.map((l) => [l.quantity, l.price_per_unit, l.options.map((o) => o.name), l.note])).toEqual([
      [3, 4_000, ['Alloco'], 'bien cuit'],
      [2, 3_700, ['Attiéké'], undefined],
      [1, 3_700, ['Attiéké'], 'sans oignon'],
    ]);
  });

  it('the same spec cart sent twice is one order: a line without choices is the one sold with the defaults', async () => {
    const auth = await s.customer();
    const lines = [{ dish_id: w.fish.id, quantity: 1 }];
    const first = await s.order(auth, lines);
    const again = await s.order(auth, lines);
    expect(again.json().order_id).toBe(first.json().order_id);
  });

  it('takes at most 50 of one dish, whatever its lines’ choices, nothing created past it', async () => {
    const { fish, choice } = w;
    const auth = await s.customer();
    const over = await s.order(auth, [
      { dish_id: fish.id, quantity: 30, options: [choice.alloco.id] },
      { dish_id: fish.id, quantity: 21, options: [choice.attieke.id] },
    ]);
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'INVALID_QUANTITY',
      errors: { dishes: [orderMessages.quantity] },
    });
    const most = await s.order(auth, [
      { dish_id: fish.id, quantity: 30, options: [choice.alloco.id] },
      { dish_id: fish.id, quantity: 20, options: [choice.attieke.id] },
    ]);
    expect(most.statusCode, most.body).toBe(201);
    expect(most.json()).toMatchObject({ total_quantite: 50 });
  });

  it('a free dish credit makes free one unit of a line of its dish, its choices included', async () => {
    const { fish, choice } = w;
    const { user, auth } = await createUser(t.db);
    let milestone = 0;
    const credit = async (dishId: string | null, cap: number) => {
      const eventId = newId();
      const at = new Date().toISOString();
      await t.db
        .insertInto('domain_events')
        .values({
          id: eventId,
          type: 'test.credit',
          subject_id: eventId,
          payload: '{}',
          processed_at: at,
          created_at: at,
        })
        .execute();
      const id = newId();
      await t.db
        .insertInto('free_dish_credits')
        .values({
          id,
          beneficiary_id: user.id,
          referral_id: user.id,
          milestone: ++milestone,
          source_event_id: eventId,
          dish_id: dishId,
          cap_amount: cap,
          expires_at: '2099-01-01T00:00:00.000Z',
          used_at: null,
          used_order_id: null,
          revoked_at: null,
          revoke_event_id: null,
          created_at: at,
        })
        .execute();
      return id;
    };
    // 4 000 and 4 300 FCFA a unit: the same dish on two lines.
    const dishes = [
      { dish_id: fish.id, quantity: 1, options: [choice.alloco.id] },
      { dish_id: fish.id, quantity: 1, options: [choice.alloco.id, choice.egg.id] },
    ];
    const quote = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/orders/quote', headers: auth, payload: { dishes, ...body } });
    const named = await quote({ free_dish_credit_id: await credit(fish.id, 10_000) });
    expect(named.json()).toMatchObject({
      dishes_total: 8_300,
      discounts: { free_dish: 4_300 },
      total_price: 4_000,
    });
    const surprise = await quote({ free_dish_credit_id: await credit(null, 4_000), free_dish_id: fish.id });
    expect(surprise.json()).toMatchObject({ discounts: { free_dish: 4_000 }, total_price: 4_300 });
    const overCap = await quote({ free_dish_credit_id: await credit(null, 3_500), free_dish_id: fish.id });
    expect(overCap.json()).toMatchObject({ code: 'FREE_DISH_OVER_CAP' });
  });

  it('staff orders and their quote carry the choices and the note', async () => {
    const { koklo, choice } = w;
    const staff = await s.staff();
    const lines = [
      { dish_id: koklo.id, quantity: 1, options: [choice.attieke.id, choice.egg.id], note: 'piment à part' },
    ];
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/quote',
      headers: staff,
      payload: { dishes: lines, pickup: true },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().lines).toEqual([
      expect.objectContaining({ price_per_unit: 4_500, note: 'piment à part', options: expect.any(Array) }),
    ]);
    const res = await s.staffOrder(staff, lines, '93000071');
    expect(res.statusCode, res.body).toBe(201);
    const item = await t.db
      .selectFrom('order_items')
      .select(['price_per_unit', 'options', 'note'])
      .where('order_id', '=', res.json().order_id)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({ price_per_unit: 4_500, note: 'piment à part' });
    expect(JSON.parse(item.options!)).toEqual([
      expect.objectContaining({
        choice_id: choice.attieke.id,
        group: 'Accompagnement',
        name: 'Attiéké',
        price_delta: 200,
      }),
      expect.objectContaining({
        choice_id: choice.egg.id,
        group: 'Suppléments',
        name: 'Œuf',
        price_delta: 300,
      }),
    ]);
    // The board reads the line as sold.
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${res.json().order_id}`,
      headers: staff,
    });
    expect(board.json().dishes).toEqual([
      expect.objectContaining({
        price_per_unit: 4_500,
        note: 'piment à part',
        options: [
          { group: 'Accompagnement', name: 'Attiéké', price_delta: 200, id: choice.attieke.id },
          { group: 'Suppléments', name: 'Œuf', price_delta: 300, id: choice.egg.id },
        ],
      }),
    ]);
    const bad = await s.staffOrder(
      staff,
      [{ dish_id: koklo.id, quantity: 1, options: [choice.riz.id] }],
      '93000081',
    );
    expect(bad.json()).toMatchObject({ code: 'OPTION_UNAVAILABLE' });
  });
});
