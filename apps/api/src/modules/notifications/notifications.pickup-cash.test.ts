import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MAX_SETTING_KEY, formatFcfa } from '@lome/shared';
import { dbKinds, testClock } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { mailSteps } from '../../test/fixtures/notifications.js';
import { nearAddress } from '../../test/paygate-testing.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';

// Monday 7 December 2026, 12:00 in Lomé: open for lunch.
const clock = testClock('2026-12-07T12:00:00Z');

describe.each(dbKinds)('e-mails of pickups and cash sales (%s)', (kind) => {
  let w: ReferralWorld;
  let staff: { authorization: string };
  const { customerMails, waitMails } = mailSteps(() => w);
  const move = (id: string, status: string) =>
    w.inject('POST', `/api/admin/orders/${id}/status`, staff, { status });

  beforeAll(async () => {
    w = await referralWorld(kind, {}, { clock });
    staff = (await createUser(w.t.db, { role: 'staff' })).auth;
    await w.t.db.insertInto('settings').values({ key: CASH_MAX_SETTING_KEY, value: '50000' }).execute();
  });
  afterAll(async () => w.close());

  it('a counter pickup reads as a pickup: its receipt promises a pickup, then it is "prête à retirer", never delivered', async () => {
    const email = `comptoir-${kind}@example.tg`;
    const entered = await w.inject('POST', '/api/admin/orders', staff, {
      customer: { phone: '93555561', firstname: 'Yawa', email },
      dishes: [{ dish_id: w.dish.id, quantity: 1 }],
      source: 'counter',
      pickup_at: '2026-12-07T12:45:00Z',
      payment: { method: 'FLOOZ' },
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const { order_id: id, code_commande: code } = entered.json<{ order_id: string; code_commande: string }>();
    const payment = await w.t.db
      .selectFrom('payments')
      .select('tx_reference')
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    await w.inject('POST', '/api/paygate/callback', {}, { tx_reference: payment.tx_reference! });

    const [receipt] = await waitMails(email, 1);
    expect(receipt!.text).toMatch(/Retrait au restaurant programmé .* 12h45\./);
    expect(receipt!.text).not.toMatch(/Livraison|livr/);

    for (const status of ['preparation', 'in_delivery'])
      expect((await move(id, status)).statusCode).toBe(200);
    const mails = await waitMails(email, 2);
    expect(mails[1]!.subject).toMatch(new RegExp(`^Votre commande ${code} est prête à retirer – `));
    expect(mails[1]!.text).toContain('elle vous attend au restaurant');
    expect(mails[1]!.text).not.toMatch(/livraison|livreur/i);
  });

  it('a cash order is confirmed by e-mail when placed; its receipt, once delivered, promises no delivery to come', async () => {
    const { account } = await w.register('particular', { firstname: 'Kossi' });
    const res = await w.inject('POST', '/api/orders', account.auth, {
      ...nearAddress,
      dishes: [{ dish_id: w.dear.id, quantity: 1 }],
      payment_method: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ id: string; code_commande: string; total_price: number }>();

    const [placed] = await waitMails(account.email, 1);
    expect(placed!.subject).toBe(`Commande ${order.code_commande} enregistrée – Chez Mama Lomé`);
    expect(placed!.text).toContain(`À payer en espèces à la livraison : ${formatFcfa(order.total_price)}`);
    expect(placed!.text).toMatch(/Livraison prévue aujourd'hui/);

    for (const status of ['preparation', 'in_delivery', 'delivered'])
      expect((await move(order.id, status)).statusCode).toBe(200);
    const collected = await w.inject('POST', `/api/admin/orders/${order.id}/cash`, staff, {
      amount: order.total_price,
    });
    expect(collected.statusCode, collected.body).toBe(200);
    const mails = await waitMails(account.email, 3);
    const receipt = mails.find((m) => m.subject.startsWith('Reçu'))!;
    expect(receipt.text).toContain('Votre commande vous a été livrée.');
    expect(receipt.text).not.toMatch(/Livraison (prévue|programmée)/);
    // Placed, out for delivery, paid: one each, replays send nothing more.
    await w.t.app.outbox.drain();
    await new Promise((r) => setTimeout(r, 100));
    expect((await customerMails(account.email)).map((m) => m.subject.split(' ')[0])).toEqual([
      'Commande',
      'Votre',
      'Reçu',
    ]);
  });

  it('a reservation to pay in cash at pickup is confirmed by e-mail when made', async () => {
    const { account } = await w.register('particular', { firstname: 'Abla' });
    const res = await w.inject('POST', '/api/reservations', account.auth, {
      dishes: [{ dish_id: w.cheap.id, quantity: 2 }],
      reservation_date: '2026-12-08 12:30',
      pickup_location: 'drive',
      payment_method: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    const reservation = res.json<{ code: string; total_price: number }>();
    const [placed] = await waitMails(account.email, 1);
    expect(placed!.subject).toBe(`Réservation ${reservation.code} enregistrée – Chez Mama Lomé`);
    expect(placed!.text).toContain('Retrait au drive le 08/12/2026 à 12h30.');
    expect(placed!.text).toContain(`À payer en espèces au retrait : ${formatFcfa(reservation.total_price)}`);
  });
});
