import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { CartItem, ReservationCreateInput, ReservationSummary } from '@lome/shared';
import { useAuth } from '@/features/auth';
import { CashChoice, StepIndicator } from '@/features/payments';
import { pendingPickup, useCartReservation, type CartPickup } from '../hooks/use-cart-reservation';
import { formatPickup, pickupLabels } from '../lib/pickup-labels';
import { ReservationDone } from './reservation-done';
import { ReservationPaymentStep } from './reservation-payment-step';
import { ReservationSummaryStep } from './reservation-summary-step';

const STEPS = ['Récapitulatif', 'Paiement', 'Confirmation'] as const;

type Props = { show: boolean; onHide: () => void; items: CartItem[]; onReserved: () => void };

/**
 * The cart's reservation (P11.1 Cart, P11.5 Reservation): summary with pickup moment, payment, confirmation.
 */
export function ReservationDialog({ show, onHide, items, onReserved }: Props) {
  return (
    <Modal show={show} onHide={onHide} fullscreen="sm-down" aria-labelledby="reservation-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="reservation-title" as="h2" className="h5">
          Réserver mes plats
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ReservationFlow items={items} onReserved={onReserved} onClose={onHide} />
      </Modal.Body>
    </Modal>
  );
}

function ReservationFlow({
  items,
  onReserved,
  onClose,
}: {
  items: CartItem[];
  onReserved: () => void;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const owner = user?.id ?? '';
  const [sent] = useState(() => pendingPickup(owner));
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [reservation, setReservation] = useState<ReservationSummary | null>(null);
  const [last, setLast] = useState<{ body: ReservationCreateInput; pickup: CartPickup } | null>(null);
  const { send, started, createReservation } = useCartReservation(owner, (made, settled) => {
    if (settled) onReserved();
    setReservation(made);
    setStep(settled ? 2 : 1);
  });

  return (
    <>
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 && (
        <ReservationSummaryStep
          items={items}
          sent={sent}
          send={(body, pickup) => {
            setLast({ body, pickup });
            send(body, pickup);
          }}
          request={createReservation}
        />
      )}
      {step === 1 && reservation && (
        <ReservationPaymentStep
          reservation={reservation}
          defaultPhone={user?.phone ?? ''}
          onStarted={() => {
            started(reservation.reservation_id);
            onReserved();
          }}
          onPaid={() => setStep(2)}
        >
          <p className="small mb-3">
            Réservation <strong className="text-nowrap">{reservation.code}</strong> · retrait{' '}
            {pickupLabels[reservation.pickup_location].toLowerCase()}{' '}
            {formatPickup(reservation.reservation_date)}
          </p>
          {last && (
            <CashChoice
              amount={reservation.total_price}
              label="Espèces au retrait"
              note={(amount) => `Vous payez ${amount} en espèces au comptoir, au retrait de vos plats.`}
              pending={createReservation.isPending}
              onChoose={() => send({ ...last.body, payment_method: 'cash' }, last.pickup)}
            />
          )}
        </ReservationPaymentStep>
      )}
      {step === 2 && reservation && <ReservationDone reservation={reservation} onClose={onClose} />}
    </>
  );
}
