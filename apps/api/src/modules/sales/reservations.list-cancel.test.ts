import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationMessages } from '@lome/shared';
import { dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { addPayment, pickup, poster, startReservationsApp } from '../../test/fixtures/reservations.js';

describe.each(dbKinds)('reservations (%s)', (kind) => {
  let t: TestApp;
  let dish: { id: string; price: number };

  beforeAll(async () => {
    ({ t, dish } = await startReservationsApp(kind));
  });
  afterAll(() => t.close());

  const post = poster(() => t);

  describe('Mes réservations: list and cancel', () => {
    const create = async (auth: Record<string, string>, reservation_date = pickup(3, '12:00:00')) =>
      (await post(auth, { dishes: [{ dish_id: dish.id, quantity: 2 }], reservation_date })).json() as {
        id: string;
        total_price: number;
      };
    const cancel = (auth: Record<string, string>, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/reservations/${id}/cancel`, headers: auth });

    it('lists each reservation with the state of its payment', async () => {
      const { auth, user } = await createUser(t.db);
      const unpaid = await create(auth);
      const paying = await create(auth, pickup(4, '12:00:00'));
      const paid = await create(auth, pickup(5, '12:00:00'));
      await addPayment(t.db, { ...paying, user_id: user.id }, 'pending');
      await addPayment(t.db, { ...paid, user_id: user.id }, 'paid');
      const list = await t.app.inject({ method: 'GET', url: '/api/reservations', headers: auth });
      const byId = new Map((list.json().reservations as { id: string }[]).map((r) => [r.id, r] as const));
      expect(byId.get(unpaid.id)).toMatchObject({
        payment_status: 'unpaid',
        status: 'pending',
        is_paid: false,
      });
      expect(byId.get(paying.id)).toMatchObject({ payment_status: 'pending', status: 'pending' });
      expect(byId.get(paid.id)).toMatchObject({
        payment_status: 'completed',
        status: 'confirmed',
        is_paid: true,
      });
    });

    it('cancels an unpaid reservation once, with no refund; others cannot touch it', async () => {
      const { auth } = await createUser(t.db);
      const { auth: other } = await createUser(t.db);
      const reservation = await create(auth);
      expect((await cancel(other, reservation.id)).statusCode).toBe(404);

      const res = await cancel(auth, reservation.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Réservation annulée avec succès',
        reservation: { id: reservation.id, status: 'cancelled', is_paid: false },
        refund: null,
      });
      const again = await cancel(auth, reservation.id);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({
        code: 'RESERVATION_NOT_CANCELLABLE',
        message: reservationMessages.cannotCancel,
      });
      const refunds = await t.db
        .selectFrom('refunds')
        .selectAll()
        .where('order_id', '=', reservation.id)
        .execute();
      expect(refunds).toEqual([]);
    });

    it('cancels a paid reservation with a pending refund of its total, once', async () => {
      const { auth, user } = await createUser(t.db);
      const reservation = await create(auth);
      const paymentId = await addPayment(t.db, { ...reservation, user_id: user.id }, 'paid');
      const [first, second] = await Promise.all([cancel(auth, reservation.id), cancel(auth, reservation.id)]);
      expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 422]);
      const ok = first!.statusCode === 200 ? first! : second!;
      expect(ok.json()).toMatchObject({
        reservation: { status: 'cancelled', is_paid: true },
        refund: { amount: 8000, status: 'pending' },
      });
      const refunds = await t.db
        .selectFrom('refunds')
        .selectAll()
        .where('order_id', '=', reservation.id)
        .execute();
      expect(refunds).toEqual([
        expect.objectContaining({ payment_id: paymentId, amount: 8000, status: 'pending' }),
      ]);
    });

    it('keeps a paid reservation whose pickup is less than 2 h away', async () => {
      const { auth, user } = await createUser(t.db);
      const reservation = await create(auth);
      await addPayment(t.db, { ...reservation, user_id: user.id }, 'paid');
      // The kitchen is on it: the pickup moved to within the hour (the creation rules no longer apply here).
      await t.db
        .updateTable('orders')
        .set({ scheduled_for: new Date(Date.now() + 3_600_000).toISOString() })
        .where('id', '=', reservation.id)
        .execute();
      const res = await cancel(auth, reservation.id);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(reservationMessages.tooLateToCancel);
      const row = await t.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', reservation.id)
        .executeTakeFirst();
      expect(row?.status).toBe('confirmed');
    });
  });
});
