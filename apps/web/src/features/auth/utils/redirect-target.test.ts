import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it.each([
    ['no state', null, '/'],
    ['the cart dialog', { from: '/cart' }, '/cart'],
    [
      'a location object',
      { from: { pathname: '/orders', search: '?status=pending' } },
      '/orders?status=pending',
    ],
    ['another site', { from: 'https://example.com/' }, '/'],
    ['a protocol-relative address', { from: '//example.com' }, '/'],
    ['a non-string', { from: 42 }, '/'],
  ])('%s', (_name, state, expected) => {
    expect(redirectTarget(state)).toBe(expected);
  });
});
