import { describe, expect, it } from 'vitest';
import { paymentLine } from './payment-line.js';

describe('paymentLine', () => {
  const fcfa = (n: string) => `${n}\u00a0FCFA`;
  it.each([
    // Paid: the payment's own amount and network.
    [
      { payment_method: 'mobile_money', paid_with: { amount: 7500, network: 'FLOOZ' } },
      `Payée\u00a0: ${fcfa('7\u00a0500')} (FLOOZ)`,
    ],
    [
      { payment_method: 'mobile_money', paid_with: { amount: 7500, network: 'TMONEY' } },
      `Payée\u00a0: ${fcfa('7\u00a0500')} (TMONEY)`,
    ],
    [
      { payment_method: 'cash', paid_with: { amount: 7500, network: 'CASH' } },
      `Payée en espèces\u00a0: ${fcfa('7\u00a0500')}`,
    ],
    // Paid, the payment not given: the total, and cash when it was to be paid in cash.
    [{ payment_method: 'cash' }, `Payée en espèces\u00a0: ${fcfa('7\u00a0500')}`],
    [{}, `Payée\u00a0: ${fcfa('7\u00a0500')}`],
  ] as const)('payment line of an order paid with %o', (o, line) => {
    expect(paymentLine({ is_paid: true, total_price: 7500, ...o })).toBe(line);
  });

  it.each([
    // Cash: what the rider or the counter collects.
    [{ payment_method: 'cash' }, `À ENCAISSER ${fcfa('7\u00a0500')}`],
    // Mobile money still to come: nothing to collect.
    [{ payment_method: 'mobile_money' }, 'NON PAYÉE\u00a0: paiement mobile money en attente'],
    [{}, 'NON PAYÉE\u00a0: paiement mobile money en attente'],
  ] as const)('payment line of an unpaid order paid by %o', (o, line) => {
    expect(paymentLine({ is_paid: false, total_price: 7500, paid_with: null, ...o })).toBe(line);
  });
});
