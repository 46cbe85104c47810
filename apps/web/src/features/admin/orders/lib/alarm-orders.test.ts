import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@lome/shared';
import { alarmOrders, alarmTitle } from './alarm-orders';

const order = (code: string, patch: Partial<AdminOrder>) =>
  ({
    order_id: code,
    code_commande: code,
    status: 'confirmed',
    paid_at: null,
    source: 'site',
    ...patch,
  }) as AdminOrder;

const now = new Date('2026-11-24T12:00:00.000Z');
/** Paid at night for a 12:30 delivery. */
const lunch = { paid_at: '2026-11-23T23:10:00.000Z', scheduled_for: '2026-11-24T12:30:00.000Z' };
const codes = (list: AdminOrder[]) => list.map((o) => o.code_commande);

describe('alarmOrders', () => {
  it.each([
    [
      "an ASAP order rings at once, even if this device's clock is behind the server's",
      { paid_at: '2026-11-24T12:00:02.000Z', prep_starts_at: '2026-11-24T12:00:02.000Z' },
      true,
      false,
    ],
    [
      'an ASAP order paid just now rings',
      { paid_at: '2026-11-24T11:59:00.000Z', prep_starts_at: '2026-11-24T11:59:00.000Z' },
      true,
      false,
    ],
    [
      'a scheduled order paid at night is silent until its preparation starts',
      { ...lunch, prep_starts_at: '2026-11-24T12:00:30.000Z' },
      false,
      false,
    ],
    ['it rings from its start on', { ...lunch, prep_starts_at: '2026-11-24T12:00:00.000Z' }, true, false],
    ['due more than 5 minutes ago: late', { prep_starts_at: '2026-11-24T11:55:00.000Z' }, true, true],
    ['due 4 min 59 s ago: not yet late', { prep_starts_at: '2026-11-24T11:55:01.000Z' }, true, false],
    ['without prep_starts_at, its payment counts', { paid_at: '2026-11-24T11:50:00.000Z' }, true, true],
    [
      'flagged by the server: late',
      { prep_starts_at: '2026-11-24T11:59:00.000Z', escalated_at: '2026-11-24T11:59:30.000Z' },
      true,
      true,
    ],
  ])('%s', (_, patch, rings, late) => {
    const result = alarmOrders([order('A', patch)], now, 5);
    expect(codes(result.ringing)).toEqual(rings ? ['A'] : []);
    expect(codes(result.late)).toEqual(late ? ['A'] : []);
  });

  it('never rings for an order staff entered themselves: entering it accepted it', () => {
    const due = { paid_at: '2026-11-24T11:40:00.000Z', prep_starts_at: '2026-11-24T11:40:00.000Z' };
    const result = alarmOrders(
      [
        order('SITE', { ...due, source: 'site' }),
        order('TEL', { ...due, source: 'phone' }),
        order('WA', { ...due, source: 'whatsapp' }),
        order('COMPTOIR', { ...due, source: 'counter' }),
      ],
      now,
      5,
    );
    expect(codes(result.ringing)).toEqual(['SITE']);
    expect(codes(result.late)).toEqual(['SITE']);
  });

  it('follows the escalation setting', () => {
    const due = order('A', { prep_starts_at: '2026-11-24T11:52:00.000Z' });
    expect(codes(alarmOrders([due], now, 10).late)).toEqual([]);
    expect(codes(alarmOrders([due], now, 8).late)).toEqual(['A']);
  });
});

describe('alarmTitle', () => {
  it.each([
    [1, 0, 'Nouvelle commande à accepter !'],
    [2, 0, '2 nouvelles commandes à accepter !'],
    [2, 1, 'En retard : commande non acceptée'],
    [3, 2, 'En retard : 2 commandes non acceptées'],
  ])('%i waiting, %i late: %s', (ringing, late, title) => {
    expect(alarmTitle(ringing, late)).toBe(title);
  });
});
