import { describe, expect, it } from 'vitest';
import {
  advanceNoticeError,
  earliestAdvancePickup,
  paidCancelCutoff,
  reservationCancelError,
  reservationMessages,
} from './reservation-rules.js';

const at = (iso: string) => new Date(`${iso}Z`);

describe('earliestAdvancePickup', () => {
  it.each([
    ['2026-03-10T14:20:00', '2026-03-11T14:30:00.000Z'],
    ['2026-03-10T14:30:00', '2026-03-11T14:30:00.000Z'],
    ['2026-03-10T06:00:00', '2026-03-11T10:00:00.000Z'],
    ['2026-03-10T22:00:00', '2026-03-11T22:00:00.000Z'],
    ['2026-03-10T22:05:00', '2026-03-12T10:00:00.000Z'],
    ['2026-12-31T23:00:00', '2027-01-02T10:00:00.000Z'],
  ])('from %s is %s (quarter hours, 10:00-22:00)', (now, expected) => {
    expect(earliestAdvancePickup(at(now)).toISOString()).toBe(expected);
  });
});

describe('advanceNoticeError', () => {
  const now = at('2026-03-10T14:20:00');

  it('says nothing without a dish needing notice, or 24 h ahead and more', () => {
    expect(advanceNoticeError([], '2026-03-10 16:00:00', now)).toBeNull();
    expect(advanceNoticeError(['Thieboudienne'], '2026-03-11 14:20:00', now)).toBeNull();
  });

  it('names the dish and the first moment it can be picked up', () => {
    expect(advanceNoticeError(['Thieboudienne'], '2026-03-10 16:20:00', now)).toBe(
      "Thieboudienne se réserve 24 h à l'avance : retrait possible à partir du 11 mars à 14:30.",
    );
  });

  it('names every dish in a French list, with the plural verb', () => {
    expect(advanceNoticeError(['Agouti', 'Koklo méme', 'Thieboudienne'], '2026-03-11 14:00', now)).toBe(
      "Agouti, Koklo méme et Thieboudienne se réservent 24 h à l'avance : retrait possible à partir du 11 mars à 14:30.",
    );
  });
});

describe('reservationCancelError', () => {
  const now = at('2026-03-10T12:00:00');
  const r = (status: 'pending' | 'confirmed' | 'cancelled', is_paid: boolean, reservation_date: string) => ({
    status,
    is_paid,
    reservation_date,
  });

  it.each([
    [r('pending', false, '2026-03-10 12:30:00'), null],
    [r('pending', false, '2026-03-09 12:00:00'), null],
    [r('confirmed', true, '2026-03-10 14:00:00'), null],
    [r('confirmed', true, '2026-03-10 13:59:00'), reservationMessages.tooLateToCancel],
    [r('cancelled', false, '2026-03-12 12:00:00'), reservationMessages.cannotCancel],
    [r('cancelled', true, '2026-03-12 12:00:00'), reservationMessages.cannotCancel],
  ])('%o: %s', (reservation, expected) => {
    expect(reservationCancelError(reservation, now)).toBe(expected);
  });

  it('matches the cutoff the database compares pickups with', () => {
    expect(paidCancelCutoff(now)).toBe('2026-03-10T14:00:00.000Z');
  });
});
