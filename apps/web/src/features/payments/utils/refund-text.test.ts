import { describe, expect, it } from 'vitest';
import { isExpired, refundText, spacedPhone } from './refund-text';

const nbsp = '\u00a0';

describe('refundText', () => {
  it.each([
    [
      'on its way to the number that paid',
      { status: 'pending', amount: 6750, reference: null, settled_at: null, phone: '90112233' },
      `Remboursement en cours (6${nbsp}750${nbsp}FCFA sur le 90 11 22 33)`,
    ],
    [
      'on its way, the number not known',
      { status: 'pending', amount: 5000, reference: null, settled_at: null, phone: null },
      `Remboursement en cours (5${nbsp}000${nbsp}FCFA)`,
    ],
    [
      'sent, with its day and reference',
      {
        status: 'settled',
        amount: 5000,
        reference: 'TM-88231',
        settled_at: '2026-11-24T23:30:00Z',
        phone: '+228 97 00 11 22',
      },
      'Remboursé le 24 novembre 2026 (réf. TM-88231)',
    ],
    [
      'sent without a reference',
      { status: 'settled', amount: 5000, reference: null, settled_at: '2026-01-02T10:00:00Z', phone: null },
      'Remboursé le 2 janvier 2026',
    ],
  ] as const)('%s', (_, refund, text) => {
    expect(refundText(refund)).toBe(text);
  });
});

describe('spacedPhone and isExpired', () => {
  it('reads a number in pairs, +228 dropped; leaves what is not a Togolese number', () => {
    expect(spacedPhone('+22890112233')).toBe('90 11 22 33');
    expect(spacedPhone('12')).toBe('12');
  });

  it('calls expired only a cancellation for lack of payment', () => {
    expect(isExpired({ status: 'cancelled', cancel_reason: 'expirée' })).toBe(true);
    expect(isExpired({ status: 'cancelled', cancel_reason: 'Cuisine fermée' })).toBe(false);
    expect(isExpired({ status: 'pending', cancel_reason: null })).toBe(false);
  });
});
