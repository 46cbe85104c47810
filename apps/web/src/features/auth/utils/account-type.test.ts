import { describe, expect, it } from 'vitest';
import { accountTypeFromQuery } from './account-type';

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
