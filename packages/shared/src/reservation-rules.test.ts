import { describe, expect, it } from 'vitest';
import { paidCancelCutoff, reservationCancelError, reservationMessages } from './reservation-rules.js';

const at = (iso: string) => new Date(`${iso}Z`);

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
