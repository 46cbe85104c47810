import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminReservationList, OrderDetail, RiderOrder } from '@lome/shared';
import { dbKinds, testClock } from '../../test/helper.js';
import { staffAccounts } from '../../test/office-roles.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { riderSteps, type Roles } from '../../test/fixtures/riders.js';
import { mailSteps } from '../../test/fixtures/notifications.js';
import { fcfa, pdfText } from '../../test/fixtures/invoices.js';
import { chooseOnLine, chosen, insertChoiceGroup, setDishAllergens } from '../../test/fixtures/sold-lines.js';

// A sold line's choices and note (issue 33, decision 0081) read back everywhere its sale shows: the board with
// the line's allergens for the ticket, the rider's page, the customer's detail, the receipt and the invoice.
describe.each(dbKinds)('a sold line with choices and a note, read back (%s)', (kind) => {
  const clock = testClock('2026-12-07T12:00:00.000Z');
  let w: ReferralWorld;
  let roles: Roles;

  beforeAll(async () => {
    w = await referralWorld(kind, {}, { clock });
    roles = await staffAccounts(w.t.db);
  });
  afterAll(async () => w.close());

  const { call, newRider, riderLogin, toDelivery } = riderSteps(
    () => w,
    () => roles,
  );
  const { waitMails } = mailSteps(() => w);

  /** A paid order of 2 Ayimolou with "Riz" and "Sauce arachide (+500)", noted « bien cuit », and 1 Koliko. */
  async function paidOrderWithChoices() {
    const side = await insertChoiceGroup(w.t.db, 'Accompagnement', [{ name: 'Riz', price_delta: 0 }]);
    const sauce = await insertChoiceGroup(w.t.db, 'Sauce', [
      { name: 'Sauce arachide', price_delta: 500, allergens: ['peanuts'] },
    ]);
    await setDishAllergens(w.t.db, w.dish.id, ['gluten']);
    const { account } = await w.register('particular', { firstname: 'Afi' });
    const order = await w.order(account, [
      { dish_id: w.dish.id, quantity: 2 },
      { dish_id: w.cheap.id, quantity: 1 },
    ]);
    const priced = await chooseOnLine(
      w.t.db,
      order.id,
      w.dish.id,
      [chosen(side, side.choices[0]!), chosen(sauce, sauce.choices[0]!)],
      'bien cuit',
    );
    await w.pay(account, order.id);
    await w.t.app.outbox.drain();
    return { account, order, ...priced };
  }

  it('the board, the rider, the customer, the receipt and the invoice show the choices and the note', async () => {
    const { account, order, unitPrice, total } = await paidOrderWithChoices();
    expect(unitPrice).toBe(2_599 + 500);

    // The board's card and the kitchen ticket: the line's choices, note and allergens (dish's and choice's).
    const one = await call('GET', `/api/admin/orders/${order.id}`, roles.staff);
    expect(one.statusCode, one.body).toBe(200);
    const board = one.json<AdminOrder>();
    expect(board.total_price).toBe(total);
    const lineOf = <T extends { dish_id: string }>(lines: T[], dishId: string) =>
      lines.find((l) => l.dish_id === dishId)!;
    expect(board.dishes).toHaveLength(2);
    expect(lineOf(board.dishes, w.dish.id)).toEqual(
      expect.objectContaining({
        quantity: 2,
        price_per_unit: 3_099,
        options: [
          expect.objectContaining({ group: 'Accompagnement', name: 'Riz', price_delta: 0 }),
          expect.objectContaining({ group: 'Sauce', name: 'Sauce arachide', price_delta: 500 }),
        ],
        note: 'bien cuit',
        allergens: ['gluten', 'peanuts'],
      }),
    );
    // A line without choices, note or allergens says nothing of them.
    const plain = lineOf(board.dishes, w.cheap.id);
    expect(plain).toMatchObject({ quantity: 1, price_per_unit: 1_500 });
    expect(plain).not.toHaveProperty('options');
    expect(plain).not.toHaveProperty('note');
    expect(plain).not.toHaveProperty('allergens');

    // The customer's own detail.
    const detail = (await call('GET', `/api/orders-detail/${order.id}`, account.auth)).json<OrderDetail>();
    const mineDetail = lineOf(detail.show_order_dish, w.dish.id);
    expect(mineDetail).toMatchObject({ note: 'bien cuit', price_per_unit: 3_099 });
    expect(mineDetail.options?.map((o) => o.name)).toEqual(['Riz', 'Sauce arachide']);

    // The rider's page.
    const rider = await newRider('Komi');
    const auth = await riderLogin(rider);
    const accepted = await call('POST', `/api/admin/orders/${order.id}/status`, roles.staff, {
      status: 'preparation',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await toDelivery(order.id, rider.id)).statusCode).toBe(200);
    const mine = (await call('GET', '/api/rider/orders', auth)).json<{ orders: RiderOrder[] }>().orders;
    const line = lineOf(mine.find((o) => o.order_id === order.id)!.dishes, w.dish.id);
    expect(line).toMatchObject({ note: 'bien cuit' });
    expect(line.options?.map((o) => o.name)).toEqual(['Riz', 'Sauce arachide']);

    // The receipt, in text and HTML: the line at its price, its choices with their changes, its note.
    const [receipt] = await waitMails(account.email, 1);
    expect(receipt!.subject).toBe(`Reçu de votre commande ${order.code_commande} – Chez Mama Lomé`);
    const text = receipt!.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(
      `2 × Ayimolou : ${fcfa(6_198)}\n   Riz, Sauce arachide (+500 FCFA)\n   Note : « bien cuit »`,
    );
    expect(text).toContain('Riz, Sauce arachide (+500 FCFA)</span>');
    expect(text).toContain('Note : « bien cuit »</span>');

    // The invoice: the line at its exact amount, its choices and note under it; the total unchanged.
    const pdf = await call('GET', `/api/orders/${order.id}/invoice.pdf`, account.auth);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const shown = pdfText(pdf.rawPayload);
    expect(shown).toContain(`2 × Ayimolou à ${fcfa(3_099)}`);
    expect(shown).toContain(fcfa(6_198));
    expect(shown).toContain('Riz, Sauce arachide (+500 FCFA)');
    expect(shown).toContain('Note : « bien cuit »');
    expect(shown).toContain(fcfa(total));
  });

  it("staff's reservations carry each line's choices, note and allergens, for their ticket", async () => {
    const chili = await insertChoiceGroup(w.t.db, 'Piment', [
      { name: 'Piment à part', price_delta: 0, allergens: ['mustard'] },
    ]);
    const { account } = await w.register('particular');
    const created = await w.inject('POST', '/api/reservations', account.auth, {
      dishes: [{ dish_id: w.dear.id, quantity: 1 }],
      reservation_date: '2026-12-10 12:30:00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const reservation = created.json<{ id: string }>();
    await chooseOnLine(w.t.db, reservation.id, w.dear.id, [chosen(chili, chili.choices[0]!)], 'sans oignon');
    const res = await call('GET', '/api/admin/reservations?from=2026-12-10&days=1', roles.staff);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<AdminReservationList>().reservations.find((r) => r.id === reservation.id)!;
    expect(mine.dishes).toEqual([
      expect.objectContaining({
        dish_name: 'Poisson braisé',
        options: [expect.objectContaining({ group: 'Piment', name: 'Piment à part', price_delta: 0 })],
        note: 'sans oignon',
        allergens: ['mustard'],
      }),
    ]);
  });
});
