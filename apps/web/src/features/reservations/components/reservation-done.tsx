import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { formatFcfa, type ReservationSummary } from '@lome/shared';
import { paths } from '@/config/paths';
import { PaidConfirmation } from '@/features/payments';
import { formatPickup, pickupLabels } from '../lib/pickup-labels';

/** The cart's reservation paid, or held for cash at pickup (then the amount to bring): its code and pickup moment. */
export function ReservationDone({
  reservation,
  onClose,
}: {
  reservation: ReservationSummary;
  onClose: () => void;
}) {
  return (
    <PaidConfirmation title="Réservation confirmée !">
      <p className="mb-1">
        Réservation <strong className="text-nowrap">{reservation.code}</strong>
      </p>
      <p className="text-body-secondary">
        Retrait {pickupLabels[reservation.pickup_location].toLowerCase()}{' '}
        {formatPickup(reservation.reservation_date)}.
      </p>
      {!reservation.is_paid && reservation.payment_method === 'cash' && (
        <p className="fw-semibold">À payer au retrait, en espèces : {formatFcfa(reservation.total_price)}</p>
      )}
      <div className="d-flex gap-2 justify-content-center">
        <Link to={paths.menu} className="btn btn-outline-primary">
          Voir le menu
        </Link>
        <Button onClick={onClose}>Fermer</Button>
      </div>
    </PaidConfirmation>
  );
}
