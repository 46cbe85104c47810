import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from './hours.js';
import {
  fromMoment,
  pickupDayRange,
  pickupMessages,
  pickupRefusal,
  pickupSlots,
  pickupTimesOn,
} from './pickup.js';
import { noticePhrase } from './notice.js';

// The footer's hours: Mon-Fri 11:30-14:30 and 19:00-22:30, Sat 12:00-15:00 and 19:00-23:00, Sun 12:00-15:00.
// 2026-11-28 is a Saturday; Lomé time is UTC.
const H = DEFAULT_OPENING_HOURS;
const at = (iso: string) => new Date(`${iso}:00Z`);
const thieb = { name: 'Thieboudienne', hours: 24 };
const foufou = { name: 'Foufou', hours: 3 };
const gateau = { name: 'Gâteau coco', hours: 48 };

describe('pickupTimesOn', () => {
  const monday = at('2026-11-30T08:00');

  it('offers quarter hours inside each service, until its closing (Saturday evening to 22h45)', () => {
    const weekday = pickupTimesOn(H, '2026-11-30', monday);
    expect(weekday[0]).toBe('11:30');
    expect(weekday).toContain('14:15');
    expect(weekday).not.toContain('14:30');
    expect(weekday.at(-1)).toBe('22:15');
    expect(pickupTimesOn(H, '2026-12-05', monday).at(-1)).toBe('22:45');
    expect(pickupTimesOn(H, '2026-12-06', monday)).toEqual(expect.arrayContaining(['12:00', '14:45']));
    expect(pickupTimesOn(H, '2026-12-06', monday)).not.toContain('19:00');
  });

  it("offers only times after each dish's own notice, to the quarter hour", () => {
    // Monday 10:05 with a dish of 3 h: from 13h15 the same day.
    expect(pickupTimesOn(H, '2026-11-30', at('2026-11-30T10:05'), 3)[0]).toBe('13:15');
    // With a 24 h dish nothing is left on the day itself.
    expect(pickupTimesOn(H, '2026-11-30', at('2026-11-30T10:05'), 24)).toEqual([]);
    expect(pickupTimesOn(H, '2026-12-01', at('2026-11-30T10:05'), 24)[0]).toBe('11:30');
  });
});

describe('pickupDayRange', () => {
  it('runs from the first day with a time to 7 days ahead, the same for the cart and /reservations', () => {
    expect(pickupDayRange(H, at('2026-11-28T10:00'))).toEqual({ min: '2026-11-28', max: '2026-12-05' });
    // Saturday 23:10, a 48 h dish: Monday 23:10 is past closing, so Tuesday.
    expect(pickupDayRange(H, at('2026-11-28T23:10'), 48)).toEqual({ min: '2026-12-01', max: '2026-12-05' });
  });

  it('offers nothing past the window', () => {
    const slots = pickupSlots(H, at('2026-11-28T10:00'));
    expect(slots.at(-1)!.toISOString()).toBe('2026-12-05T22:45:00.000Z');
  });
});

describe('pickupRefusal', () => {
  it('names the first real pickup, not one after closing (Saturday 15:10, a 24 h dish)', () => {
    const refusal = pickupRefusal(H, at('2026-11-29T14:00'), at('2026-11-28T15:10'), [thieb]);
    // 24 h later is Sunday 15:10, after Sunday's closing at 15:00: Monday 11h30 is the first.
    expect(refusal).toEqual({
      code: 'ADVANCE_NOTICE_REQUIRED',
      message: "Thieboudienne se réserve 24 h à l'avance : retrait possible à partir de lundi à 11h30.",
    });
  });

  it('counts each dish to the minute', () => {
    const now = at('2026-11-30T12:00');
    expect(pickupRefusal(H, at('2026-12-01T12:00'), now, [thieb])).toBeNull();
    expect(pickupRefusal(H, at('2026-12-01T11:59'), now, [thieb])?.code).toBe('ADVANCE_NOTICE_REQUIRED');
    expect(pickupRefusal(H, at('2026-11-30T14:00'), now, [foufou])?.message).toBe(
      "Foufou se réserve 3 h à l'avance : retrait possible à partir d'aujourd'hui à 19h00.",
    );
    expect(pickupRefusal(H, at('2026-11-30T19:00'), now, [foufou])).toBeNull();
  });

  it('names only the dishes whose notice is not met, with their hours when they differ', () => {
    const now = at('2026-11-30T12:00');
    const refusal = pickupRefusal(H, at('2026-12-01T20:00'), now, [thieb, gateau]);
    expect(refusal?.message).toBe(
      "Gâteau coco se réserve 48 h à l'avance : retrait possible à partir de mercredi à 12h00.",
    );
    expect(noticePhrase([gateau, thieb])).toBe(
      "Gâteau coco (48 h) et Thieboudienne (24 h) se réservent à l'avance",
    );
    expect(noticePhrase([thieb, { ...thieb, name: 'Koklo méme' }])).toBe(
      "Thieboudienne et Koklo méme se réservent 24 h à l'avance",
    );
  });

  it('refuses a time the restaurant is closed, naming the next pickup from then', () => {
    const now = at('2026-11-30T09:00');
    expect(pickupRefusal(H, at('2026-11-30T16:00'), now)).toEqual({
      code: 'RESTAURANT_CLOSED',
      message: "Le restaurant est fermé à cette heure-là : retrait possible à partir d'aujourd'hui à 19h00.",
    });
    // Saturday evening runs until 23:00: 22:45 is a pickup, 23:00 is not.
    expect(pickupRefusal(H, at('2026-12-05T22:45'), now)).toBeNull();
    expect(pickupRefusal(H, at('2026-12-05T23:00'), now)?.code).toBe('RESTAURANT_CLOSED');
  });

  it('refuses the past and beyond 7 days, on both pages alike', () => {
    const now = at('2026-11-30T12:30');
    expect(pickupRefusal(H, at('2026-11-30T12:15'), now)).toEqual({
      code: 'INVALID_PICKUP_DATE',
      message: pickupMessages.past,
    });
    expect(pickupRefusal(H, at('2026-11-30T12:45'), now)).toBeNull();
    expect(pickupRefusal(H, at('2026-12-07T12:00'), now)).toBeNull();
    expect(pickupRefusal(H, at('2026-12-08T12:00'), now)).toEqual({
      code: 'INVALID_PICKUP_DATE',
      message: pickupMessages.window,
    });
  });
});

describe('fromMoment', () => {
  it('says the day as French does', () => {
    const now = at('2026-11-28T10:00');
    expect(fromMoment(at('2026-11-28T19:00'), now)).toBe("à partir d'aujourd'hui à 19h00");
    expect(fromMoment(at('2026-11-29T12:00'), now)).toBe('à partir de demain à 12h00');
    expect(fromMoment(at('2026-12-10T12:00'), now)).toBe('à partir du 10 décembre à 12h00');
  });
});
