import { useEffect, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation } from 'react-router';
import type { ReservationDetail } from '@lome/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import {
  paymentFailureText,
  useCreatePayment,
  PaymentForm,
  type PaymentChoice,
  PaymentWaiting,
  paymentEndTexts,
  progressOfStatus,
  usePaymentPolling,
  CancellationNote,
} from '@/features/payments';
import { reservationPaymentQuery } from '../api/get-reservation';
import {
  forgetPendingReservation,
  isPendingReservation,
  readPendingReservation,
  rememberPendingReservation,
  type PendingReservation,
} from '../lib/pending-reservation';
import { ReservationDetails } from './reservation-details';

const progressOfReservation = (d: ReservationDetail) =>
  progressOfStatus({
    payment_status: d.payment_status,
    is_paid: d.reservation.is_paid,
    transaction: d.transaction,
  });

/**
 * /reservation-confirmation (P11.2): the reservation and the live state of its payment. It follows the
 * reservation of the navigation state, else the one remembered in localStorage, and forgets it once paid.
 */
export function ReservationConfirmation() {
  const { state } = useLocation();
  const [pending] = useState<PendingReservation | null>(() =>
    isPendingReservation(state) ? state : readPendingReservation(),
  );
  if (!pending) {
    return (
      <Frame>
        <p className="mb-3">Aucune réservation en cours de paiement.</p>
        <Link to={paths.menu} className="btn btn-primary">
          Parcourir le menu
        </Link>
      </Frame>
    );
  }
  return <ReservationFollow pending={pending} />;
}

function ReservationFollow({ pending }: { pending: PendingReservation }) {
  const [attempt, setAttempt] = useState(pending.paymentId);
  const polling = usePaymentPolling(
    reservationPaymentQuery(pending.reservationId, attempt),
    progressOfReservation,
  );
  const createPayment = useCreatePayment();
  const detail = polling.data;
  const notFound = polling.failure instanceof ApiError && polling.failure.status === 404;
  const cancelled = detail?.reservation.status === 'cancelled';

  // Paid, gone or cancelled: nothing is left to follow on a later visit.
  useEffect(() => {
    if (polling.phase === 'paid' || notFound || cancelled) forgetPendingReservation(pending.reservationId);
  }, [polling.phase, notFound, cancelled, pending.reservationId]);

  const pay = ({ network, phone_number }: PaymentChoice) =>
    createPayment.mutate(
      { network, phone_number, reservation_id: pending.reservationId },
      {
        onSuccess: (started) => {
          rememberPendingReservation({
            ...pending,
            paymentId: started.payment_id,
            phoneNumber: phone_number,
          });
          setAttempt(started.payment_id);
        },
      },
    );

  if (notFound) {
    return (
      <Frame>
        <Alert variant="warning">Réservation introuvable.</Alert>
        <Link to={paths.menu} className="btn btn-primary">
          Parcourir le menu
        </Link>
      </Frame>
    );
  }
  if (!detail) {
    return (
      <Frame>
        {polling.error ? (
          <Alert variant="danger">{polling.error}</Alert>
        ) : (
          <div className="text-center py-4">
            <Spinner role="status">
              <span className="visually-hidden">Chargement de la réservation</span>
            </Spinner>
          </div>
        )}
      </Frame>
    );
  }

  const { reservation } = detail;
  const canRetry = !reservation.is_paid && !cancelled;
  return (
    <Frame>
      <ReservationDetails detail={detail} />

      {(polling.phase === 'paid' || reservation.is_paid) && !cancelled && (
        // P11.1's exact texts.
        <Alert variant="success" role="status">
          <p className="fw-semibold mb-1">Réservation confirmée!</p>
          <p className="mb-0">Vos plats seront prêts à la date et heure demandées.</p>
        </Alert>
      )}
      <CancellationNote item={reservation} className="mb-3" />
      {cancelled && !reservation.is_paid && (
        <Alert variant="info">Cette réservation a été annulée : il n'y a plus rien à payer.</Alert>
      )}
      {polling.phase === 'waiting' && !cancelled && <PaymentWaiting phase="waiting" error={polling.error} />}
      {polling.phase !== 'paid' && polling.phase !== 'waiting' && canRetry && (
        <>
          {polling.phase !== 'unpaid' && polling.phase !== 'idle' && (
            <Alert variant="danger" role="alert">
              {paymentEndTexts[polling.phase]}
            </Alert>
          )}
          <h2 className="h5 mt-4">Payer la réservation</h2>
          <PaymentForm
            amount={reservation.total_price}
            defaultPhone={pending.phoneNumber ?? reservation.contact_phone ?? ''}
            submitting={createPayment.isPending}
            error={createPayment.isError ? paymentFailureText(createPayment.error) : null}
            onSubmit={pay}
          />
        </>
      )}
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Link to={paths.menu} className="btn btn-outline-primary">
          Retour au menu
        </Link>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 680 }}>
      <h1 className="h3 mb-4">Ma réservation</h1>
      <div className="card border-0 shadow-sm">
        <div className="card-body p-3 p-md-4">{children}</div>
      </div>
    </div>
  );
}
