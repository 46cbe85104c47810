import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '@lome/shared';
import { dbKinds, testClock } from '../../test/helper.js';
import { staffAccounts, type Auth } from '../../test/office-roles.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { chooseOnLine, chosen, insertChoiceGroup } from '../../test/fixtures/sold-lines.js';

// The owner's figures of a menu with choices (issue 33): the dishes as before, the choices most taken with what
// their price changes brought, and the orders CSV naming each line's choices and note.
describe.each(dbKinds)('reports of sold choices (%s)', (kind) => {
  const clock = testClock('2026-12-07T12:00:00.000Z');
  let w: ReferralWorld;
  let admin: Auth;
  let codes: string[];

  /** The range of Lomé days (UTC) the sales' `column` falls in: the days they were made or paid. */
  async function rangeOf(column: 'created_at' | 'paid_at') {
    const days = (await w.t.db.selectFrom('orders').select(column).execute()).map((r) =>
      r[column]!.slice(0, 10),
    );
    return `from=${days.sort()[0]}&to=${days.at(-1)}`;
  }

  beforeAll(async () => {
    w = await referralWorld(kind, {}, { clock });
    admin = (await staffAccounts(w.t.db)).admin;
    const size = await insertChoiceGroup(w.t.db, 'Taille', [
      { name: 'Grand', price_delta: 1_000 },
      { name: 'Petit', price_delta: -500 },
    ]);
    const chili = await insertChoiceGroup(w.t.db, 'Piment', [{ name: 'Piment à part', price_delta: 0 }]);
    const [grand, petit] = size.choices as [(typeof size.choices)[0], (typeof size.choices)[0]];
    const { account } = await w.register('particular');
    // Sale 1: 2 Ayimolou "Grand, Piment à part" noted « bien cuit », 1 Koliko "Petit".
    const first = await w.order(account, [
      { dish_id: w.dish.id, quantity: 2 },
      { dish_id: w.cheap.id, quantity: 1 },
    ]);
    await chooseOnLine(
      w.t.db,
      first.id,
      w.dish.id,
      [chosen(size, grand), chosen(chili, chili.choices[0]!)],
      'bien cuit',
    );
    await chooseOnLine(w.t.db, first.id, w.cheap.id, [chosen(size, petit)], null);
    await w.pay(account, first.id);
    // Sale 2: 3 Koliko "Grand".
    const second = await w.order(account, [{ dish_id: w.cheap.id, quantity: 3 }]);
    await chooseOnLine(w.t.db, second.id, w.cheap.id, [chosen(size, grand)], null);
    await w.pay(account, second.id);
    // Paid then cancelled: not counted, like its dishes.
    const cancelled = await w.order(account, [{ dish_id: w.cheap.id, quantity: 4 }]);
    await chooseOnLine(w.t.db, cancelled.id, w.cheap.id, [chosen(size, petit)], null);
    await w.pay(account, cancelled.id);
    await w.t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', cancelled.id).execute();
    codes = [first.code_commande, second.code_commande];
  });
  afterAll(async () => w.close());

  it('lists the choices most taken, by dishes that took them, with the revenue of their price changes', async () => {
    const res = await w.t.app.inject({
      url: `/api/admin/reports?${await rangeOf('paid_at')}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<AdminReport>();
    expect(report.top_choices).toEqual([
      { group: 'Taille', name: 'Grand', count: 5, revenue: 5_000 },
      { group: 'Piment', name: 'Piment à part', count: 2, revenue: 0 },
      { group: 'Taille', name: 'Petit', count: 1, revenue: -500 },
    ]);
    // The dishes as before, at the prices sold (their choices' changes included).
    expect(report.top_dishes.by_quantity).toEqual([
      expect.objectContaining({ name: 'Koliko', quantity: 4, revenue: 1_000 + 3 * 2_500 }),
      expect.objectContaining({ name: 'Ayimolou', quantity: 2, revenue: 2 * 3_599 }),
    ]);
  });

  it('the orders CSV names each line with its choices and note', async () => {
    const res = await w.t.app.inject({
      url: `/api/admin/reports/orders.csv?${await rangeOf('created_at')}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]!.split(';').at(-1)).toBe('Plats');
    const dishesOf = (code: string) =>
      lines
        .find((l) => l.startsWith(`${code};`))!
        .split(';')
        .at(-1);
    expect(dishesOf(codes[0]!)?.split(' | ').sort()).toEqual([
      '1 × Koliko (Petit)',
      '2 × Ayimolou (Grand, Piment à part · note : «\u00a0bien cuit\u00a0»)',
    ]);
    expect(dishesOf(codes[1]!)).toBe('3 × Koliko (Grand)');
  });
});
