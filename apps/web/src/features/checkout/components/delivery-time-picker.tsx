import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useDeliverySlots } from '../api/get-delivery-slots';
import type { DeliveryTime } from '../hooks/use-delivery-time';
import { slotDays } from '../lib/slot-days';

type Props = { time: DeliveryTime; error?: string };

/** "Dès que possible" or "Programmer": a day, then a 15-minute slot of that day (P4.4). */
export function DeliveryTimePicker({ time, error }: Props) {
  const id = useId();
  const scheduled = time.mode === 'scheduled';
  return (
    <fieldset className="mt-3">
      <legend className="h6">Quand souhaitez-vous être livré ?</legend>
      <Form.Check
        type="radio"
        id={`${id}-asap`}
        name={`${id}-mode`}
        label="Dès que possible"
        checked={!scheduled}
        disabled={!time.asapAllowed}
        onChange={() => time.setMode('asap')}
      />
      {time.asapReason && <p className="small text-body-secondary ms-4 mb-1">{time.asapReason}</p>}
      <Form.Check
        type="radio"
        id={`${id}-scheduled`}
        name={`${id}-mode`}
        label="Programmer"
        checked={scheduled}
        onChange={() => time.setMode('scheduled')}
      />
      {scheduled && <SlotSelects time={time} error={error} />}
    </fieldset>
  );
}

function SlotSelects({ time, error }: Props) {
  const id = useId();
  const slots = useDeliverySlots(true);
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  if (slots.isPending)
    return (
      <div className="small ms-4 mt-2" role="status">
        <Spinner size="sm" className="me-2" aria-hidden="true" />
        Chargement des créneaux...
      </div>
    );
  if (slots.isError)
    return (
      <p className="small text-danger ms-4 mt-2" role="alert">
        Les créneaux n'ont pas pu être chargés. Réessayez dans un instant.
      </p>
    );
  const days = slotDays(slots.data, new Date(), time.earliest);
  if (days.length === 0)
    return <p className="small ms-4 mt-2">Aucun créneau de livraison libre dans les 7 prochains jours.</p>;
  const day = days.find((d) => d.day === (time.slot?.slice(0, 10) ?? pickedDay)) ?? days[0]!;
  const errorId = `${id}-error`;
  return (
    <div className="row g-2 ms-3 mt-1">
      <Form.Group className="col-6" controlId={`${id}-day`}>
        <Form.Label className="small mb-1">Jour</Form.Label>
        <Form.Select
          value={day.day}
          onChange={(e) => {
            setPickedDay(e.target.value);
            time.setSlot(null);
          }}
        >
          {days.map((d) => (
            <option key={d.day} value={d.day}>
              {d.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6" controlId={`${id}-time`}>
        <Form.Label className="small mb-1">Heure</Form.Label>
        <Form.Select
          value={time.slot ?? ''}
          onChange={(e) => time.setSlot(e.target.value || null)}
          isInvalid={!!error}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="">Choisissez</option>
          {day.times.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {error && (
        <div id={errorId} className="col-12 small text-danger">
          {error}
        </div>
      )}
    </div>
  );
}
