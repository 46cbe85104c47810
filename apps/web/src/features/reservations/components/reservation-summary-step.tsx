import { useId, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import {
  cartDishes,
  cartLineKey,
  cartTotal,
  formatFcfa,
  optionsSummary,
  orderMessages,
  type CartItem,
  type ReservationCreateInput,
} from '@lome/shared';
import { offlineReasons } from '@/lib/use-online';
import { FormAlert, SubmitButton } from '@/components/form';
import { useOfflineGuard } from '@/components/ui/use-offline-guard';
import { useRestaurantHours } from '@/features/kitchen';
import { failureText } from '@/features/payments';
import { reservationError } from '../api/create-reservation';
import { usePreorderMenu } from '../api/get-preorder-menu';
import type { CartPickup } from '../hooks/use-cart-reservation';
import { pickupLabels, type PickupLocation } from '../lib/pickup-labels';
import { noticeDishesOf, pickupError, toReservationDate } from '../lib/pickup';
import { LineDetails } from './line-details';
import { PickupFields } from './pickup-fields';

type Props = {
  items: CartItem[];
  /** The pickup last sent from this cart and not finished with, to fill the form again. */
  sent: CartPickup | undefined;
  send: (body: ReservationCreateInput, pickup: CartPickup) => void;
  request: { isPending: boolean; isError: boolean; error: unknown };
};

/** The reservation's first step: the dishes, and when and where they are picked up. */
export function ReservationSummaryStep({ items, sent, send, request }: Props) {
  const id = useId();
  const [date, setDate] = useState(sent?.date ?? '');
  const [time, setTime] = useState(sent?.time ?? '');
  const [pickup, setPickup] = useState<PickupLocation>(sent?.pickup ?? 'restaurant');
  const [notes, setNotes] = useState(sent?.notes ?? '');
  const [alert, setAlert] = useState<string | null>(null);
  // Making the reservation needs the server; offline the step says so instead of failing.
  const offline = useOfflineGuard(offlineReasons.reserve);
  // The menu tells which dishes must be reserved ahead; until it is loaded the server still checks.
  const noticeDishes = noticeDishesOf(items, usePreorderMenu().data?.dishes);
  const hours = useRestaurantHours();

  // Every refusal but an empty basket is about the pickup moment: mark both fields and point at the reason.
  const pickupProblem = !!alert && alert !== orderMessages.noReservationDishes;
  const pickupInvalid = {
    isInvalid: pickupProblem,
    'aria-invalid': pickupProblem,
    'aria-describedby': pickupProblem ? `${id}-alert` : undefined,
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // P11.6: the dishes first, then the pickup moment, with the server's own rules.
    const problem =
      items.length === 0
        ? orderMessages.noReservationDishes
        : pickupError(hours, date, time, new Date(), noticeDishes);
    setAlert(problem);
    if (problem) return;
    send(
      {
        dishes: cartDishes(items),
        reservation_date: toReservationDate(date, time),
        pickup_location: pickup,
        notes: notes.trim() || null,
        source: 'cart',
      },
      { date, time, pickup, notes },
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <ReservationLines items={items} />
      <div className="row g-2 mb-3">
        <PickupFields
          source="cart"
          date={date}
          time={time}
          onDate={setDate}
          onTime={setTime}
          noticeDishes={noticeDishes}
          invalid={() => pickupInvalid}
        />
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
      {(alert || request.isError) && (
        <FormAlert className="py-2" id={`${id}-alert`}>
          {alert ?? failureText(request.error, reservationError)}
        </FormAlert>
      )}
      <SubmitButton pending={request.isPending} className="w-100" {...offline.buttonProps(request.isPending)}>
        Continuer vers le paiement
      </SubmitButton>
      {offline.hint}
    </Form>
  );
}

/** The cart's dishes and their total. */
function ReservationLines({ items }: { items: CartItem[] }) {
  return (
    <ul className="list-group mb-3">
      {items.map((i) => (
        <li key={cartLineKey(i)} className="list-group-item d-flex justify-content-between gap-2">
          <span>
            {i.name} <span className="text-body-secondary">× {i.quantity}</span>
            <LineDetails choices={optionsSummary(i.choices)} note={i.note} allergens={i.allergens} />
          </span>
          <span className="text-nowrap">{formatFcfa(i.price * i.quantity)}</span>
        </li>
      ))}
      <li className="list-group-item d-flex justify-content-between fw-bold">
        <span>Total</span>
        <span>{formatFcfa(cartTotal(items))}</span>
      </li>
    </ul>
  );
}
