import { describe, expect, it } from 'vitest';
import {
  cashDueLabel,
  orderStatusLabelOf,
  paymentMethodLabels,
  paymentNetworkLabels,
  placeLine,
  promisedLabel,
} from './sale-labels.js';
import { shownEmail } from './user.js';

describe('sale labels', () => {
  it.each([
    [
      { is_delivery: true, title: 'Domicile', description_address: 'Bè Kpota' },
      'Livraison : Domicile : Bè Kpota',
    ],
    [{ is_delivery: true, title: null, description_address: null }, 'Livraison : —'],
    // A pickup says where it is handed over, never an address or a distance.
    [{ is_delivery: false, title: null, description_address: null }, 'Retrait au restaurant'],
    [
      { is_delivery: false, title: null, description_address: null, pickup_location: 'drive' },
      'Retrait au drive',
    ],
  ] as const)('place of %o', (sale, line) => {
    expect(placeLine(sale)).toBe(line);
  });

  it('names cash due at the door or at the counter', () => {
    expect(cashDueLabel(true)).toBe('Espèces à la livraison');
    expect(cashDueLabel(false)).toBe('Espèces au retrait');
  });

  it.each([
    ['in_delivery', true, 'En livraison'],
    ['delivered', true, 'Livrée'],
    ['in_delivery', false, 'Prête à retirer'],
    ['delivered', false, 'Retirée'],
    ['preparation', false, 'En préparation'],
  ] as const)('status %s (delivery: %s) reads %s', (status, isDelivery, label) => {
    expect(orderStatusLabelOf({ status, is_delivery: isDelivery })).toBe(label);
  });

  it('promises a pickup in the masculine, a delivery in the feminine', () => {
    const now = new Date('2026-11-26T12:40:00Z');
    const at = new Date('2026-11-26T13:05:00Z');
    expect(promisedLabel(true, at, now)).toBe('Livraison prévue vers 13h05 (dans 25 min)');
    expect(promisedLabel(false, at, now)).toBe('Retrait prévu vers 13h05 (dans 25 min)');
  });

  it('names payment methods and networks in French', () => {
    expect(paymentMethodLabels.cash).toBe('Espèces');
    expect(paymentMethodLabels.mobile_money).toBe('Mobile money');
    expect(paymentNetworkLabels.CASH).toBe('Espèces');
    expect(paymentNetworkLabels.TMONEY).toBe('T-Money');
  });

  it('hides the stand-in addresses of riders and callers without an e-mail', () => {
    expect(shownEmail('livreur-r1@livreurs.invalid')).toBeNull();
    expect(shownEmail('90112233@client-telephone.invalid')).toBeNull();
    expect(shownEmail('afi@example.tg')).toBe('afi@example.tg');
    expect(shownEmail(null)).toBeNull();
  });
});
