import { describe, expect, it } from 'vitest';
import { deliveryBandFor, missingForMinimum } from './delivery-fees.js';
import { formatKm } from './geo.js';

const demo = [
  { up_to_km: 3, fee: 500 },
  { up_to_km: 7, fee: 1_000 },
  { up_to_km: 15, fee: 1_500 },
];

describe('deliveryBandFor', () => {
  it.each([
    [0, 500],
    [2_999, 500],
    [3_000, 500],
    [3_001, 1_000],
    [5_200, 1_000],
    [7_000, 1_000],
    [7_001, 1_500],
    [15_000, 1_500],
  ])('%i m costs %i FCFA', (distanceM, fee) => {
    expect(deliveryBandFor(demo, distanceM)?.fee).toBe(fee);
  });

  it('is null beyond the last band, and without bands', () => {
    expect(deliveryBandFor(demo, 15_001)).toBeNull();
    expect(deliveryBandFor([], 10)).toBeNull();
  });
});

describe('missingForMinimum', () => {
  it.each([
    [700, 2_000, 1_300],
    [2_000, 2_000, 0],
    [2_500, 2_000, 0],
    [700, 0, 0],
  ])('%i against %i misses %i', (total, minimum, missing) => {
    expect(missingForMinimum(total, minimum)).toBe(missing);
  });
});

describe('formatKm', () => {
  it.each([
    [5_230, '5,2\u00a0km'],
    [400, '0,4\u00a0km'],
    [12_000, '12,0\u00a0km'],
  ])('%i m reads %s', (m, text) => {
    expect(formatKm(m)).toBe(text);
  });
});
