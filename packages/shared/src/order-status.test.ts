import { describe, expect, it } from 'vitest';
import {
  lifeOf,
  ORDER_STATUSES,
  canCancel,
  canPay,
  canTransition,
  orderStatusLabels,
  type OrderStatus,
} from './order-status.js';

describe('order statuses', () => {
  it('labels every status in French', () => {
    expect(ORDER_STATUSES.map((s) => orderStatusLabels[s])).toEqual([
      'En attente',
      'Confirmée',
      'En préparation',
      'En livraison',
      'Livrée',
      'Annulée',
    ]);
  });

  it.each<[OrderStatus, OrderStatus, boolean]>([
    ['pending', 'confirmed', false],
    ['confirmed', 'preparation', true],
    ['preparation', 'in_delivery', true],
    ['in_delivery', 'delivered', true],
    ['pending', 'cancelled', true],
    ['confirmed', 'cancelled', true],
    ['pending', 'preparation', false],
    ['confirmed', 'delivered', false],
    ['preparation', 'cancelled', true],
    ['in_delivery', 'cancelled', true],
    ['delivered', 'cancelled', false],
    ['delivered', 'pending', false],
    ['cancelled', 'confirmed', false],
    ['in_delivery', 'preparation', false],
  ])('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it.each<[OrderStatus, boolean]>([
    ['pending', true],
    ['confirmed', true],
    ['preparation', false],
    ['in_delivery', false],
    ['delivered', false],
    ['cancelled', false],
  ])('a customer may cancel a %s order: %s', (status, allowed) => {
    expect(canCancel(status)).toBe(allowed);
  });

  it.each<[OrderStatus, boolean, boolean]>([
    ['pending', false, true],
    ['pending', true, false],
    ['confirmed', false, true],
    ['cancelled', false, false],
    ['delivered', true, false],
  ])('a %s order (paid: %s) can be paid: %s', (status, is_paid, allowed) => {
    expect(canPay({ status, is_paid })).toBe(allowed);
  });
});

describe('lifeOf', () => {
  const row: Parameters<typeof lifeOf>[0] = {
    status: 'pending',
    is_paid: 0,
    latest_payment_status: null,
    updated_at: '2026-12-07T12:00:00.000Z',
  };
  it('gives an unpaid order with no payment in progress its expiry, none otherwise', () => {
    expect(lifeOf(row, undefined, 30)).toEqual({ refund: null, expires_at: '2026-12-07T12:30:00.000Z' });
    expect(lifeOf({ ...row, latest_payment_status: 'pending' }, undefined, 30).expires_at).toBeNull();
    expect(lifeOf({ ...row, is_paid: 1, status: 'confirmed' }, undefined, 30).expires_at).toBeNull();
  });
  it('tells the refund as stored', () => {
    const refund = {
      status: 'settled' as const,
      amount: 2500,
      reference: 'R1',
      settled_at: '2026-12-08T09:00:00.000Z',
      phone: '90112233',
    };
    expect(lifeOf({ ...row, status: 'cancelled' }, refund, 30)).toEqual({ refund, expires_at: null });
  });
});
