import { describe, expect, it } from 'vitest';
import { formatFcfa, toAmount } from './money.js';

const nbsp = '\u00a0';

describe('formatFcfa', () => {
  it.each([
    [0, `0${nbsp}FCFA`],
    [500, `500${nbsp}FCFA`],
    [2500, `2${nbsp}500${nbsp}FCFA`],
    [200000, `200${nbsp}000${nbsp}FCFA`],
    [1234567, `1${nbsp}234${nbsp}567${nbsp}FCFA`],
    [1499.6, `1${nbsp}500${nbsp}FCFA`],
    [-2500, `-2${nbsp}500${nbsp}FCFA`],
  ])('%d -> %j', (amount, text) => {
    expect(formatFcfa(amount)).toBe(text);
  });

  it('never uses the narrow no-break space', () => {
    expect(formatFcfa(25000)).not.toContain('\u202f');
  });
});

describe('toAmount', () => {
  it.each([
    [2500, 2500],
    ['2500', 2500],
    ['abc', 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%j -> %d', (value, amount) => {
    expect(toAmount(value)).toBe(amount);
  });
});
