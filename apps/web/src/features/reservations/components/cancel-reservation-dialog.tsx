import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { formatFcfa, type ReservationSummary } from '@lome/shared';

type Props = {
  reservation: ReservationSummary | null;
  pending: boolean;
  onConfirm: () => void;
  onHide: () => void;
};

/** The confirmation asked before cancelling a reservation, as for an order. */
export function CancelReservationDialog({ reservation, pending, onConfirm, onHide }: Props) {
  return (
    <Modal show={reservation !== null} onHide={onHide} centered aria-labelledby="cancel-reservation-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="cancel-reservation-title" as="h2" className="h5">
          Annuler la réservation {reservation?.code}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">Êtes-vous sûr de vouloir annuler cette réservation ?</p>
        {reservation?.is_paid && (
          <p className="small text-body-secondary mt-2 mb-0">
            Elle est déjà payée : notre équipe vous remboursera {formatFcfa(reservation.total_price)} par
            mobile money.
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
          Non, la garder
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Oui, annuler
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
