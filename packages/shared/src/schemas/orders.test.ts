import { describe, expect, it } from 'vitest';
import { orderCreateSchema, orderMessages } from './orders.js';
import { reservationCreateSchema } from './reservations.js';
import { parseReservationDate } from '../reservation-rules.js';

const validOrder = {
  dishes: [{ dish_id: 'd1', quantity: 2 }],
  description_address: 'Bè Kpota, rue 12',
  latitude: 6.14,
  longitude: 1.23,
  phone: '+228 90 11 22 33',
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('orderCreateSchema', () => {
  it('defaults the title, normalises the phone and drops browser prices', () => {
    const parsed = orderCreateSchema.parse({ ...validOrder, delivery_price: 150, distance: 1, amount: 150 });
    expect(parsed).toEqual({ ...validOrder, title: 'Domicile', phone: '90112233' });
  });

  it('takes an order without a phone, as spec §3 sends it: the server uses the account phone (decision 0012)', () => {
    const { phone: _phone, ...withoutPhone } = validOrder;
    expect(orderCreateSchema.parse(withoutPhone).phone).toBeUndefined();
  });

  it('reads coordinates sent as text', () => {
    expect(orderCreateSchema.parse({ ...validOrder, latitude: '6.15', longitude: '1.2' })).toMatchObject({
      latitude: 6.15,
      longitude: 1.2,
    });
  });

  it.each([
    [{ dishes: [] }, orderMessages.noDishes],
    [{ dishes: undefined }, orderMessages.noDishes],
    [{ description_address: '  ' }, orderMessages.address],
    [{ description_address: undefined }, orderMessages.address],
    [{ phone: '' }, orderMessages.phone],
    [{ phone: '1234' }, orderMessages.phoneInvalid],
    [{ dishes: [{ dish_id: 'd1', quantity: 0 }] }, orderMessages.quantity],
    [{ dishes: [{ dish_id: 'd1', quantity: 51 }] }, orderMessages.quantity],
    [{ dishes: [{ dish_id: 'd1', quantity: 1.5 }] }, orderMessages.quantity],
    [{ title: 'Plage' }, orderMessages.addressTitle],
    [{ latitude: undefined }, orderMessages.position],
    [{ longitude: 200 }, orderMessages.position],
  ])('refuses %o with its French message', (patch, message) => {
    expect(messagesOf(orderCreateSchema.safeParse({ ...validOrder, ...patch }))).toContain(message);
  });
});

describe('reservation dates (Lomé = UTC)', () => {
  it('parses with or without seconds and refuses impossible dates', () => {
    expect(parseReservationDate('2025-03-11 12:00:00')?.toISOString()).toBe('2025-03-11T12:00:00.000Z');
    expect(parseReservationDate('2025-03-11 12:00')?.toISOString()).toBe('2025-03-11T12:00:00.000Z');
    expect(parseReservationDate('2025-02-30 12:00:00')).toBeUndefined();
    expect(parseReservationDate('2025-03-11T12:00:00')).toBeUndefined();
    expect(parseReservationDate('2025-03-11 25:00:00')).toBeUndefined();
  });
});

describe('reservationCreateSchema', () => {
  const valid = { dishes: [{ dish_id: 'd1', quantity: 1 }], reservation_date: '2025-03-11 12:00:00' };

  it('defaults to a cart reservation picked up at the restaurant', () => {
    expect(reservationCreateSchema.parse(valid)).toMatchObject({
      source: 'cart',
      pickup_location: 'restaurant',
    });
  });

  it.each([
    [{ dishes: [] }, orderMessages.noReservationDishes],
    [{ reservation_date: '' }, orderMessages.reservationDate],
    [{ reservation_date: undefined }, orderMessages.reservationDate],
    [{ source: 'preorder' }, orderMessages.contactName],
    [{ source: 'preorder', contact_name: 'Ama' }, orderMessages.phone],
    [{ contact_phone: '12' }, orderMessages.phoneInvalid],
  ])('refuses %o with its French message', (patch, message) => {
    expect(messagesOf(reservationCreateSchema.safeParse({ ...valid, ...patch }))).toContain(message);
  });

  it('accepts a pre-order with its contact', () => {
    const parsed = reservationCreateSchema.parse({
      ...valid,
      source: 'preorder',
      pickup_location: 'drive',
      contact_name: 'Ama Koffi',
      contact_phone: '96 11 22 33',
      contact_email: 'ama@example.tg',
    });
    expect(parsed).toMatchObject({ source: 'preorder', pickup_location: 'drive', contact_name: 'Ama Koffi' });
  });
});
