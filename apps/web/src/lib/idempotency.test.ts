import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  attemptKey,
  attemptNote,
  forgetAttempt,
  newIdempotencyKey,
  noteAttempt,
  pendingAttempt,
} from './idempotency';

const order = {
  dishes: [{ dish_id: 'd1', quantity: 2 }],
  address: { description_address: 'Bè Kpota', phone: '90112233' },
};

afterEach(() => sessionStorage.clear());

describe('attemptKey', () => {
  it('gives the same key to the same request sent again by the same customer', () => {
    const first = attemptKey('order', 'u1', order);
    expect(attemptKey('order', 'u1', structuredClone(order))).toBe(first);
  });

  it('keeps the key in sessionStorage, so a reloaded page (fresh module) sends the same one', async () => {
    const first = attemptKey('order', 'u1', order);
    vi.resetModules();
    const reloaded = await import('./idempotency');
    expect(reloaded.attemptKey('order', 'u1', order)).toBe(first);
  });

  it.each([
    ['another quantity', { ...order, dishes: [{ dish_id: 'd1', quantity: 3 }] }],
    ['another dish', { ...order, dishes: [{ dish_id: 'd2', quantity: 2 }] }],
    ['another address', { ...order, address: { ...order.address, description_address: 'Tokoin' } }],
    ['another phone', { ...order, address: { ...order.address, phone: '90112234' } }],
  ])('gives a new key for %s', (_, changed) => {
    const first = attemptKey('order', 'u1', order);
    expect(attemptKey('order', 'u1', changed)).not.toBe(first);
  });

  it('keeps only the last request: going back to an earlier one is a new attempt', () => {
    const first = attemptKey('order', 'u1', order);
    attemptKey('order', 'u1', { ...order, dishes: [] });
    expect(attemptKey('order', 'u1', order)).not.toBe(first);
  });

  it('gives another account on the same tab a key of its own', () => {
    const first = attemptKey('order', 'u1', order);
    expect(attemptKey('order', 'u2', order)).not.toBe(first);
  });

  it('gives a new key once the attempt is forgotten (paid or cancelled)', () => {
    const first = attemptKey('order', 'u1', order);
    forgetAttempt('order');
    expect(attemptKey('order', 'u1', order)).not.toBe(first);
  });

  it('keeps each flow apart', () => {
    const orderKey = attemptKey('order', 'u1', order);
    const reservationKey = attemptKey('cart-reservation', 'u1', order);
    expect(reservationKey).not.toBe(orderKey);
    forgetAttempt('cart-reservation');
    expect(attemptKey('order', 'u1', order)).toBe(orderKey);
  });

  it('starts a new attempt over an unreadable stored one', () => {
    sessionStorage.setItem('attempt:order', '{not json');
    const key = attemptKey('order', 'u1', order);
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(attemptKey('order', 'u1', order)).toBe(key);
  });
});

describe('pendingAttempt', () => {
  it('returns what the customer last sent, to fill the reopened form', () => {
    attemptKey('order', 'u1', order);
    expect(pendingAttempt('order', 'u1')).toEqual(order);
  });

  it('shows nothing to another account, after forgetting, or when nothing was sent', () => {
    expect(pendingAttempt('order', 'u1')).toBeNull();
    attemptKey('order', 'u1', order);
    expect(pendingAttempt('order', 'u2')).toBeNull();
    forgetAttempt('order');
    expect(pendingAttempt('order', 'u1')).toBeNull();
  });
});

describe('noteAttempt', () => {
  const payment = { payment_id: 'p1', tx_reference: '4242' };

  it('keeps the note with the attempt across a reload, as long as the same request is sent again', async () => {
    const key = attemptKey('order', 'u1', order);
    noteAttempt('order', payment);
    vi.resetModules();
    const reloaded = await import('./idempotency');
    expect(reloaded.attemptNote('order', 'u1')).toEqual(payment);
    expect(reloaded.attemptKey('order', 'u1', order)).toBe(key);
    expect(reloaded.attemptNote('order', 'u1')).toEqual(payment);
  });

  it('drops the note with the attempt: another request, forgetting, or another account', () => {
    attemptKey('order', 'u1', order);
    noteAttempt('order', payment);
    expect(attemptNote('order', 'u2')).toBeNull();
    attemptKey('order', 'u1', { ...order, dishes: [{ dish_id: 'd1', quantity: 3 }] });
    expect(attemptNote('order', 'u1')).toBeNull();

    noteAttempt('order', payment);
    forgetAttempt('order');
    expect(attemptNote('order', 'u1')).toBeNull();
  });

  it('notes nothing when no attempt was sent', () => {
    noteAttempt('order', payment);
    expect(attemptNote('order', 'u1')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct keys within the server limit of 200 characters', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key.length).toBeLessThanOrEqual(200);
  });
});
