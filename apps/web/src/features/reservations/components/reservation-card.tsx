import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import {
  CANCEL_NOTICE_HOURS,
  formatFcfa,
  reservationCancelError,
  reservationStatusLabels,
  type ReservationSummary,
} from '@lome/shared';
import { paths } from '@/config/paths';
import { PurchaseCard } from '@/components/ui/purchase-card';
import { CancellationNote, isExpired, paymentBadgeOf } from '@/features/payments';
import { formatPickup, pickupLabels } from '../lib/pickup-labels';
import { reservationStatusVariants } from '../lib/reservation-status';

type Props = { reservation: ReservationSummary; now: Date; onPay: () => void; onCancel: () => void };

/** One reservation of 'Mes réservations': code, pickup, badges on their own line, total, and what may be done. */
export function ReservationCard({ reservation: r, now, onPay, onCancel }: Props) {
  const cancelled = r.status === 'cancelled';
  const payment = paymentBadgeOf(
    r.payment_status ?? (r.is_paid ? 'completed' : 'unpaid'),
    cancelled,
    r.refund,
  );
  // Held for cash at pickup: paid at the counter, not here.
  const cashDue = r.payment_method === 'cash' && !r.is_paid && !cancelled;
  // Money already taken but not applied is owed back by staff: paying again would take it twice.
  const payable = !r.is_paid && !cancelled && !cashDue && r.payment_status !== 'refund_pending';
  const cancellable = reservationCancelError(r, now) === null;
  const tooLate = r.is_paid && !cancelled && !cancellable;
  return (
    <PurchaseCard
      label={`Réservation ${r.code}`}
      testId="reservation-card"
      code={r.code}
      total={r.total_price}
      quantity={`${r.total_quantite} plat${r.total_quantite > 1 ? 's' : ''}`}
      actions={
        <>
          <Link
            to={paths.reservationConfirmation}
            state={{ reservationId: r.reservation_id, paymentId: null, phoneNumber: null }}
            className="btn btn-sm btn-outline-secondary"
            aria-label={`Détails de la réservation ${r.code}`}
          >
            Détails
          </Link>
          {payable && (
            <Button size="sm" onClick={onPay} aria-label={`Payer la réservation ${r.code}`}>
              Payer
            </Button>
          )}
          {!cancelled && cancellable && (
            <Button
              size="sm"
              variant="outline-danger"
              onClick={onCancel}
              aria-label={`Annuler la réservation ${r.code}`}
            >
              Annuler
            </Button>
          )}
        </>
      }
      footnote={
        tooLate && (
          <p className="small text-body-secondary mt-2 mb-0">
            Le retrait est dans moins de {CANCEL_NOTICE_HOURS} heures : la réservation ne peut plus être
            annulée.
          </p>
        )
      }
    >
      <p className="small text-body-secondary mb-2">
        Retrait {pickupLabels[r.pickup_location].toLowerCase()}{' '}
        <strong>{formatPickup(r.reservation_date)}</strong>
      </p>
      {cashDue && (
        <p className="small fw-semibold mb-2">À payer au retrait, en espèces : {formatFcfa(r.total_price)}</p>
      )}
      <div className="d-flex flex-wrap gap-1 mb-3">
        <span className={`badge text-bg-${reservationStatusVariants[r.status]}`}>
          {isExpired(r) ? 'Expirée' : reservationStatusLabels[r.status]}
        </span>
        {payment && <span className={`badge text-bg-${payment.variant}`}>{payment.label}</span>}
      </div>
      <CancellationNote item={r} />
    </PurchaseCard>
  );
}
