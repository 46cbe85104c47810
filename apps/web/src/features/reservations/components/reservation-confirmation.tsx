import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation } from 'react-router';
import { formatFcfa } from '@lome/shared';
import { paths } from '@/config/paths';
import {
  isPaymentEnd,
  paymentFailureText,
  PaymentForm,
  PaymentWaiting,
  paymentEndTexts,
  CancellationNote,
} from '@/features/payments';
import { useReservationFollow } from '../hooks/use-reservation-follow';
import {
  isPendingReservation,
  readPendingReservation,
  type PendingReservation,
} from '../lib/pending-reservation';
import { ReservationDetails } from './reservation-details';
import { ReservationPushOffer } from '@/features/push';

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
  const { detail, notFound, cancelled, cashDue, error, stage, polling, verifying, createPayment, pay } =
    useReservationFollow(pending);

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
        {error ? (
          <Alert variant="danger">{error}</Alert>
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
  const canRetry = !reservation.is_paid && !cancelled && !cashDue;
  return (
    <Frame>
      <ReservationDetails detail={detail} />

      {(stage === 'paid' || reservation.is_paid) && !cancelled && (
        // P11.1's exact texts.
        <Alert variant="success" role="status">
          <p className="fw-semibold mb-1">Réservation confirmée!</p>
          <p className="mb-0">Vos plats seront prêts à la date et heure demandées.</p>
        </Alert>
      )}
      {cashDue && (
        <Alert variant="success" role="status">
          <p className="fw-semibold mb-1">Réservation confirmée!</p>
          <p className="mb-0">
            À payer au retrait, en espèces : <strong>{formatFcfa(reservation.total_price)}</strong>
          </p>
        </Alert>
      )}
      {!cancelled && <ReservationPushOffer />}
      <CancellationNote item={reservation} className="mb-3" />
      {cancelled && !reservation.is_paid && (
        <Alert variant="info">Cette réservation a été annulée : il n'y a plus rien à payer.</Alert>
      )}
      {polling.phase === 'waiting' && !cancelled && (
        <PaymentWaiting phase="waiting" error={polling.error} verifying={verifying} />
      )}
      {stage !== 'paid' && polling.phase !== 'waiting' && canRetry && (
        <>
          {isPaymentEnd(polling.phase) && (
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
