import { describe, expect, it } from 'vitest';
import { orderMessages, type Dish } from '@lome/shared';
import {
  lomeDay,
  noticeDishNames,
  pickupError,
  pickupWindow,
  preorderErrors,
  preorderPayload,
  type PreorderForm,
} from './pickup';

const now = new Date('2026-03-10T12:00:00Z');

describe('pickupWindow', () => {
  it.each([
    ['cart', '2026-03-10', '2026-04-09'],
    ['preorder', '2026-03-11', '2026-03-17'],
  ] as const)('%s offers %s to %s', (source, min, max) => {
    expect(pickupWindow(source, now)).toEqual({ min, max });
  });

  it('follows the Lomé calendar (UTC), not the clock of a phone set elsewhere', () => {
    expect(lomeDay(new Date('2026-03-10T23:59:00Z'))).toBe('2026-03-10');
    expect(lomeDay(new Date('2026-12-31T10:00:00Z'), 1)).toBe('2027-01-01');
  });
});

describe('pickupError', () => {
  it.each([
    ['cart', '', '12:00', orderMessages.reservationDate],
    ['cart', '2026-03-12', '', orderMessages.reservationDate],
    ['cart', '2026-03-12', '09:59', orderMessages.reservationHours],
    ['cart', '2026-03-12', '10:00', null],
    ['cart', '2026-03-12', '22:00', null],
    ['cart', '2026-03-12', '22:01', orderMessages.reservationHours],
    ['cart', '2026-03-10', '18:00', null],
    ['cart', '2026-03-10', '11:00', orderMessages.reservationPast],
    ['cart', '2026-04-09', '12:00', null],
    ['cart', '2026-04-10', '12:00', orderMessages.reservationCartWindow],
    ['cart', '2026-03-09', '12:00', orderMessages.reservationCartWindow],
    ['preorder', '2026-03-10', '18:00', orderMessages.reservationPreorderWindow],
    ['preorder', '2026-03-11', '10:00', null],
    ['preorder', '2026-03-17', '21:30', null],
    ['preorder', '2026-03-18', '12:00', orderMessages.reservationPreorderWindow],
  ] as const)('%s %s %s -> %s', (source, date, time, expected) => {
    expect(pickupError(source, date, time, now)).toBe(expected);
  });
});

describe('24 h notice in the forms', () => {
  const dish = (id: string, name: string, notice: boolean): Dish => ({
    dish_id: id,
    dish_name: name,
    dish_description: '',
    dish_price: 5000,
    bg_image: '',
    specialite_id: null,
    type_name: 'Plat',
    featured: false,
    available: true,
    preparation_time: null,
    requires_advance_notice: notice,
  });
  const menu = [
    dish('t', 'Thieboudienne', true),
    dish('a', 'Ayimolou', false),
    dish('k', 'Koklo méme', true),
  ];

  it('names the basket dishes the menu marks for notice, none before the menu is loaded', () => {
    expect(noticeDishNames([{ id: 'a' }, { id: 't' }], menu)).toEqual(['Thieboudienne']);
    expect(noticeDishNames([{ id: 't' }], undefined)).toEqual([]);
  });

  it('refuses such a dish less than 24 h ahead, as the server does', () => {
    // Today 14:00 is two hours after `now`: what the issue saw accepted.
    expect(pickupError('cart', '2026-03-10', '14:00', now, ['Thieboudienne'])).toBe(
      "Thieboudienne se réserve 24 h à l'avance : retrait possible à partir du 11 mars à 12:00.",
    );
    expect(pickupError('cart', '2026-03-11', '12:00', now, ['Thieboudienne'])).toBeNull();
    expect(pickupError('cart', '2026-03-10', '14:00', now, [])).toBeNull();
    const form: PreorderForm = {
      name: 'Afi',
      email: 'afi@example.tg',
      phone: '90112233',
      date: '2026-03-11',
      time: '10:00',
      notes: '',
    };
    expect(preorderErrors(form, [{ id: 't', quantity: 1 }], now, ['Thieboudienne'])).toEqual({
      date: "Thieboudienne se réserve 24 h à l'avance : retrait possible à partir du 11 mars à 12:00.",
    });
  });
});

describe('preorderErrors', () => {
  const valid: PreorderForm = {
    name: 'Afi Mensah',
    email: 'afi@example.tg',
    phone: '90 11 22 33',
    date: '2026-03-12',
    time: '12:30',
    notes: '',
  };
  const lines = [{ id: 'd1', quantity: 2 }];

  it('accepts a complete form', () => {
    expect(preorderErrors(valid, lines, now)).toEqual({});
  });

  it('names every missing field and an empty basket', () => {
    const empty: PreorderForm = { name: '', email: '', phone: '', date: '', time: '', notes: '' };
    expect(preorderErrors(empty, [], now)).toEqual({
      dishes: orderMessages.noReservationDishes,
      name: orderMessages.contactName,
      email: orderMessages.contactEmail,
      phone: orderMessages.phone,
      date: orderMessages.reservationDate,
    });
  });

  it.each([
    [{ email: 'afi@' }, { email: orderMessages.contactEmail }],
    [{ phone: '1234' }, { phone: orderMessages.phoneInvalid }],
    [{ time: '23:00' }, { time: orderMessages.reservationHours }],
    [{ time: '' }, { time: orderMessages.reservationDate }],
    [{ date: '2026-03-10' }, { date: orderMessages.reservationPreorderWindow }],
    [{ date: '2026-03-20' }, { date: orderMessages.reservationPreorderWindow }],
  ])('%o -> %o', (change, expected) => {
    expect(preorderErrors({ ...valid, ...change }, lines, now)).toEqual(expected);
  });
});

describe('preorderPayload', () => {
  it('sends the lines, the pickup moment with seconds and the contact, marked as a pre-order', () => {
    const body = preorderPayload(
      {
        name: ' Afi ',
        email: 'afi@example.tg',
        phone: '+228 90112233',
        date: '2026-03-12',
        time: '12:30',
        notes: '  ',
      },
      [{ id: 'd1', quantity: 3 }],
    );
    expect(body).toEqual({
      dishes: [{ dish_id: 'd1', quantity: 3 }],
      reservation_date: '2026-03-12 12:30:00',
      pickup_location: 'restaurant',
      notes: null,
      source: 'preorder',
      contact_name: 'Afi',
      contact_email: 'afi@example.tg',
      contact_phone: '+228 90112233',
    });
  });
});
