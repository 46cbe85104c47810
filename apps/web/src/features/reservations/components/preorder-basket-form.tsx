import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import {
  ADVANCE_NOTICE_HOURS,
  formatFcfa,
  portionLabels,
  type ReservationCreateInput,
  type ReservationSummary,
} from '@lome/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { attemptKey, forgetAttempt, pendingAttempt } from '@/lib/idempotency';
import { offlineReasons } from '@/lib/use-online';
import { useOfflineGuard } from '@/components/ui/use-offline-guard';
import { useAuth } from '@/features/auth';
import { failureText } from '@/features/payments';
import { reservationError, useCreateReservation } from '../api/create-reservation';
import { usePreorderMenu } from '../api/get-preorder-menu';
import { usePreorderBasket } from '../hooks/use-preorder-basket';
import { priceBasket } from '../lib/preorder-prices';
import {
  noticeDishNames,
  PICKUP_TIME,
  pickupWindow,
  preorderErrors,
  preorderPayload,
  type PreorderErrors,
  type PreorderForm,
} from '../lib/pickup';

// A pre-reservation sent again unchanged (after a lost answer and a reload) finds the one already made.
const PREORDER_FLOW = 'preorder';
type PreorderAttempt = { dishes: ReservationCreateInput['dishes']; form: PreorderForm };
const emptyForm: PreorderForm = { name: '', email: '', phone: '', date: '', time: '', notes: '' };

type Props = {
  onHide: () => void;
  /** Contact details of the signed-in customer, to prefill the form; null for a visitor. */
  contact: { name: string; email: string; phone: string } | null;
  /** A visitor confirming: ask for login first (D2). */
  onLoginRequired: () => void;
  /** The reservation was made: it goes on to its payment. */
  onReserved: (reservation: ReservationSummary) => void;
};

