import { describe, expect, it } from 'vitest';
import { ORDER_PAYMENT_STATUSES } from '@lome/shared';
import { paymentBadgeOf } from './payment-labels';

describe('paymentBadgeOf', () => {
  it('shows every payment state on a live order or reservation', () => {
    for (const s of ORDER_PAYMENT_STATUSES) expect(paymentBadgeOf(s, false)).not.toBeNull();
    expect(paymentBadgeOf('pending', false)?.label).toBe('Paiement en attente');
  });

  it('on a cancelled one, only says what happened to money that reached us', () => {
    const shown = ORDER_PAYMENT_STATUSES.filter((s) => paymentBadgeOf(s, true) !== null);
    expect(shown).toEqual(['completed', 'refund_pending']);
    expect(paymentBadgeOf('pending', true)).toBeNull();
  });

  it('never says "Payée" beside "Annulée": the money is being given back, then given back', () => {
    expect(paymentBadgeOf('completed', true)?.label).toBe('Remboursement en cours');
    expect(paymentBadgeOf('completed', true, { status: 'pending' })?.label).toBe('Remboursement en cours');
    expect(paymentBadgeOf('completed', true, { status: 'settled' })?.label).toBe('Remboursée');
    expect(paymentBadgeOf('refund_pending', true, { status: 'settled' })?.label).toBe('Remboursée');
    expect(paymentBadgeOf('completed', false)?.label).toBe('Payée');
  });
});
