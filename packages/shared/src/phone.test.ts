import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone, suggestNetwork } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['90112233', '90112233'],
    ['+228 90 11 22 33', '90112233'],
    ['+22890112233', '90112233'],
    ['00228 96-11-22-33', '96112233'],
    ['228 99.11.22.33', '99112233'],
    ['(90) 11 22 33', '90112233'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '9011223', '901122334', '+229 90 11 22 33', '9011223a', '+33 6 12 34 56 78'])(
    'refuses %j',
    (input) => {
      expect(normalizePhone(input)).toBeUndefined();
      expect(isValidPhone(input)).toBe(false);
    },
  );
});

describe('suggestNetwork', () => {
  it.each([
    ['90112233', 'TMONEY'],
    ['+228 70 11 22 33', 'TMONEY'],
    ['96112233', 'FLOOZ'],
    ['79112233', 'FLOOZ'],
    ['22112233', undefined],
    ['abc', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(suggestNetwork(input)).toBe(expected);
  });
});
