import { useEffect, useEffectEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import type { ReservationSummary } from '@lome/shared';
import { formatPickup } from '../lib/pickup-labels';
import { PreorderBasketForm } from './preorder-basket-form';
import { ReservationPaymentStep } from './reservation-payment-step';

/** P11.7: the confirmation banner stays 3 s, then the modal closes. */
const BANNER_MS = 3000;

type Stage =
  { kind: 'basket' } | { kind: 'payment'; reservation: ReservationSummary } | { kind: 'confirmed' };

type Props = {
  show: boolean;
  onHide: () => void;
  /** Contact details of the signed-in customer, to prefill the form; null for a visitor. */
  contact: { name: string; email: string; phone: string } | null;
  /** A visitor confirming: ask for login first (P11.2). */
  onLoginRequired: () => void;
  onReserved: (reservation: ReservationSummary) => void;
  /** Paid at once (PayGate answered 'success'). */
  onPaid?: () => void;
};

/**
 * 'Ma Réservation' (P11.1): the basket and pickup form, then the payment of the reservation made, as the cart's
 * reservation does. 'Réservation confirmée!' shows only once it is paid; a payment awaited on the phone
 * continues on /reservation-confirmation.
 */
export function PreorderBasketModal({ show, onHide, contact, onLoginRequired, onReserved, onPaid }: Props) {
  const id = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'basket' });

  const hide = () => {
    // Closed before paying, the reservation waits, unpaid, in 'Mes réservations'; the next opening starts afresh.
    setStage({ kind: 'basket' });
    onHide();
  };
  const closeAfterBanner = useEffectEvent(hide);
  useEffect(() => {
    if (stage.kind !== 'confirmed') return;
    const timer = window.setTimeout(closeAfterBanner, BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [stage.kind]);

  return (
    <Modal
      show={show}
      onHide={hide}
      fullscreen="sm-down"
      size="lg"
      scrollable
      aria-labelledby={`${id}-title`}
    >
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          Ma Réservation
        </Modal.Title>
      </Modal.Header>
      {stage.kind === 'confirmed' ? (
        <Modal.Body>
          <Alert variant="success" className="text-center my-3" role="status">
            <p className="h5 alert-heading">Réservation confirmée!</p>
            <p className="mb-0">Vos plats seront prêts à la date et heure demandées.</p>
          </Alert>
        </Modal.Body>
      ) : stage.kind === 'payment' ? (
        <Modal.Body>
          <Alert variant="info" role="status">
            Réservation <strong className="text-nowrap">{stage.reservation.code}</strong> enregistrée pour le{' '}
            {formatPickup(stage.reservation.reservation_date)}. Payez-la pour la confirmer.
          </Alert>
          <ReservationPaymentStep
            reservation={stage.reservation}
            defaultPhone={stage.reservation.contact_phone ?? contact?.phone}
            onPaid={() => {
              onPaid?.();
              setStage({ kind: 'confirmed' });
            }}
          />
        </Modal.Body>
      ) : (
        <PreorderBasketForm
          onHide={hide}
          contact={contact}
          onLoginRequired={onLoginRequired}
          onReserved={(reservation) => {
            onReserved(reservation);
            setStage({ kind: 'payment', reservation });
          }}
        />
      )}
    </Modal>
  );
}
