import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ReservationSummary } from '@lome/shared';
import { paths } from '@/config/paths';
import { PayFlow } from '@/features/payments';
import { reservationPaymentQuery } from '../api/get-reservation';
import { rememberPendingReservation, type PendingReservation } from '../lib/pending-reservation';
import { progressOfReservation } from '../lib/reservation-payment';

type Props = {
  reservation: ReservationSummary;
  defaultPhone?: string;
  /** The payment was asked for: the reservation now holds the dishes. */
  onStarted?: () => void;
  /** PayGate answered 'success' at once. */
  onPaid: () => void;
  children?: ReactNode;
};

/**
 * The payment step of a new reservation, from the cart or the pre-reservation page: a pending payment continues
 * on /reservation-confirmation, remembered across reloads (P11.5).
 */
export function ReservationPaymentStep({ reservation, defaultPhone, onStarted, onPaid, children }: Props) {
  const navigate = useNavigate();
  return (
    <PayFlow
      target={{ reservation_id: reservation.reservation_id }}
      amount={reservation.total_price}
      defaultPhone={defaultPhone ?? ''}
      resume={false}
      statusQuery={(attempt) => reservationPaymentQuery(reservation.reservation_id, attempt)}
      progressOf={progressOfReservation}
      onStarted={() => onStarted?.()}
      onPaid={onPaid}
      waitElsewhere={(started, { phone_number }) => {
        const pending: PendingReservation = {
          reservationId: reservation.reservation_id,
          code: reservation.code,
          amount: reservation.total_price,
          paymentId: started.payment_id,
          phoneNumber: phone_number,
        };
        rememberPendingReservation(pending);
        navigate(paths.reservationConfirmation, { state: pending });
      }}
    >
      {children}
    </PayFlow>
  );
}
