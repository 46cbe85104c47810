import { describe, expect, it } from 'vitest';
import {
  accountBadge,
  formatDay,
  formatPercent,
  isPendingSponsor,
  rewardStatusLabel,
} from './referral-labels';

describe('account labels', () => {
  it('reads the badge from the server’s premium flag (D11)', () => {
    expect(accountBadge(true)).toBe('Sponsor Premium');
    expect(accountBadge(false)).toBe("Apporteur d'affaires");
  });

  it('only a sponsor with an unpaid activation is pending', () => {
    expect(isPendingSponsor({ user_status: 'sponsor', activation_status: 'pending_payment' })).toBe(true);
    expect(isPendingSponsor({ user_status: 'sponsor', activation_status: 'active' })).toBe(false);
    expect(isPendingSponsor({ user_status: 'sponsor' })).toBe(false);
    expect(isPendingSponsor({ user_status: 'apporteur', activation_status: 'pending_payment' })).toBe(false);
  });
});

describe('rewardStatusLabel', () => {
  it.each([
    ['completed', 'Payé'],
    ['pending', 'En attente'],
  ] as const)('%s is shown as %s (spec §4)', (status, label) => {
    expect(rewardStatusLabel(status)).toBe(label);
  });
});

describe('formats', () => {
  it('writes rates the French way', () => {
    expect(formatPercent(1)).toBe('1%');
    expect(formatPercent(0.5)).toBe('0,5%');
  });

  it('gives the Lomé calendar day, and nothing for an unreadable date', () => {
    expect(formatDay('2026-03-05T23:30:00.000Z')).toBe('05/03/2026');
    expect(formatDay('2026-05-31')).toBe('31/05/2026');
    expect(formatDay('pas une date')).toBe('');
  });
});
