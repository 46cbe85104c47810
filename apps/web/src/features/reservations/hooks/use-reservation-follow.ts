import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@lome/shared';
import { ApiError } from '@/lib/api-client';
import { failureText, usePayFlow } from '@/features/payments';
import { reservationPaymentQuery, reservationQuery } from '../api/get-reservation';
import {
  forgetPendingReservation,
  rememberPendingReservation,
  type PendingReservation,
} from '../lib/pending-reservation';
import { progressOfReservation } from '../lib/reservation-payment';

/**
 * The reservation followed by /reservation-confirmation and its payment, on the shared pay -> wait -> confirm
 * loop. It is remembered with each attempt (P11.5) and forgotten once nothing is left to follow.
 */
export function useReservationFollow(pending: PendingReservation) {
  const { reservationId } = pending;
  const flow = usePayFlow({
    target: { reservation_id: reservationId },
    // Whatever stands: an attempt still under way is waited on, an ended one is shown with a way to pay again.
    resume: pending.paymentId ?? true,
    statusQuery: (attempt) => reservationPaymentQuery(reservationId, attempt),
    progressOf: progressOfReservation,
    onStarted: (started, { phone_number }) =>
      rememberPendingReservation({ ...pending, paymentId: started.payment_id, phoneNumber: phone_number }),
  });
  const { polling } = flow;
  // Nothing is polled once PayGate confirmed at once: the reservation is then read on its own, paid.
  const alone = useQuery({
    ...reservationQuery(reservationId),
    enabled: polling.phase === 'idle',
    staleTime: 0,
  });
  const detail = polling.phase === 'idle' ? alone.data : polling.data;
  const failure = polling.failure ?? alone.error;
  const notFound = failure instanceof ApiError && failure.status === 404;
  const cancelled = detail?.reservation.status === 'cancelled';
  // Held for cash at the counter (decision 0051): confirmed, with nothing to pay online.
  const cashDue = detail?.reservation.payment_method === 'cash' && !detail.reservation.is_paid && !cancelled;

  // Paid, gone, cancelled or to be paid in cash: nothing is left to follow on a later visit.
  useEffect(() => {
    if (flow.stage === 'paid' || notFound || cancelled || cashDue) forgetPendingReservation(reservationId);
  }, [flow.stage, notFound, cancelled, cashDue, reservationId]);

  return {
    ...flow,
    detail,
    notFound,
    cancelled,
    cashDue,
    error: polling.error ?? (alone.isError ? failureText(alone.error, messages.loadError) : null),
  };
}
