import { describe, expect, it } from 'vitest';
import type { OrderQuote } from '@lome/shared';
import { deliveryFeeText } from './delivery-fee-text';

const quote = (patch: Partial<OrderQuote>): OrderQuote => ({
  lines: [],
  dishes_total: 2_500,
  discount_amount: 0,
  discounts: { free_dish: 0, newsletter: 0 },
  free_dish: null,
  newsletter_eligible: false,
  delivery_price: 0,
  total_price: 2_500,
  total_quantite: 1,
  ...patch,
});

describe('deliveryFeeText', () => {
  it.each([
    [
      'a band by distance',
      { delivery_price: 1_000, distance_m: 5_230, delivery_by_distance: true },
      '1 000 FCFA (5,2 km)',
    ],
    ['a free band', { delivery_price: 0, distance_m: 400, delivery_by_distance: true }, 'Gratuite (0,4 km)'],
    ['bands but no pin yet', { distance_m: null, delivery_by_distance: true }, 'Selon l’adresse'],
    ['no bands (the flat fee)', { delivery_price: 500, delivery_by_distance: false }, undefined],
    ['an older server', {}, undefined],
  ])('%s', (_, patch, text) => {
    expect(deliveryFeeText(quote(patch))?.replace(/\u00a0/g, ' ')).toBe(text);
  });
});
