import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import {
  ADVANCE_NOTICE_HOURS,
  cartTotal,
  formatFcfa,
  orderMessages,
  type CartItem,
  type ReservationSummary,
} from '@lome/shared';
import { offlineReasons } from '@/lib/use-online';
import { useOfflineGuard } from '@/components/ui/use-offline-guard';
import { useAuth } from '@/features/auth';
import { StepIndicator, failureText } from '@/features/payments';
import { reservationError } from '../api/create-reservation';
import { usePreorderMenu } from '../api/get-preorder-menu';
import { pendingPickup, useCartReservation } from '../hooks/use-cart-reservation';
import { formatPickup, pickupLabels, type PickupLocation } from '../lib/pickup-labels';
import { noticeDishNames, pickupError, pickupWindow, toReservationDate } from '../lib/pickup';
import { PickupTimeSelect } from './pickup-time-select';
import { ReservationDone } from './reservation-done';
import { ReservationPaymentStep } from './reservation-payment-step';

const STEPS = ['Récapitulatif', 'Paiement', 'Confirmation'] as const;

type Props = { show: boolean; onHide: () => void; items: CartItem[]; onReserved: () => void };

/** The cart's reservation (spec §2 Cart, §4 Reservation): summary with pickup moment, payment, confirmation. */
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
  const id = useId();
  const [now] = useState(() => new Date());
  const range = pickupWindow('cart', now);
  const { user } = useAuth();
  const owner = user?.id ?? '';
  const accountPhone = user?.phone ?? '';
  const [sent] = useState(() => pendingPickup(owner));
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [date, setDate] = useState(sent?.date ?? '');
  const [time, setTime] = useState(sent?.time ?? '');
  const [pickup, setPickup] = useState<PickupLocation>(sent?.pickup ?? 'restaurant');
  const [notes, setNotes] = useState(sent?.notes ?? '');
  const [alert, setAlert] = useState<string | null>(null);
  const [reservation, setReservation] = useState<ReservationSummary | null>(null);
  const { send, started, createReservation } = useCartReservation(owner, (made, paid) => {
    if (paid) onReserved();
    setReservation(made);
    setStep(paid ? 2 : 1);
  });
  // Making the reservation needs the server; offline the step says so instead of failing (issue 12).
  const offline = useOfflineGuard(offlineReasons.reserve);
  // The menu tells which dishes must be reserved 24 h ahead; until it is loaded the server still checks.
  const noticeDishes = noticeDishNames(items, usePreorderMenu().data?.dishes);

  // Every refusal but an empty basket is about the pickup moment: mark both fields and point at the reason.
  const pickupProblem = !!alert && alert !== orderMessages.noReservationDishes;
  const pickupInvalid = {
    isInvalid: pickupProblem,
    'aria-invalid': pickupProblem,
    'aria-describedby': pickupProblem ? `${id}-alert` : undefined,
  };

  const submitSummary = (e: FormEvent) => {
    e.preventDefault();
    // Spec §5: the dishes first, then the pickup moment, with the server's own rules.
    const problem =
      items.length === 0
        ? orderMessages.noReservationDishes
        : pickupError('cart', date, time, new Date(), noticeDishes);
    setAlert(problem);
    if (problem) return;
    send(
      {
        dishes: items.map((i) => ({ dish_id: i.id, quantity: i.quantity })),
        reservation_date: toReservationDate(date, time),
        pickup_location: pickup,
        notes: notes.trim() || null,
        source: 'cart',
      },
      { date, time, pickup, notes },
    );
  };

  return (
    <>
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 && (
        <Form noValidate onSubmit={submitSummary}>
          <ul className="list-group mb-3">
            {items.map((i) => (
              <li key={i.id} className="list-group-item d-flex justify-content-between gap-2">
                <span>
                  {i.name} <span className="text-body-secondary">× {i.quantity}</span>
                </span>
                <span className="text-nowrap">{formatFcfa(i.price * i.quantity)}</span>
              </li>
            ))}
            <li className="list-group-item d-flex justify-content-between fw-bold">
              <span>Total</span>
              <span>{formatFcfa(cartTotal(items))}</span>
            </li>
          </ul>
          <div className="row g-2 mb-3">
            <Form.Group className="col-7" controlId={`${id}-date`}>
              <Form.Label>Date de retrait</Form.Label>
              <Form.Control
                type="date"
                min={range.min}
                max={range.max}
                value={date}
                onChange={(e) => setDate(e.target.value)}
                {...pickupInvalid}
              />
            </Form.Group>
            <Form.Group className="col-5" controlId={`${id}-time`}>
              <Form.Label>Heure</Form.Label>
              <PickupTimeSelect day={date} value={time} onChange={setTime} {...pickupInvalid} />
            </Form.Group>
            <Form.Text className="col-12 mt-1">
              Retrait pendant nos heures d'ouverture (entre 10:00 et 22:00), aujourd'hui ou dans les 30
              prochains jours.
              {noticeDishes.length > 0 &&
                ` ${noticeDishes.join(', ')} : à réserver au moins ${ADVANCE_NOTICE_HOURS} h à l'avance.`}
            </Form.Text>
          </div>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-2">Lieu de retrait</legend>
            <div className="d-flex gap-2">
              {(Object.keys(pickupLabels) as PickupLocation[]).map((p) => (
                <div key={p} className="flex-fill">
                  <input
                    type="radio"
                    className="btn-check"
                    name={`${id}-pickup`}
                    id={`${id}-pickup-${p}`}
                    checked={pickup === p}
                    onChange={() => setPickup(p)}
                  />
                  <label className="btn btn-outline-primary w-100" htmlFor={`${id}-pickup-${p}`}>
                    {pickupLabels[p]}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <Form.Group className="mb-3" controlId={`${id}-notes`}>
            <Form.Label>Remarques (facultatif)</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={1000}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          </Form.Group>
          {(alert || createReservation.isError) && (
            <Alert variant="danger" className="py-2" role="alert" id={`${id}-alert`}>
              {alert ?? failureText(createReservation.error, reservationError)}
            </Alert>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-100"
            {...offline.buttonProps(createReservation.isPending)}
          >
            {createReservation.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Continuer vers le paiement
          </Button>
          {offline.hint}
        </Form>
      )}
      {step === 1 && reservation && (
        <ReservationPaymentStep
          reservation={reservation}
          defaultPhone={accountPhone}
          onStarted={() => {
            started(reservation.reservation_id);
            onReserved();
          }}
          onPaid={() => setStep(2)}
        >
          <p className="small mb-3">
            Réservation <strong>{reservation.code}</strong> · retrait{' '}
            {pickupLabels[reservation.pickup_location].toLowerCase()}{' '}
            {formatPickup(reservation.reservation_date)}
          </p>
        </ReservationPaymentStep>
      )}
      {step === 2 && reservation && <ReservationDone reservation={reservation} onClose={onClose} />}
    </>
  );
}
