import { describe, expect, it } from 'vitest';
import { amountToCollect, mapsHref, paymentLine, riderMessage, waHref } from './riders.js';

const order = {
  code_commande: 'CMD-ABC123',
  title: 'Domicile',
  description_address: 'Rue 12, Bè',
  latitude: 6.1319,
  longitude: 1.2228,
  phone: '90112233',
  is_paid: false,
  total_price: 12500,
};

describe('riders', () => {
  it.each([
    ['90112233', undefined, 'https://wa.me/22890112233'],
    ['+228 90 11 22 33', undefined, 'https://wa.me/22890112233'],
    ['+33 6 12 34 56 78', undefined, 'https://wa.me/33612345678'],
    ['90112233', 'a b', 'https://wa.me/22890112233?text=a%20b'],
  ])('waHref(%s)', (phone, text, href) => {
    expect(waHref(phone, text)).toBe(href);
  });

  it('maps link', () => {
    expect(mapsHref(6.1319, 1.2228)).toBe('https://www.google.com/maps?q=6.1319,1.2228');
  });

  it.each([
    [{ is_paid: true, total_price: 5000 }, 0],
    [{ is_paid: false, total_price: 5000 }, 5000],
  ])('amount to collect of %o', (o, amount) => {
    expect(amountToCollect(o)).toBe(amount);
  });

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

  it('rider message: code, address, map, phone, amount', () => {
    expect(riderMessage({ ...order, customer_firstname: 'Ama' })).toBe(
      [
        'Livraison CMD-ABC123',
        'Adresse : Domicile : Rue 12, Bè',
        'Carte : https://www.google.com/maps?q=6.1319,1.2228',
        'Client (Ama) : 90112233',
        'À encaisser : 12\u00a0500\u00a0FCFA',
      ].join('\n'),
    );
    expect(riderMessage({ ...order, is_paid: true, latitude: null, phone: null })).toBe(
      ['Livraison CMD-ABC123', 'Adresse : Domicile : Rue 12, Bè', 'Payé'].join('\n'),
    );
  });
});
