import { describe, expect, it } from 'vitest';
import { accountTypeFromQuery, keepPhoneChars } from './account-type';

describe('accountTypeFromQuery', () => {
  it.each([
    ['apporteur', 'apporteur'],
    ['sponsor', 'sponsor'],
    ['company', 'company'],
    ['particular', 'particular'],
    ['entreprise', 'particular'],
    ['SPONSOR', 'particular'],
    ['', 'particular'],
    [null, 'particular'],
  ])('%s -> %s', (query, expected) => {
    expect(accountTypeFromQuery(query)).toBe(expected);
  });
});

describe('keepPhoneChars', () => {
  it.each([
    ['+228 90 11 22 33', '+22890112233'],
    ['90-11-22-33', '90112233'],
    ['abc9x0', '90'],
    ['', ''],
  ])('%s -> %s', (typed, kept) => {
    expect(keepPhoneChars(typed)).toBe(kept);
  });
});
