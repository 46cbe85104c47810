import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN, DEFAULT_OPENING_HOURS, parseOpeningHours, type OpeningHours } from './hours.js';
import {
  acceptanceStage,
  asapRefusal,
  DEFAULT_KITCHEN_TIMES,
  deliverySlots,
  estimateFor,
  estimateLabel,
  preparationStartsAt,
  restaurantStatus,
  slotError,
  type KitchenPause,
} from './kitchen.js';

// 2025-06-02 is a Monday; Lomé time equals UTC.
const at = (day: string, time: string) => new Date(`2025-06-${day}T${time}:00Z`);
const H = DEFAULT_OPENING_HOURS;
const T = DEFAULT_KITCHEN_TIMES;
const status = (now: Date, pause: KitchenPause | null = null, hours: OpeningHours = H) =>
  restaurantStatus({ hours, pause, rush: false, times: T, now });

describe('restaurantStatus', () => {
  it.each([
    ['Monday lunch', at('02', '12:00'), true, "Ouvert · commandes jusqu'à 14h00"],
    [
      'Monday 14:10, past the last order',
      at('02', '14:10'),
      false,
      "Dernières commandes passées · reprise aujourd'hui à 19h00",
    ],
    ['Monday 10:00', at('02', '10:00'), false, "Fermé · ouvre aujourd'hui à 11h30"],
    ['Friday 22:40, the field test', at('06', '22:40'), false, 'Fermé · ouvre demain à 12h00'],
    ['Sunday 20:00', at('08', '20:00'), false, 'Fermé · ouvre demain à 11h30'],
    ['Saturday 22:29 (closes 23:00)', at('07', '22:29'), true, "Ouvert · commandes jusqu'à 22h30"],
    [
      'Saturday 22:30 sharp',
      at('07', '22:30'),
      false,
      'Dernières commandes passées · reprise demain à 12h00',
    ],
  ])('%s', (_l, now, accepting, message) => {
    const s = status(now);
    expect(s.accepting_orders).toBe(accepting);
    expect(s.message).toBe(message);
    expect(asapRefusal(s, now)?.code ?? null).toBe(accepting ? null : 'RESTAURANT_CLOSED');
  });

  it('gives closing and next opening as ISO instants', () => {
    expect(status(at('02', '12:00'))).toMatchObject({
      open: true,
      closes_at: '2025-06-02T14:30:00.000Z',
      last_order_at: '2025-06-02T14:00:00.000Z',
      next_open_at: null,
    });
    expect(status(at('06', '22:40'))).toMatchObject({
      open: false,
      closes_at: null,
      next_open_at: '2025-06-07T12:00:00.000Z',
    });
  });

  it('a timed pause refuses ASAP orders until it ends, then lifts by itself', () => {
    const pause = { until: '2025-06-02T12:30:00.000Z', message: 'Cuisine débordée' };
    const paused = status(at('02', '12:00'), pause);
    expect(paused).toMatchObject({
      open: true,
      paused: true,
      accepting_orders: false,
      message: 'Commandes en pause · reprise vers 12h30',
      next_open_at: '2025-06-02T12:30:00.000Z',
      pause_message: 'Cuisine débordée',
    });
    expect(asapRefusal(paused, at('02', '12:00'))).toMatchObject({ code: 'ORDERS_PAUSED' });
    expect(status(at('02', '12:30'), pause).accepting_orders).toBe(true);
  });

  it('a pause until resumed has no end; a pause outlasting the service gives the next opening', () => {
    expect(status(at('02', '12:00'), { until: null, message: null })).toMatchObject({
      paused: true,
      message: 'Commandes en pause',
      next_open_at: null,
    });
    const long = status(at('02', '13:50'), { until: '2025-06-02T14:50:00.000Z', message: null });
    expect(long.next_open_at).toBe('2025-06-02T19:00:00.000Z');
  });

  it('a closure day says its reason and the next opening after it', () => {
    const hours = {
      ...H,
      closures: [{ from: '2025-06-02', to: '2025-06-02', reason: "Fermé pour la fête de l'indépendance" }],
    };
    expect(status(at('02', '12:00'), null, hours).message).toBe(
      "Fermé pour la fête de l'indépendance · ouvre demain à 11h30",
    );
  });

  it('24/7 takes orders at Lomé midnight and just before it, and offers the slots around it', () => {
    for (const time of ['00:00', '23:31', '23:59']) {
      expect(status(at('02', time), null, ALWAYS_OPEN).accepting_orders).toBe(true);
    }
    expect(slotError(ALWAYS_OPEN, T, at('03', '23:45'), at('02', '23:50'))).toBeNull();
    expect(slotError(ALWAYS_OPEN, T, at('03', '00:30'), at('02', '23:50'))).toBeNull();
  });
});

