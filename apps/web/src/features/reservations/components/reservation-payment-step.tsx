import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ReservationSummary } from '@lome/shared';
import { paths } from '@/config/paths';
import { paymentFailureText, useCreatePayment, PaymentForm, type PaymentChoice } from '@/features/payments';
import { rememberPendingReservation, type PendingReservation } from '../lib/pending-reservation';

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
  const createPayment = useCreatePayment();

  const pay = ({ network, phone_number }: PaymentChoice) =>
    createPayment.mutate(
      { network, phone_number, reservation_id: reservation.reservation_id },
      {
        onSuccess: (started) => {
          onStarted?.();
          if (started.status === 'success') {
            onPaid();
            return;
          }
          const pending: PendingReservation = {
            reservationId: reservation.reservation_id,
            code: reservation.code,
            amount: reservation.total_price,
            paymentId: started.payment_id,
            phoneNumber: phone_number,
          };
          rememberPendingReservation(pending);
          navigate(paths.reservationConfirmation, { state: pending });
        },
      },
    );

  return (
    <PaymentForm
      amount={reservation.total_price}
      defaultPhone={defaultPhone}
      submitting={createPayment.isPending}
      error={createPayment.isError ? paymentFailureText(createPayment.error) : null}
      onSubmit={pay}
    >
      {children}
    </PaymentForm>
  );
}
