import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@lome/shared';
import { nextStepFor } from './checkout-attempt';
import { anOrderSummary } from '@/test/factories';

const order = (patch: Partial<OrderSummary>) => anOrderSummary(patch);

const paid = order({
  is_paid: true,
  paid_at: '2026-01-01T10:05:00.000Z',
  payment_status: 'completed',
  status: 'confirmed',
});

describe('nextStepFor', () => {
  it.each([
    ['a new order', order({}), false, 'pay'],
    ['an order whose last payment failed', order({ payment_status: 'cancelled' }), true, 'pay'],
    ['a payment pushed before a close or a reload', order({ payment_status: 'pending' }), true, 'wait'],
    ['a payment pending from another screen', order({ payment_status: 'pending' }), false, 'wait'],
    ['an order paid by the payment this checkout pushed', paid, true, 'wait'],
    ['an order paid before this checkout pushed anything', paid, false, 'restart'],
    ['a cancelled order', order({ status: 'cancelled' }), false, 'restart'],
    [
      'an order of 0 FCFA, paid when created',
      { ...paid, total_price: 0, discount_amount: 5000 },
      false,
      'confirm',
    ],
    [
      'an order cancelled while its payment was awaited',
      order({ status: 'cancelled', payment_status: 'refund_pending' }),
      true,
      'restart',
    ],
  ] as const)('%s: %s', (_, answer, pushedHere, step) => {
    expect(nextStepFor(answer, pushedHere)).toBe(step);
  });
});
