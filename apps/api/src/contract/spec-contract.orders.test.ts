import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@lome/shared';
import { dbKinds, type TestApp } from '../test/helper.js';
import { createUser } from '../test/factories.js';
import { eventually } from '../test/paygate-testing.js';
import { startContractApp, type ContractApp } from '../test/spec-contract-app.js';
import { signUp, specClient, specOrder } from './spec-client.js';

/**
 * P12.1 as a client written from the spec alone would call it: paths under /api, the payloads exactly as
 * P12.3 and P12.1 list them, and only the answer fields the spec says the client reads.
 */

/** 'YYYY-MM-DD HH:mm:ss' tomorrow at noon, Lomé time (UTC), as the cart's date and time pickers send it. */
function tomorrowNoon(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.toISOString().slice(0, 10)} 12:00:00`;
}

describe.each(dbKinds)('spec §7 contract (%s)', (kind) => {
  let sim: ContractApp['sim'];
  let t: TestApp;
  let dish: ContractApp['dish'];

  beforeAll(async () => {
    ({ sim, t, dish } = await startContractApp(kind));
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  describe('ordering and paying', () => {
    it('journey: register -> login -> the §3 order payload -> pay with amount 150 -> PayGate settles -> paid', async () => {
      const { client } = await signUp(t.app, { phone: '+22897112233' });

      const created = await client.post('/orders', specOrder(dish.id));
      expect(created.statusCode).toBe(201);
      const orderId: string = created.json().order_id;
      expect(orderId).toEqual(expect.any(String));

      const pay = await client.post('/payment', {
        phone_number: '97112233',
        amount: 150,
        network: 'FLOOZ',
        order_id: orderId,
        description: `Paiement commande ${orderId}`,
      });
      expect(pay.statusCode).toBe(200);
      const started = pay.json();
      expect(['pending', 'success']).toContain(started.status);
      expect(started.tx_reference).toEqual(expect.any(String));
      expect(started.message).toEqual(expect.any(String));
      // The amount asked of the phone is the server's total (P1.2), not the spec's fixed 150.
      const attempt = await t.db
        .selectFrom('payments')
        .select('amount')
        .where('tx_reference', '=', started.tx_reference)
        .executeTakeFirstOrThrow();
      expect(attempt.amount).toBe(2 * 2500);

      // The checkout's wait: the status is polled until payment_status is completed or is_paid (P6.2).
      const status = await eventually(async () => {
        const body = (await client.get(`/orders/${orderId}/status`)).json();
        return body.is_paid ? body : undefined;
      });
      expect(status).toMatchObject({
        payment_status: 'completed',
        is_paid: true,
        transaction: { transaction_id: started.tx_reference },
      });

      const list = await client.get('/orders-list');
      expect(list.statusCode).toBe(200);
      const listed = list.json().orders.find((o: { order_id: string }) => o.order_id === orderId);
      expect(listed).toMatchObject({
        id: orderId,
        order_id: orderId,
        code_commande: expect.any(String),
        created_at: expect.any(String),
        is_paid: true,
        paid_at: expect.any(String),
        status: 'confirmed',
        total_price: 5000,
        total_quantite: 2,
        is_delivery: true,
        delivery_price: 0,
        discount_amount: 0,
      });

      const detail = await client.get(`/orders-detail/${orderId}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().show_order_dish).toEqual([
        {
          dish_id: dish.id,
          dish_name: 'Ayimolou',
          img_plat: expect.any(String),
          quantity: 2,
          price_per_unit: 2500,
        },
      ]);
    });

    it('the §3 order payload takes the account phone as delivery contact; the web checkout may still send one', async () => {
      const { client } = await signUp(t.app, { phone: '+22890112233' });
      const spec = await client.post('/orders', specOrder(dish.id));
      expect(spec.statusCode).toBe(201);
      expect(spec.json().phone).toBe('90112233');

      const web = await client.post('/orders', { ...specOrder(dish.id), phone: '+228 96 55 44 33' });
      expect(web.statusCode).toBe(201);
      expect(web.json().phone).toBe('96554433');
    });

    it('asks for the phone (French 422 on phone) only when the account has none', async () => {
      const { token } = await createUser(t.db, { phone: null });
      const client = specClient(t.app, { token });
      const res = await client.post('/orders', specOrder(dish.id));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.phone).toEqual([orderMessages.phone]);
      const withPhone = await client.post('/orders', { ...specOrder(dish.id), phone: '90112233' });
      expect(withPhone.statusCode).toBe(201);
    });

    it('a foreign number the account registered with is the delivery contact, as registered', async () => {
      for (const phone of ['+33612345678', '9011223344']) {
        const { client } = await signUp(t.app, { phone });
        const res = await client.post('/orders', specOrder(dish.id));
        expect(res.statusCode).toBe(201);
        expect(res.json().phone).toBe(phone);
      }
    });

    it('cancels an order with POST /orders/{id}/cancel sent with no body', async () => {
      const { client } = await signUp(t.app);
      const orderId = (await client.post('/orders', specOrder(dish.id))).json().order_id;
      const cancelled = await client.post(`/orders/${orderId}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().message).toBe('Commande annulée avec succès');
      const status = (await client.get(`/orders/${orderId}/status`)).json();
      expect(status).toMatchObject({ is_paid: false, payment_status: 'unpaid', transaction: null });
    });

    it('reserves with reservation_date "YYYY-MM-DD HH:mm:ss" and pays the reservation with the spec payload', async () => {
      const { client } = await signUp(t.app);
      const created = await client.post('/reservations', {
        dishes: [{ dish_id: dish.id, quantity: 3 }],
        reservation_date: tomorrowNoon(),
        pickup_location: 'restaurant',
        notes: 'Sans piment',
      });
      expect(created.statusCode).toBe(201);
      const reservationId: string = created.json().reservation_id;
      expect(reservationId).toEqual(expect.any(String));

      const pay = await client.post('/payment', {
        phone_number: '90112233',
        amount: 150,
        network: 'TMONEY',
        reservation_id: reservationId,
        description: `Paiement réservation ${reservationId}`,
      });
      expect(pay.statusCode).toBe(200);
      expect(pay.json()).toMatchObject({ status: expect.any(String), tx_reference: expect.any(String) });
      const attempt = await t.db
        .selectFrom('payments')
        .select('amount')
        .where('tx_reference', '=', pay.json().tx_reference)
        .executeTakeFirstOrThrow();
      expect(attempt.amount).toBe(3 * 2500);
    });
  });
});
