import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentStarted, ReservationSummary } from '@lome/shared';
import {
  paymentFailureText,
  useCreatePayment,
  PaymentForm,
  type PaymentChoice,
  PaymentWaiting,
  usePaymentPolling,
} from '@/features/payments';
import { reservationPaymentQuery } from '../api/get-reservation';
import { reservationsQueryKey } from '../api/get-reservations';
import { formatPickup } from '../lib/pickup-labels';
import { progressOfReservation } from '../lib/reservation-payment';

type Props = { reservation: ReservationSummary | null; defaultPhone: string; onHide: () => void };

/** Pay a reservation from 'Mes réservations': the same pay -> wait -> confirm as the orders' pay dialog. */
export function PayReservationDialog({ reservation, defaultPhone, onHide }: Props) {
  return (
    <Modal
      show={reservation !== null}
      onHide={onHide}
      fullscreen="sm-down"
      aria-labelledby="pay-reservation-title"
    >
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="pay-reservation-title" as="h2" className="h5">
          Payer la réservation {reservation?.code}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {reservation && (
          <PayReservationFlow reservation={reservation} defaultPhone={defaultPhone} onDone={onHide} />
        )}
      </Modal.Body>
    </Modal>
  );
}

// Each reopened wait polls under its own key, so it never starts from an earlier wait's cached answer.
let resumedWaits = 0;

function PayReservationFlow({
  reservation,
  defaultPhone,
  onDone,
}: {
  reservation: ReservationSummary;
  defaultPhone: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const createPayment = useCreatePayment();
  const [payment, setPayment] = useState<PaymentStarted | null>(null);
  // An attempt still under way (started on another screen): wait for it rather than push a second prompt.
  const [resumed, setResumed] = useState(() =>
    reservation.payment_status === 'pending' ? `resumed-${++resumedWaits}` : null,
  );
  const watched = payment ? (payment.status === 'pending' ? payment.payment_id : null) : resumed;
  const polling = usePaymentPolling(
    watched ? reservationPaymentQuery(reservation.reservation_id, watched) : null,
    progressOfReservation,
  );
  const paid = payment?.status === 'success' || polling.phase === 'paid';

  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: reservationsQueryKey });
  }, [paid, queryClient]);

  const pay = ({ network, phone_number }: PaymentChoice) =>
    createPayment.mutate(
      { network, phone_number, reservation_id: reservation.reservation_id },
      { onSuccess: setPayment },
    );

  if (paid) {
    return (
      <div className="text-center py-3" role="status">
        <div className="display-5 text-success mb-2" aria-hidden="true">
          ✓
        </div>
        <p className="h5">Réservation confirmée !</p>
        <p className="text-body-secondary">
          Vos plats seront prêts {formatPickup(reservation.reservation_date)}.
        </p>
        <Button onClick={onDone}>Fermer</Button>
      </div>
    );
  }
  // Cancelled meanwhile (on another screen): the wait ends; money taken, if any, is owed back.
  if (polling.phase === 'order_cancelled' || polling.phase === 'refund_pending') {
    return (
      <Alert variant="warning" role="alert">
        {polling.phase === 'refund_pending'
          ? 'Paiement reçu, mais la réservation a été annulée entre-temps. Notre équipe vous remboursera.'
          : 'Cette réservation a été annulée entre-temps : il n\u2019y a plus rien à payer.'}
      </Alert>
    );
  }
  // 'unpaid': the list was out of date and no attempt exists, so the customer starts one.
  if (payment || (resumed && polling.phase !== 'unpaid')) {
    return (
      <PaymentWaiting
        phase={polling.phase}
        error={polling.error}
        onRetry={() => {
          createPayment.reset();
          setPayment(null);
          setResumed(null);
        }}
      />
    );
  }
  return (
    <PaymentForm
      amount={reservation.total_price}
      defaultPhone={defaultPhone}
      submitting={createPayment.isPending}
      error={createPayment.isError ? paymentFailureText(createPayment.error) : null}
      onSubmit={pay}
    >
      <p className="small mb-3">Retrait {formatPickup(reservation.reservation_date)}</p>
    </PaymentForm>
  );
}
