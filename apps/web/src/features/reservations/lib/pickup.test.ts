import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, orderMessages, pickupMessages, type Dish } from '@lome/shared';
import {
  noticeDishesOf,
  pickupError,
  pickupWindow,
  preorderErrors,
  preorderPayload,
  type PreorderForm,
} from './pickup';

// A Tuesday noon; the footer's hours (Tue 11:30-14:30 and 19:00-22:30, Sat evening until 23:00). Lomé is UTC.
const now = new Date('2026-03-10T12:00:00Z');
const H = DEFAULT_OPENING_HOURS;

describe('pickupWindow', () => {
  it('offers today to 7 days ahead on both pages, from the first day the basket allows', () => {
    expect(pickupWindow(H, now)).toEqual({ min: '2026-03-10', max: '2026-03-17' });
    expect(pickupWindow(H, now, [{ name: 'Gâteau coco', hours: 48 }])).toEqual({
      min: '2026-03-12',
      max: '2026-03-17',
    });
  });
});

describe('pickupError', () => {
  it.each([
    ['', '12:00', orderMessages.reservationDate],
    ['2026-03-12', '', orderMessages.reservationDate],
    ['2026-03-12', '11:30', null],
    ['2026-03-12', '22:15', null],
    ['2026-03-14', '22:45', null],
    ['2026-03-10', '19:00', null],
    ['2026-03-10', '11:45', pickupMessages.past],
    ['2026-03-17', '12:00', null],
    ['2026-03-18', '12:00', pickupMessages.window],
  ] as const)('%s %s -> %s', (date, time, expected) => {
    expect(pickupError(H, date, time, now)).toBe(expected);
  });

  it('refuses a time the restaurant is closed, naming the first pickup from then', () => {
    expect(pickupError(H, '2026-03-10', '15:15', now)).toBe(
      "Le restaurant est fermé à cette heure-là : retrait possible à partir d'aujourd'hui à 19h00.",
    );
  });
});

describe("each dish's notice in the forms", () => {
  const dish = (id: string, name: string, hours?: number): Dish => ({
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
    requires_advance_notice: hours !== undefined,
    ...(hours && { advance_notice_hours: hours }),
  });
  const menu = [dish('t', 'Thieboudienne', 24), dish('a', 'Ayimolou'), dish('f', 'Foufou', 3)];

  it('names the basket dishes the menu marks for notice with their hours, none before the menu is loaded', () => {
    expect(noticeDishesOf([{ id: 'a' }, { id: 't' }, { id: 'f' }], menu)).toEqual([
      { name: 'Thieboudienne', hours: 24 },
      { name: 'Foufou', hours: 3 },
    ]);
    expect(noticeDishesOf([{ id: 't' }], undefined)).toEqual([]);
  });

  it('refuses a dish before its own notice, naming the first pickup inside the hours, as the server does', () => {
    const thieb = [{ name: 'Thieboudienne', hours: 24 }];
    // 24 h from Tuesday noon is Wednesday noon, open: the first pickup.
    expect(pickupError(H, '2026-03-10', '14:00', now, thieb)).toBe(
      "Thieboudienne se réserve 24 h à l'avance : retrait possible à partir de demain à 12h00.",
    );
    expect(pickupError(H, '2026-03-11', '12:00', now, thieb)).toBeNull();
    // Three hours: 15:00 is closed, so this evening.
    expect(pickupError(H, '2026-03-10', '14:00', now, [{ name: 'Foufou', hours: 3 }])).toBe(
      "Foufou se réserve 3 h à l'avance : retrait possible à partir d'aujourd'hui à 19h00.",
    );
    const form: PreorderForm = {
      name: 'Afi',
      email: 'afi@example.tg',
      phone: '90112233',
      date: '2026-03-11',
      time: '11:30',
      notes: '',
    };
    expect(preorderErrors(form, [{ id: 't', quantity: 1 }], H, now, thieb)).toEqual({
      date: "Thieboudienne se réserve 24 h à l'avance : retrait possible à partir de demain à 12h00.",
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
    expect(preorderErrors(valid, lines, H, now)).toEqual({});
  });

  it('names every missing field and an empty basket', () => {
    const empty: PreorderForm = { name: '', email: '', phone: '', date: '', time: '', notes: '' };
    expect(preorderErrors(empty, [], H, now)).toEqual({
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
    [{ time: '' }, { time: orderMessages.reservationDate }],
    [{ date: '2026-03-10', time: '11:30' }, { date: pickupMessages.past }],
    [{ date: '2026-03-20' }, { date: pickupMessages.window }],
  ])('%o -> %o', (change, expected) => {
    expect(preorderErrors({ ...valid, ...change }, lines, H, now)).toEqual(expected);
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
