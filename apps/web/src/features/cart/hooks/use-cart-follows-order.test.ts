import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderPaymentStatus } from '@lome/shared';
import { api } from '@/lib/api-client';
import { anOrderSummary } from '@/test/factories';
import { madeStore } from '../lib/cart-made';
import { useCartFollowsOrder } from './use-cart-follows-order';
import { cartActions } from './use-cart';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const detail = (payment_status: OrderPaymentStatus) => ({
  order: anOrderSummary({ order_id: 'o1', status: 'pending', is_paid: false, payment_status }),
  show_order_dish: [],
});

describe('an emptied cart and its unpaid order', () => {
  beforeEach(() => {
    fetched.mockReset();
    cartActions.clear();
    madeStore('order').set({ owner: 'u1', id: 'o1', dishes: [{ dish_id: 'd1', quantity: 1 }] });
  });
  afterEach(cleanup);

  it('cancels the order, so no "Payer" stays live in Mes commandes, and forgets it', async () => {
    fetched.mockImplementation(async (path: string) => (path.endsWith('/cancel') ? {} : detail('unpaid')));
    renderHook(() => useCartFollowsOrder('u1'));
    await waitFor(() => expect(madeStore('order').get()).toBeNull());
    expect(fetched).toHaveBeenCalledWith('/orders/o1/cancel', { method: 'POST' });
  });

  it('leaves alone an order whose prompt is under way: the customer may be approving it', async () => {
    fetched.mockResolvedValue(detail('pending'));
    renderHook(() => useCartFollowsOrder('u1'));
    await waitFor(() => expect(madeStore('order').get()).toBeNull());
    expect(fetched).not.toHaveBeenCalledWith('/orders/o1/cancel', expect.anything());
  });
});
