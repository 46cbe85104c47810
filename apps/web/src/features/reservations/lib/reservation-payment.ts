import type { ReservationDetail } from '@lome/shared';
import { progressOfStatus } from '@/features/payments';

/** The payment progress of a polled reservation; a cancelled one ends the wait as a cancelled order does. */
export const progressOfReservation = (d: ReservationDetail) =>
  progressOfStatus({
    status: d.reservation.status,
    payment_status: d.payment_status,
    is_paid: d.reservation.is_paid,
    transaction: d.transaction,
  });
