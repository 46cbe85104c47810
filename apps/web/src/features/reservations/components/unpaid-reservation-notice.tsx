import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { formatFcfa, type ReservationSummary } from '@lome/shared';
import { paths } from '@/config/paths';
import { formatPickup } from '../lib/pickup-labels';

type Props = { reservation: ReservationSummary; onClose: () => void };

/** The reservation just made from the basket and left unpaid, with the way to pay it. */
export function UnpaidReservationNotice({ reservation, onClose }: Props) {
  return (
    // Left unpaid (the modal closed before paying): it is confirmed only once paid.
    <Alert variant="warning" dismissible closeLabel="Fermer" onClose={onClose}>
      Réservation <strong className="text-nowrap">{reservation.code}</strong> enregistrée pour le{' '}
      {formatPickup(reservation.reservation_date)}, total{' '}
      <strong data-testid="preorder-reserved-total">{formatFcfa(reservation.total_price)}</strong>. Elle sera
      confirmée une fois payée.{' '}
      <Link
        to={paths.reservationConfirmation}
        state={{ reservationId: reservation.reservation_id, paymentId: null, phoneNumber: null }}
      >
        La payer maintenant par mobile money
      </Link>{' '}
      · <Link to={paths.myReservations}>Mes réservations</Link>
    </Alert>
  );
}
