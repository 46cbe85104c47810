import { describe, expect, it } from 'vitest';
import { amountToCollect, mapsHref, riderMessage, waHref } from './riders.js';

const order = {
  code_commande: 'CMD-ABC123',
  title: 'Domicile',
  description_address: 'Rue 12, Bè',
  latitude: 6.1319,
  longitude: 1.2228,
  phone: '90112233',
  is_paid: false,
  total_price: 12500,
  payment_method: 'cash' as const,
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
    [{ is_paid: true, total_price: 5000, payment_method: 'cash' }, 0],
    [{ is_paid: false, total_price: 5000, payment_method: 'cash' }, 5000],
    // Mobile money still to come is paid on the customer's phone: the rider collects nothing.
    [{ is_paid: false, total_price: 5000, payment_method: 'mobile_money' }, 0],
    [{ is_paid: true, total_price: 5000, payment_method: 'mobile_money' }, 0],
  ] as const)('amount to collect of %o', (o, amount) => {
    expect(amountToCollect(o)).toBe(amount);
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

  it('an unpaid mobile-money order tells the rider it is not paid, never to collect cash', () => {
    const text = riderMessage({ ...order, payment_method: 'mobile_money' });
    expect(text).not.toContain('encaisser');
    expect(text.split('\n').at(-1)).toBe('NON PAYÉE\u00a0: paiement mobile money en attente');
  });
});
