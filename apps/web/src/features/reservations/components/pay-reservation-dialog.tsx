import Modal from 'react-bootstrap/Modal';
import type { ReservationSummary } from '@lome/shared';
import { PayFlow } from '@/features/payments';
import { reservationPaymentQuery } from '../api/get-reservation';
import { reservationsQueryKey } from '../api/get-reservations';
import { formatPickup } from '../lib/pickup-labels';
import { progressOfReservation } from '../lib/reservation-payment';
import { Code } from '@/components/ui/code';

// A reservation cancelled on another screen ends the wait; money taken, if any, is owed back.
const cancelledTexts = {
  refund_pending:
    'Paiement reçu, mais la réservation a été annulée entre-temps. Notre équipe vous remboursera.',
  order_cancelled: 'Cette réservation a été annulée entre-temps : il n\u2019y a plus rien à payer.',
};

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
          Payer la réservation <Code>{reservation?.code}</Code>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {reservation && (
          <PayFlow
            target={{ reservation_id: reservation.reservation_id }}
            amount={reservation.total_price}
            defaultPhone={defaultPhone}
            resume={reservation.payment_status === 'pending'}
            statusQuery={(attempt) => reservationPaymentQuery(reservation.reservation_id, attempt)}
            progressOf={progressOfReservation}
            paidQueryKey={reservationsQueryKey}
            paid={{
              title: 'Réservation confirmée !',
              detail: `Vos plats seront prêts ${formatPickup(reservation.reservation_date)}.`,
            }}
            cancelledTexts={cancelledTexts}
            onDone={onHide}
          >
            <p className="small mb-3">Retrait {formatPickup(reservation.reservation_date)}</p>
          </PayFlow>
        )}
      </Modal.Body>
    </Modal>
  );
}
