import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, paymentMessages, textMessages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish, nearAddress } from '../../test/paygate-testing.js';

// Zod's own wording: English, and written for developers.
const english = /expected|received|Too (big|small)|Invalid|Required|must|characters/;
const long = (n: number) => 'a'.repeat(n);
const longId = long(65);

type Answer = { statusCode: number; json: () => { message: string; errors?: Record<string, string[]> } };

/** Checks a 422 whose every message is French, and returns its errors map. */
function frenchErrors(res: Answer): Record<string, string[]> {
  expect(res.statusCode).toBe(422);
  const { message, errors = {} } = res.json();
  for (const text of [message, ...Object.values(errors).flat()]) expect(text).not.toMatch(english);
  return errors;
}

describe.each(dbKinds)('validation messages are French (%s)', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let staff: Record<string, string>;
  let dishId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = (await createUser(t.db)).auth;
    staff = (await createUser(t.db, { role: 'staff' })).auth;
    dishId = (await insertDish(t.db)).id;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = auth) =>
    t.app.inject({ method, url, headers, payload: payload as object });
  const order = (patch: object) =>
    send('POST', '/api/orders', { ...nearAddress, dishes: [{ dish_id: dishId, quantity: 1 }], ...patch });
  const reservation = (patch: object) =>
    send('POST', '/api/reservations', {
      dishes: [{ dish_id: dishId, quantity: 1 }],
      reservation_date: '2099-01-01 12:00:00',
      ...patch,
    });
  const payment = (patch: object) =>
    send('POST', '/api/payment', { phone_number: '90112233', order_id: 'x', ...patch });

  describe('POST /api/orders', () => {
    it('tells a too-long address from a missing one', async () => {
      expect(frenchErrors(await order({ description_address: long(501) }))).toEqual({
        description_address: ['Adresse trop longue (500 caractères maximum).'],
      });
      expect(frenchErrors(await order({ description_address: '  ' }))).toEqual({
        description_address: [orderMessages.address],
      });
    });

    it.each([
      [
        'an empty dish id',
        { dishes: [{ dish_id: '', quantity: 1 }] },
        'dishes.0.dish_id',
        orderMessages.dish,
      ],
      [
        'a too-long dish id',
        { dishes: [{ dish_id: longId, quantity: 1 }] },
        'dishes.0.dish_id',
        orderMessages.dish,
      ],
      ['a line that is not a dish', { dishes: ['ayimolou'] }, 'dishes.0', orderMessages.dish],
      [
        'too many lines',
        { dishes: Array.from({ length: 101 }, () => ({ dish_id: dishId, quantity: 1 })) },
        'dishes',
        orderMessages.tooManyLines,
      ],
      ['no dishes', { dishes: [] }, 'dishes', orderMessages.noDishes],
      ['an unknown address type', { title: 'Plage' }, 'title', orderMessages.addressTitle],
      ['a position that is not a number', { latitude: 'ici' }, 'latitude', orderMessages.position],
      ['an empty phone', { phone: '' }, 'phone', orderMessages.phone],
      ['a phone that is not text', { phone: 90112233 }, 'phone', orderMessages.phone],
    ])('answers %s in French', async (_, patch, field, text) => {
      expect(frenchErrors(await order(patch))[field]).toEqual([text]);
    });

    it('answers a body that is not a form in French', async () => {
      frenchErrors(await send('POST', '/api/orders', ['ayimolou']));
    });
  });

  describe('POST /api/reservations', () => {
    it.each([
      ['too-long notes', { notes: long(1001) }, 'notes', orderMessages.notesTooLong],
      ['notes that are not text', { notes: 12 }, 'notes', undefined],
      [
        'a too-long contact name',
        { contact_name: long(121) },
        'contact_name',
        orderMessages.contactNameTooLong,
      ],
      ['a bad contact e-mail', { contact_email: 'koffi@' }, 'contact_email', orderMessages.contactEmail],
      [
        'a contact e-mail that is not text',
        { contact_email: 5 },
        'contact_email',
        orderMessages.contactEmail,
      ],
      ['a contact phone that is not text', { contact_phone: 5 }, 'contact_phone', orderMessages.phoneInvalid],
      [
        'an unknown pickup place',
        { pickup_location: 'plage' },
        'pickup_location',
        orderMessages.pickupLocation,
      ],
      ['an unknown entry point', { source: 'telephone' }, 'source', orderMessages.reservationSource],
      ['an empty date', { reservation_date: '' }, 'reservation_date', orderMessages.reservationDate],
      [
        'a too-long dish id',
        { dishes: [{ dish_id: longId, quantity: 1 }] },
        'dishes.0.dish_id',
        orderMessages.dish,
      ],
      [
        'too many lines',
        { dishes: Array.from({ length: 101 }, () => ({ dish_id: dishId, quantity: 1 })) },
        'dishes',
        orderMessages.tooManyReservationLines,
      ],
    ])('answers %s in French', async (_, patch, field, text) => {
      const errors = frenchErrors(await reservation(patch));
      expect(errors).toHaveProperty([field]);
      if (text) expect(errors[field]).toEqual([text]);
    });
  });

  describe('POST /api/payment', () => {
    it.each([
      ['an empty order id', { order_id: '' }, 'order_id', paymentMessages.target],
      ['a too-long order id', { order_id: longId }, 'order_id', orderMessages.orderRef],
      [
        'a too-long reservation id',
        { order_id: undefined, reservation_id: longId },
        'reservation_id',
        orderMessages.reservationRef,
      ],
      ['an order id that is not text', { order_id: 12 }, 'order_id', orderMessages.orderRef],
      [
        'a too-long description',
        { description: long(201) },
        'description',
        paymentMessages.descriptionTooLong,
      ],
      ['an unknown network', { network: 'MTN' }, 'network', paymentMessages.network],
      ['an empty phone', { phone_number: '' }, 'phone_number', orderMessages.phone],
      ['a too-long phone', { phone_number: '9'.repeat(40) }, 'phone_number', textMessages.phoneTooLong],
    ])('answers %s in French', async (_, patch, field, text) => {
      expect(frenchErrors(await payment(patch))[field]).toEqual([text]);
    });

    it('answers a callback with a too-long reference in French', async () => {
      const res = await send('POST', '/api/paygate/callback', { identifier: long(201) }, {});
      expect(frenchErrors(res).identifier).toEqual([paymentMessages.paymentRef]);
    });
  });

  describe('ids in paths', () => {
    it.each([
      ['GET', `/api/orders-detail/${longId}`, orderMessages.orderRef],
      ['POST', `/api/orders/${longId}/cancel`, orderMessages.orderRef],
      ['GET', `/api/orders/${longId}/status`, orderMessages.orderRef],
      ['GET', `/api/reservations/${longId}`, orderMessages.reservationRef],
      ['GET', `/api/payments/${longId}`, paymentMessages.paymentRef],
    ] as const)('%s %s answers a too-long id in French', async (method, url, text) => {
      expect(frenchErrors(await send(method, url)).id).toEqual([text]);
    });

    it('answers staff with a too-long id or an unknown status in French', async () => {
      const move = (id: string, status: string) =>
        send('POST', `/api/admin/orders/${id}/status`, { status }, staff);
      expect(frenchErrors(await move(longId, 'confirmed')).id).toEqual([orderMessages.orderRef]);
      expect(frenchErrors(await move('x', 'eaten')).status).toEqual([orderMessages.unknownStatus]);
      const board = await send('GET', '/api/admin/orders?status=eaten', undefined, staff);
      expect(frenchErrors(board).status).toEqual([orderMessages.unknownStatus]);
    });
  });
});