describe('deliverySlots and slotError', () => {
  it('offers 15-minute slots inside the hours, ending by the last-order time, from the preparation time on', () => {
    const slots = deliverySlots(H, T, at('02', '12:00')).map((d) => d.toISOString().slice(5, 16));
    // Lunch: from 12:25 (rounded up to 12:30) to the slot ending at 14:00.
    expect(slots.slice(0, 2)).toEqual(['06-02T12:30', '06-02T12:45']);
    expect(slots).toContain('06-02T13:45');
    expect(slots).not.toContain('06-02T14:00');
    expect(slots).toContain('06-02T19:00');
    expect(slots).toContain('06-02T21:45');
    expect(slots).not.toContain('06-02T22:00');
    // Sunday has lunch only; the 7 days end on the next Monday at noon.
    expect(slots.filter((s) => s.startsWith('06-08')).every((s) => s < '06-08T15:00')).toBe(true);
    expect(slots.at(-1)).toBe('06-09T12:00');
  });

  it('slots run across days when the restaurant is closed now', () => {
    const [first] = deliverySlots(H, T, at('06', '22:40'));
    expect(first).toEqual(at('07', '12:00'));
  });

  it.each([
    ['a slot offered', at('02', '19:30'), null],
    ['in the past', at('02', '11:45'), 'past'],
    ['not on a quarter', at('02', '19:10'), 'x'],
    ['outside the hours (Sunday evening)', at('08', '20:00'), 'x'],
    ['after the last-order time', at('02', '22:15'), 'x'],
    ['beyond 7 days', at('10', '12:00'), 'x'],
  ])('%s', (_l, slot, expected) => {
    const error = slotError(H, T, slot, at('02', '12:00'));
    if (expected === null) expect(error).toBeNull();
    else
      expect(error).toMatch(
        /^Ce créneau n'est pas disponible.*premier créneau libre : aujourd'hui à 12h30\)\.$/,
      );
  });
});

describe('estimates and escalation', () => {
  it('ASAP: preparation + minutes per km + rush; scheduled: the slot', () => {
    const from = at('02', '12:00');
    expect(estimateFor({ scheduledFor: null, from, distanceM: 5_200, times: T, rush: false })).toEqual(
      at('02', '12:41'),
    );
    expect(estimateFor({ scheduledFor: null, from, distanceM: 5_200, times: T, rush: true })).toEqual(
      at('02', '12:56'),
    );
    expect(
      estimateFor({ scheduledFor: at('03', '19:00'), from, distanceM: 5_200, times: T, rush: true }),
    ).toEqual(at('03', '19:00'));
  });

  it('a scheduled order is due to start at slot - preparation - travel, an ASAP one when paid', () => {
    const paidAt = at('02', '23:00');
    expect(
      preparationStartsAt({ scheduledFor: at('03', '12:30'), paidAt, distanceM: 2_000, times: T }),
    ).toEqual(at('03', '11:59'));
    expect(preparationStartsAt({ scheduledFor: null, paidAt, distanceM: 2_000, times: T })).toEqual(paidAt);
  });

  it.each([
    ['09:59', 'waiting'],
    ['10:04', 'ok'],
    ['10:05', 'late'],
    ['10:19', 'late'],
    ['10:20', 'expired'],
  ])('due 10:00, now %s -> %s', (time, stage) => {
    expect(acceptanceStage(at('02', '10:00'), at('02', time), 5, 20)).toBe(stage);
  });

  it('labels an estimate with the minutes left', () => {
    expect(estimateLabel(at('02', '13:05'), at('02', '12:40'))).toBe('prévue vers 13h05 (dans 25 min)');
    expect(estimateLabel(at('03', '12:30'), at('02', '22:40'))).toBe('prévue demain vers 12h30');
  });
});

describe('hours from OPENING_HOURS drive the same rules', () => {
  it('a restaurant open only at night refuses lunch', () => {
    const night = parseOpeningHours('lun-dim 18:00-24:00') as OpeningHours;
    expect(status(at('02', '12:00'), null, night).message).toBe("Fermé · ouvre aujourd'hui à 18h00");
    expect(status(at('02', '23:00'), null, night).accepting_orders).toBe(true);
  });
});
