import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusResponse } from '@lome/shared';
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_TIMEOUT_MS,
  progressOfStatus,
  statusCheckError,
  usePaymentPolling,
} from './use-payment-polling';
import { renderHookWithProviders } from '@/test/render';

const answer = (
  payment_status: OrderStatusResponse['payment_status'],
  is_paid = false,
  status: OrderStatusResponse['status'] = is_paid ? 'confirmed' : 'pending',
): OrderStatusResponse => ({
  status,
  payment_status,
  is_paid,
  transaction: { transaction_id: '4242' },
});

function setup(queryFn: () => Promise<OrderStatusResponse>, key = 'o1') {
  return renderHookWithProviders(
    ({ watch }: { watch: boolean }) =>
      usePaymentPolling(watch ? { queryKey: ['orders', key, 'status'], queryFn } : null, progressOfStatus),
    { initialProps: { watch: true } },
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('progressOfStatus', () => {
  it.each([
    [answer('pending'), 'pending'],
    [answer('completed', true), 'paid'],
    [answer('refund_pending'), 'refund_pending'],
    [answer('refund_pending', false, 'cancelled'), 'refund_pending'],
    [answer('completed', true, 'cancelled'), 'refund_pending'],
    [answer('pending', false, 'cancelled'), 'order_cancelled'],
    [answer('cancelled', false, 'cancelled'), 'order_cancelled'],
    [answer('expired'), 'expired'],
  ] as const)('reads %o as %s', (status, state) => {
    expect(progressOfStatus(status).state).toBe(state);
  });

  it('reads a reservation answer, which has no order status', () => {
    const { status: _, ...reservation } = answer('refund_pending');
    expect(progressOfStatus(reservation)).toEqual({ state: 'refund_pending', transactionId: '4242' });
  });
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

  it.each([
    [
      'taken but the order was cancelled meanwhile',
      answer('refund_pending', false, 'cancelled'),
      'refund_pending',
    ],
    ['paid, then the order was cancelled', answer('completed', true, 'cancelled'), 'refund_pending'],
    ['never taken on a cancelled order', answer('cancelled', false, 'cancelled'), 'order_cancelled'],
  ] as const)('stops asking once the money was %s', async (_, settled, phase) => {
    const queryFn = vi
      .fn<() => Promise<OrderStatusResponse>>()
      .mockResolvedValueOnce(answer('pending'))
      .mockResolvedValue(settled);
    const { result } = setup(queryFn);
    await advance(0);
    expect(result.current.phase).toBe('waiting');
    await advance(PAYMENT_POLL_INTERVAL_MS + 100);
    expect(result.current.phase).toBe(phase);
    await advance(3 * PAYMENT_POLL_INTERVAL_MS);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('keeps asking on a cancelled order whose payment is still awaited, and shows the refund once it lands', async () => {
    const queryFn = vi
      .fn<() => Promise<OrderStatusResponse>>()
      .mockResolvedValueOnce(answer('pending', false, 'cancelled'))
      .mockResolvedValueOnce(answer('pending', false, 'cancelled'))
      .mockResolvedValue(answer('refund_pending', false, 'cancelled'));
    const { result } = setup(queryFn);
    await advance(0);
    expect(result.current.phase).toBe('order_cancelled');
    await advance(PAYMENT_POLL_INTERVAL_MS + 100);
    expect(result.current.phase).toBe('order_cancelled');
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(result.current.phase).toBe('refund_pending');
    await advance(3 * PAYMENT_POLL_INTERVAL_MS);
    expect(queryFn).toHaveBeenCalledTimes(3);
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
