import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import {
  ADVANCE_NOTICE_HOURS,
  formatFcfa,
  type ReservationCreateInput,
  type ReservationSummary,
} from '@lome/shared';
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
  pickupWindow,
  preorderErrors,
  preorderPayload,
  type PreorderErrors,
  type PreorderForm,
} from '../lib/pickup';
import { EmptyPreorderBasket, PreorderBasketLines } from './preorder-basket-lines';
import { PickupTimeSelect } from './pickup-time-select';

// A pre-reservation sent again unchanged (after a lost answer and a reload) finds the one already made.
const PREORDER_FLOW = 'preorder';
type PreorderAttempt = { dishes: ReservationCreateInput['dishes']; form: PreorderForm };
const emptyForm: PreorderForm = { name: '', email: '', phone: '', date: '', time: '', notes: '' };

const contactFields = [
  { key: 'name', label: 'Nom complet', props: { autoComplete: 'name' } },
  { key: 'email', label: 'Email', props: { type: 'email', autoComplete: 'email' } },
  {
    key: 'phone',
    label: 'Téléphone',
    props: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '90 00 00 00' },
  },
] as const;

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
  const setTime = useCallback((time: string) => setForm((f) => ({ ...f, time })), []);

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

  if (basket.items.length === 0) return <EmptyPreorderBasket onHide={onHide} />;

  return (
    <>
      <Modal.Body>
        <Form noValidate onSubmit={submit} id={`${id}-form`} ref={formRef}>
          <PreorderBasketLines lines={priced.lines} basket={basket} />
          <div className="d-flex justify-content-between fw-bold fs-5 mb-4">
            <span>Total</span>
            <span data-testid="preorder-total">{formatFcfa(priced.total)}</span>
          </div>
          {errors.dishes && <Alert variant="danger">{errors.dishes}</Alert>}

          <h3 className="h6">Informations de retrait</h3>
          <div className="row g-2">
            {contactFields.map((f) => (
              <Form.Group key={f.key} className="col-md-6" controlId={`${id}-${f.key}`}>
                <Form.Label>{f.label}</Form.Label>
                <Form.Control
                  {...f.props}
                  value={form[f.key]}
                  onChange={set(f.key)}
                  {...invalid(f.key)}
                  required
                />
                {feedback(f.key)}
              </Form.Group>
            ))}
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
              <PickupTimeSelect
                day={form.date}
                value={form.time}
                onChange={setTime}
                {...invalid('time', `${id}-pickup-hint`)}
                required
              />
              {feedback('time')}
            </Form.Group>
            <Form.Text className="col-12 mt-0" id={`${id}-pickup-hint`}>
              Retrait au restaurant de demain à 7 jours, pendant nos heures d'ouverture.
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
