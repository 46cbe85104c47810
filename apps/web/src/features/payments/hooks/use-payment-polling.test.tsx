import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusResponse } from '@lome/shared';
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_TIMEOUT_MS,
  progressOfStatus,
  statusCheckError,
  usePaymentPolling,
} from './use-payment-polling';

const answer = (
  payment_status: OrderStatusResponse['payment_status'],
  is_paid = false,
): OrderStatusResponse => ({
  status: is_paid ? 'confirmed' : 'pending',
  payment_status,
  is_paid,
  transaction: { transaction_id: '4242' },
});

function setup(queryFn: () => Promise<OrderStatusResponse>, key = 'o1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ watch }: { watch: boolean }) =>
      usePaymentPolling(watch ? { queryKey: ['orders', key, 'status'], queryFn } : null, progressOfStatus),
    { wrapper, initialProps: { watch: true } },
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePaymentPolling', () => {
  it('asks at once, then every 10 s, and stops once the payment is confirmed', async () => {
    const queryFn = vi
      .fn<() => Promise<OrderStatusResponse>>()
      .mockResolvedValueOnce(answer('pending'))
      .mockResolvedValueOnce(answer('pending'))
      .mockResolvedValue(answer('completed', true));
    const { result } = setup(queryFn);
    await advance(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('waiting');

    await advance(PAYMENT_POLL_INTERVAL_MS - 100);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await advance(200);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(result.current).toMatchObject({ phase: 'paid', transactionId: '4242', error: null });

    await advance(5 * PAYMENT_POLL_INTERVAL_MS);
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['cancelled', 'cancelled'],
    ['expired', 'expired'],
    ['failed', 'failed'],
  ] as const)('ends on a %s payment', async (status, phase) => {
    const queryFn = vi.fn(() => Promise.resolve(answer(status)));
    const { result } = setup(queryFn);
    await advance(0);
    expect(result.current.phase).toBe(phase);
    await advance(3 * PAYMENT_POLL_INTERVAL_MS);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('gives up after 5 minutes of waiting', async () => {
    const queryFn = vi.fn(() => Promise.resolve(answer('pending')));
    const { result } = setup(queryFn);
    await advance(PAYMENT_TIMEOUT_MS - 1);
    expect(result.current.phase).toBe('waiting');
    await advance(1);
    expect(result.current.phase).toBe('timeout');
    const calls = queryFn.mock.calls.length;
    await advance(3 * PAYMENT_POLL_INTERVAL_MS);
    expect(queryFn).toHaveBeenCalledTimes(calls);
  });

  it('shows a failed check but keeps asking', async () => {
    const queryFn = vi
      .fn<() => Promise<OrderStatusResponse>>()
      .mockRejectedValueOnce(new Error('réseau'))
      .mockResolvedValue(answer('completed', true));
    const { result } = setup(queryFn);
    await advance(0);
    expect(result.current).toMatchObject({ phase: 'waiting', error: statusCheckError });
    await advance(PAYMENT_POLL_INTERVAL_MS + 100);
    expect(result.current).toMatchObject({ phase: 'paid', error: null });
  });

  it('does nothing while there is no payment to watch', async () => {
    const queryFn = vi.fn(() => Promise.resolve(answer('pending')));
    const { result, rerender } = setup(queryFn);
    rerender({ watch: false });
    await advance(PAYMENT_TIMEOUT_MS);
    expect(result.current.phase).toBe('idle');
    expect(queryFn.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
