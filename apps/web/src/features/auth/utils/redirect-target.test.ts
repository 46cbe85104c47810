import { describe, expect, it } from 'vitest';
import { redirectTarget, withReturn } from './redirect-target';

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

  it.each([
    [
      'the invitation link',
      '?retour=%2Fentreprise%2Finvitation%3Ftoken%3Dabc',
      '/entreprise/invitation?token=abc',
    ],
    ['another site', '?retour=https%3A%2F%2Fexample.com%2F', '/'],
    ['a protocol-relative address', '?retour=%2F%2Fexample.com', '/'],
    ['no parameter', '?foo=bar', '/'],
  ])('reads the address: %s', (_name, search, expected) => {
    expect(redirectTarget(null, '/', search)).toBe(expected);
  });

  it('prefers the state, and goes round with withReturn', () => {
    const link = withReturn('/login', '/entreprise/invitation?token=abc');
    expect(link).toBe('/login?retour=%2Fentreprise%2Finvitation%3Ftoken%3Dabc');
    expect(redirectTarget(null, '/', link.slice('/login'.length))).toBe('/entreprise/invitation?token=abc');
    expect(redirectTarget({ from: '/cart' }, '/', link.slice('/login'.length))).toBe('/cart');
    expect(withReturn('/login', '')).toBe('/login');
  });
});
