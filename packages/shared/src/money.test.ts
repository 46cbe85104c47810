import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFcfa, formatNumber, toAmount } from './money.js';

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

  it('rounds a negative amount that rounds to zero to 0, not -0', () => {
    expect(formatFcfa(-0.4)).toBe(`0${nbsp}FCFA`);
  });
});

// The written-out grouping must say exactly what the browser's and the server's Intl say, or a page rendered on
// the server would not match the same page in the browser.
const intl = (value: number) => new Intl.NumberFormat('fr-FR').format(value).replace(/\u202f/g, nbsp);

describe('formatNumber', () => {
  it('says what Intl says for any whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        fc.pre(!Object.is(n, -0));
        expect(formatNumber(n)).toBe(intl(n));
      }),
    );
  });

  it('says what Intl says for numbers with decimals, rounded past the third as Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 5 }), (n, places) => {
        const value = n / 10 ** places;
        fc.pre(!Object.is(value, -0));
        expect(formatNumber(value)).toBe(intl(value));
      }),
    );
  });

  it.each([
    [4.5, '4,5'],
    [1000, `1${nbsp}000`],
    [-2500.25, `-2${nbsp}500,25`],
    [1e21, intl(1e21)],
    [Number.NaN, 'NaN'],
  ])('%d -> %j', (value, text) => {
    expect(formatNumber(value)).toBe(text);
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
