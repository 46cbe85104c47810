import { describe, expect, it } from 'vitest';
import {
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