/** The basket of 'Ma Réservation' with -/+/remove, the pickup form, and a real reservation sent (D2). */
export function PreorderBasketForm({ onHide, contact, onLoginRequired, onReserved }: Props) {
  const id = useId();
  const basket = usePreorderBasket();
  const menu = usePreorderMenu();
  const priced = priceBasket(basket.items, menu.data?.dishes);
  const noticeDishes = noticeDishNames(basket.items, menu.data?.dishes);
  const createReservation = useCreateReservation();
  // Making the reservation needs the server; offline the button says so instead of failing (issue 12).
  const offline = useOfflineGuard(offlineReasons.reserve);
  const owner = useAuth().user?.id ?? '';
  const [form, setForm] = useState<PreorderForm>(
    () => pendingAttempt<PreorderAttempt>(PREORDER_FLOW, owner)?.form ?? emptyForm,
  );
  const [errors, setErrors] = useState<PreorderErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // On a phone the form is below the basket: take the customer to the first field to fix.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('.is-invalid')?.focus();
  }, [errors]);

  // Prefill once the customer is known, without overwriting what they typed.
  useEffect(() => {
    if (!contact) return;
    setForm((f) => ({
      ...f,
      name: f.name || contact.name,
      email: f.email || contact.email,
      phone: f.phone || contact.phone,
    }));
  }, [contact]);

  const set = (key: keyof PreorderForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const range = pickupWindow('preorder', new Date());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Before anything is typed in vain: the form is prefilled from the account once signed in.
    if (!contact) {
      onLoginRequired();
      return;
    }
    const found = preorderErrors(form, basket.items, new Date(), noticeDishes);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send(preorderPayload(form, basket.items));
  };

  const send = (body: ReservationCreateInput) => {
    const attempt: PreorderAttempt = { dishes: body.dishes, form };
    createReservation.mutate(
      { body, idempotencyKey: attemptKey(PREORDER_FLOW, owner, attempt) },
      {
        onSuccess: (reservation) => {
          forgetAttempt(PREORDER_FLOW);
          // Cancelled since on another screen: that attempt is over, these dishes make a new reservation.
          if (reservation.status === 'cancelled') {
            send(body);
            return;
          }
          basket.clear();
          setForm((f) => ({ ...f, date: '', time: '', notes: '' }));
          onReserved(reservation);
        },
        onError: (error) => {
          // The session ended meanwhile (the API client has cleared it): sign in again; the basket waits.
          if (error instanceof ApiError && error.status === 401) {
            createReservation.reset();
            onLoginRequired();
          }
        },
      },
    );
  };

  /** Marks a field invalid for assistive technology too, pointing at its message (and its hint). */
  const invalid = (field: keyof PreorderErrors, hint?: string) => ({
    isInvalid: !!errors[field],
    'aria-invalid': !!errors[field],
    'aria-describedby':
      [errors[field] && `${id}-${field}-error`, hint].filter(Boolean).join(' ') || undefined,
  });
  const feedback = (field: keyof PreorderErrors) => (
    <Form.Control.Feedback type="invalid" id={`${id}-${field}-error`}>
      {errors[field]}
    </Form.Control.Feedback>
  );

  if (basket.items.length === 0) {
    return (
      <Modal.Body>
        <div className="text-center py-4">
          <p className="text-body-secondary">Vous n'avez encore réservé aucun plat</p>
          <Link to={paths.menu} className="btn btn-primary" onClick={onHide}>
            Parcourir le menu
          </Link>
        </div>
      </Modal.Body>
    );
  }

  return (
    <>
      <Modal.Body>
        <Form noValidate onSubmit={submit} id={`${id}-form`} ref={formRef}>
          <ul className="list-unstyled mb-2">
            {priced.lines.map((item) => (
              <li key={item.id} className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom">
                <div className="flex-grow-1" style={{ minWidth: 140 }}>
                  <div className="fw-semibold">{item.name}</div>
                  <small className={item.offered ? 'text-body-secondary' : 'text-danger'}>
                    {item.offered
                      ? `${formatFcfa(item.price)} l'unité`
                      : "Ce plat n'est plus proposé : retirez-le pour réserver."}
                  </small>
                </div>
                <div className="d-flex align-items-center gap-1">
                  <Button
                    variant="outline-primary"
                    size="sm"
                    className="rounded-circle"
                    style={{ width: 36, height: 36 }}
                    aria-label={portionLabels(item.name).remove}
                    onClick={() => basket.setQuantity(item.id, item.quantity - 1)}
                  >
                    −
                  </Button>
                  <span className="fw-semibold text-center" style={{ minWidth: '2ch' }} aria-live="polite">
                    {item.quantity}
                  </span>
                  <Button
                    size="sm"
                    className="rounded-circle"
                    style={{ width: 36, height: 36 }}
                    aria-label={portionLabels(item.name).add}
                    onClick={() => basket.setQuantity(item.id, item.quantity + 1)}
                  >
                    +
                  </Button>
                </div>
                <span className="fw-semibold text-end" style={{ minWidth: 96 }}>
                  {item.offered ? formatFcfa(item.price * item.quantity) : '—'}
                </span>
                <Button
                  variant="link"
                  size="sm"
                  className="text-danger p-1"
                  aria-label={`Supprimer ${item.name}`}
                  onClick={() => basket.remove(item.id)}
                >
                  Supprimer
                </Button>
              </li>
            ))}
          </ul>
          <div className="d-flex justify-content-between fw-bold fs-5 mb-4">
            <span>Total</span>
            <span data-testid="preorder-total">{formatFcfa(priced.total)}</span>
          </div>
          {errors.dishes && <Alert variant="danger">{errors.dishes}</Alert>}

          <h3 className="h6">Informations de retrait</h3>
          <div className="row g-2">
            <Form.Group className="col-md-6" controlId={`${id}-name`}>
              <Form.Label>Nom complet</Form.Label>
              <Form.Control
                autoComplete="name"
                value={form.name}
                onChange={set('name')}
                {...invalid('name')}
                required
              />
              {feedback('name')}
            </Form.Group>
            <Form.Group className="col-md-6" controlId={`${id}-email`}>
              <Form.Label>Email</Form.Label>
              <Form.Control
                type="email"
                autoComplete="email"
                value={form.email}
                onChange={set('email')}
                {...invalid('email')}
                required
              />
              {feedback('email')}
            </Form.Group>
            <Form.Group className="col-md-6" controlId={`${id}-phone`}>
              <Form.Label>Téléphone</Form.Label>
              <Form.Control
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="90 00 00 00"
                value={form.phone}
                onChange={set('phone')}
                {...invalid('phone')}
                required
              />
              {feedback('phone')}
            </Form.Group>
            <Form.Group className="col-7 col-md-3" controlId={`${id}-date`}>
              <Form.Label>Date</Form.Label>
              <Form.Control
                type="date"
                min={range.min}
                max={range.max}
                value={form.date}
                onChange={set('date')}
                {...invalid('date', `${id}-pickup-hint`)}
                required
              />
              {feedback('date')}
            </Form.Group>
            <Form.Group className="col-5 col-md-3" controlId={`${id}-time`}>
              <Form.Label>Heure</Form.Label>
              <Form.Control
                type="time"
                min={PICKUP_TIME.min}
                max={PICKUP_TIME.max}
                step={900}
                value={form.time}
                onChange={set('time')}
                {...invalid('time', `${id}-pickup-hint`)}
                required
              />
              {feedback('time')}
            </Form.Group>
            <Form.Text className="col-12 mt-0" id={`${id}-pickup-hint`}>
              Retrait au restaurant de demain à 7 jours, entre 10:00 et 22:00.
              {noticeDishes.length > 0 &&
                ` ${noticeDishes.join(', ')} : à réserver au moins ${ADVANCE_NOTICE_HOURS} h à l'avance.`}
            </Form.Text>
            <Form.Group className="col-12" controlId={`${id}-notes`}>
              <Form.Label>Remarques (facultatif)</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                maxLength={1000}
                value={form.notes}
                onChange={set('notes')}
              />
            </Form.Group>
          </div>
          {createReservation.isError && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              {failureText(createReservation.error, reservationError)}
            </Alert>
          )}
        </Form>
      </Modal.Body>
      <Modal.Footer>
        <Button
          type="submit"
          form={`${id}-form`}
          size="lg"
          className="w-100"
          {...offline.buttonProps(createReservation.isPending)}
        >
          {createReservation.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Confirmer la Réservation
        </Button>
        {offline.hint}
      </Modal.Footer>
    </>
  );
}
