import { useEffect, useState } from 'react';
import { skipToken, useQuery, type QueryKey } from '@tanstack/react-query';
import type { OrderPaymentStatus, PaymentStatus } from '@lome/shared';

/** P6.8: the payment dialogs ask every 10 s and give up after 5 minutes. */
export const PAYMENT_POLL_INTERVAL_MS = 10_000;
export const PAYMENT_TIMEOUT_MS = 300_000;
export const statusCheckError = 'Erreur de vérification du statut';

/**
 * An attempt's status, or what the order's `payment_status` adds: 'unpaid', no attempt was started yet, so there is
 * nothing to wait for; 'refund_pending', the money was taken but the order had been cancelled meanwhile, so staff
 * refund it (docs/product.md P6.7). 'order_cancelled': the order was cancelled while its payment was still awaited.
 */
export type PaymentState =
  PaymentStatus | Exclude<OrderPaymentStatus, PaymentStatus | 'completed'> | 'order_cancelled';
export type PaymentProgress = {
  state: PaymentState;
  transactionId: string | null;
  /**
   * The attempt is still awaited on the phone although the wait has an answer: the order was cancelled meanwhile.
   * Polling goes on, so a confirmation the customer gives all the same shows as money owed back.
   */
  stillAwaited?: boolean;
};
export type PollPhase = 'idle' | 'waiting' | 'timeout' | Exclude<PaymentState, 'pending'>;

/**
 * Reads the payment fields shared by the order status and reservation answers (P6.2: completed or is_paid).
 * With the order's `status`, a cancelled order ends the wait: its money, if any was taken, is owed back.
 */
export function progressOfStatus(answer: {
  status?: string;
  payment_status: OrderPaymentStatus;
  is_paid: boolean;
  transaction: { transaction_id: string } | null;
}): PaymentProgress {
  const transactionId = answer.transaction?.transaction_id ?? null;
  const { payment_status: s } = answer;
  const moneyTaken = answer.is_paid || s === 'completed' || s === 'refund_pending';
  if (answer.status === 'cancelled') {
    if (moneyTaken) return { state: 'refund_pending', transactionId };
    return { state: 'order_cancelled', transactionId, stillAwaited: s === 'pending' };
  }
  if (answer.is_paid || s === 'completed') return { state: 'paid', transactionId };
  return { state: s, transactionId };
}

export type PollQuery<T> = { queryKey: QueryKey; queryFn: () => Promise<T> };

/**
 * Polls a payment until it settles: at once, then every 10 s, for at most 5 minutes from the moment `query`
 * is given. Pass `null` while there is nothing to watch. The checkout, pay-later and reservation screens share it.
 */
export function usePaymentPolling<T>(query: PollQuery<T> | null, progressOf: (answer: T) => PaymentProgress) {
  const watchKey = query ? JSON.stringify(query.queryKey) : null;
  const [timedOutKey, setTimedOutKey] = useState<string | null>(null);
  useEffect(() => {
    if (!watchKey) return;
    const id = window.setTimeout(() => setTimedOutKey(watchKey), PAYMENT_TIMEOUT_MS);
    return () => window.clearTimeout(id);
  }, [watchKey]);
  const timedOut = watchKey !== null && timedOutKey === watchKey;

  const result = useQuery({
    queryKey: query?.queryKey ?? ['payment-polling', 'idle'],
    queryFn: query && !timedOut ? query.queryFn : skipToken,
    staleTime: 0,
    retry: false,
    refetchInterval: (q) => {
      if (q.state.data === undefined) return PAYMENT_POLL_INTERVAL_MS;
      const { state, stillAwaited } = progressOf(q.state.data);
      return state === 'pending' || stillAwaited ? PAYMENT_POLL_INTERVAL_MS : false;
    },
    // On a phone the customer leaves for the operator's prompt; keep asking meanwhile.
    refetchIntervalInBackground: true,
  });

  const progress = result.data !== undefined ? progressOf(result.data) : null;
  let phase: PollPhase = 'idle';
  if (query) {
    if (progress && progress.state !== 'pending') phase = progress.state;
    else phase = timedOut ? 'timeout' : 'waiting';
  }
  return {
    phase,
    data: result.data,
    transactionId: progress?.transactionId ?? null,
    // A failed check is shown but polling goes on: the next one may well succeed.
    error: phase === 'waiting' && result.isError ? statusCheckError : null,
    /** The last failed check itself, for callers that treat some answers (404, 403) as final. */
    failure: result.error,
  };
}
