import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderList, OrderStatus } from '@lome/shared';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { renderHookWithProviders } from '@/test/render';
import { ORDERS_REFRESH_MS, ordersRefetchInterval, useOrders } from './get-orders';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));

const listOf = (...statuses: OrderStatus[]) =>
  ({ orders: statuses.map((status) => ({ status })) }) as unknown as OrderList;

describe('ordersRefetchInterval', () => {
  it.each([
    [[], false],
    [['delivered', 'cancelled'], false],
    [['delivered', 'pending'], ORDERS_REFRESH_MS],
    [['confirmed'], ORDERS_REFRESH_MS],
    [['preparation'], ORDERS_REFRESH_MS],
    [['in_delivery', 'cancelled'], ORDERS_REFRESH_MS],
  ] as const)('orders %j: every %s ms', (statuses, interval) => {
    expect(ordersRefetchInterval(listOf(...statuses))).toBe(interval);
  });

  it('does not poll before the first answer', () => {
    expect(ordersRefetchInterval(undefined)).toBe(false);
  });
});

describe('useOrders', () => {
  const fetched = vi.mocked(api);

  function renderOrders() {
    // The app's defaults (no refetch on focus), so the test sees what /orders itself asks for.
    const defaults = queryClient.getDefaultOptions().queries;
    return renderHookWithProviders(() => useOrders(), { queryDefaults: defaults });
  }
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  beforeEach(() => {
    vi.useFakeTimers();
    fetched.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks again every 30 s while an order can still move (D7)', async () => {
    fetched.mockResolvedValue(listOf('in_delivery'));
    renderOrders();
    await advance(0);
    expect(fetched).toHaveBeenCalledTimes(1);
    await advance(ORDERS_REFRESH_MS - 100);
    expect(fetched).toHaveBeenCalledTimes(1);
    await advance(200);
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('stops asking once every order is delivered or cancelled', async () => {
    fetched.mockResolvedValueOnce(listOf('in_delivery')).mockResolvedValue(listOf('delivered'));
    renderOrders();
    await advance(ORDERS_REFRESH_MS + 100);
    expect(fetched).toHaveBeenCalledTimes(2);
    await advance(3 * ORDERS_REFRESH_MS);
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('asks again when the customer comes back to the page', async () => {
    fetched.mockResolvedValue(listOf('delivered'));
    renderOrders();
    await advance(0);
    expect(fetched).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(0);
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
