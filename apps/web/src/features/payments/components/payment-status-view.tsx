import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatFcfa, type PaymentStatusResponse } from '@lome/shared';
import { paths } from '@/config/paths';
import { followCartOrder } from '@/features/cart';
import { ApiError } from '@/lib/api-client';
import { paymentQuery } from '../api/get-payment';
import { usePaymentPolling, type PaymentProgress } from '../hooks/use-payment-polling';
import { isPaymentEnd, paymentEndTexts } from './payment-waiting';

const progressOfPayment = (p: PaymentStatusResponse): PaymentProgress => ({
  state: p.status,
  transactionId: p.tx_reference,
});

const variants: Record<PaymentStatusResponse['status'], string> = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'danger',
  expired: 'danger',
  failed: 'danger',
};

/** The payment to follow: `?payment_id=` or the navigation state of the page that started it. */
function usePaymentId(): string | null {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const fromState =
    state && typeof state === 'object'
      ? ((state as { payment_id?: unknown; paymentId?: unknown }).payment_id ??
        (state as { paymentId?: unknown }).paymentId)
      : undefined;
  return params.get('payment_id') || (typeof fromState === 'string' ? fromState : null);
}

/** /payment-status (P11.1): the live state of one payment, polled like the payment dialogs. */
export function PaymentStatusView() {
  const paymentId = usePaymentId();
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-4">Statut du paiement</h1>
      <div className="card border-0 shadow-sm">
        <div className="card-body p-3 p-md-4">
          {paymentId ? (
            <PaymentFollow paymentId={paymentId} />
          ) : (
            <>
              <p>Aucun paiement à suivre.</p>
              <Link to={paths.home} className="btn btn-primary">
                Retour à l'accueil
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function PaymentFollow({ paymentId }: { paymentId: string }) {
  const {
    phase,
    data: payment,
    error,
    failure,
  } = usePaymentPolling(paymentQuery(paymentId), progressOfPayment);
  const paidOrder = phase === 'paid' ? payment?.order_id : null;
  // The cart lets go of its order once it is paid here.
  useEffect(() => {
    if (paidOrder) followCartOrder([{ order_id: paidOrder, is_paid: true, status: 'confirmed' }]);
  }, [paidOrder]);

  if (failure instanceof ApiError && failure.status === 404) {
    return <Alert variant="warning">Paiement introuvable.</Alert>;
  }
  if (!payment) {
    return error ? (
      <Alert variant="danger">{error}</Alert>
    ) : (
      <div className="text-center py-4">
        <Spinner aria-label="Chargement du paiement" />
      </div>
    );
  }

  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-3" role="status" aria-live="polite">
        {phase === 'waiting' && <Spinner size="sm" aria-hidden="true" />}
        <span className={`badge text-bg-${variants[payment.status]} fs-6`} data-testid="payment-status">
          {payment.label}
        </span>
      </div>
      {phase === 'paid' && <p>Merci ! Votre paiement de {formatFcfa(payment.amount)} a bien été reçu.</p>}
      {phase === 'waiting' && (
        <p>
          Validez le paiement de {formatFcfa(payment.amount)} sur votre téléphone ({payment.network}). Cette
          page se met à jour toute seule.
        </p>
      )}
      {isPaymentEnd(phase) && <Alert variant="danger">{paymentEndTexts[phase]}</Alert>}
      {error && <Alert variant="warning">{error}</Alert>}
      <dl className="border-top pt-3 mb-4">
        {(
          [
            ['Montant', formatFcfa(payment.amount)],
            ['Réseau', payment.network],
            ['Téléphone', payment.phone_number],
            ['Référence', payment.tx_reference],
          ] as const
        )
          .filter((r) => !!r[1])
          .map(([label, value]) => (
            <div key={label} className="d-flex justify-content-between gap-3 mb-2">
              <dt className="fw-normal text-body-secondary">{label}</dt>
              <dd className="mb-0 fw-semibold text-break">{value}</dd>
            </div>
          ))}
      </dl>
      <div className="d-flex flex-wrap gap-2">
        {payment.order_id && (
          <Link to={paths.orders} className="btn btn-primary">
            Voir mes commandes
          </Link>
        )}
        {payment.reservation_id && (
          <Link
            to={paths.reservationConfirmation}
            state={{
              reservationId: payment.reservation_id,
              paymentId: payment.payment_id,
              phoneNumber: null,
            }}
            className="btn btn-primary"
          >
            Voir ma réservation
          </Link>
        )}
        {!payment.order_id && !payment.reservation_id && (
          <Link to={paths.sponsorDashboard} className="btn btn-primary">
            Mon tableau de bord
          </Link>
        )}
        <Link to={paths.home} className="btn btn-outline-primary">
          Retour à l'accueil
        </Link>
      </div>
    </>
  );
}
