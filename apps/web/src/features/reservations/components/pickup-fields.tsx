import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { ADVANCE_NOTICE_HOURS, type ReservationSource } from '@lome/shared';
import { pickupWindow } from '../lib/pickup';
import { PickupTimeSelect } from './pickup-time-select';

export type PickupField = 'date' | 'time';
/** What a control carries to say it is wrong, and which messages describe it. */
export type ControlState = { isInvalid: boolean; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** Each entry point's words and columns: the cart's dialog is narrow, the pre-reservation form has a row of four. */
const looks: Record<
  ReservationSource,
  { dateLabel: string; columns: Record<PickupField | 'hint', string>; hint: string }
> = {
  cart: {
    dateLabel: 'Date de retrait',
    columns: { date: 'col-7', time: 'col-5', hint: 'col-12 mt-1' },
    hint: "Retrait pendant nos heures d'ouverture (entre 10:00 et 22:00), aujourd'hui ou dans les 30 prochains jours.",
  },
  preorder: {
    dateLabel: 'Date',
    columns: { date: 'col-7 col-md-3', time: 'col-5 col-md-3', hint: 'col-12 mt-0' },
    hint: "Retrait au restaurant de demain à 7 jours, pendant nos heures d'ouverture.",
  },
};

type Props = {
  /** Which entry point: the days it offers (P5.1) and how its fields read. */
  source: ReservationSource;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  /** The basket's dishes that must be reserved 24 h ahead, named in the hint. */
  noticeDishes: readonly string[];
  /** How a control says it is wrong, given the hint's id to point at too. */
  invalid: (field: PickupField, hintId: string) => ControlState;
  /** The message shown under a field, where the form puts its messages there. */
  feedback?: (field: PickupField) => ReactNode;
  required?: boolean;
};

/** The pickup day and time of a reservation, with what the entry point allows; laid out in the caller's row. */
export function PickupFields({
  source,
  date,
  time,
  onDate,
  onTime,
  noticeDishes,
  invalid,
  feedback,
  required,
}: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const look = looks[source];
  const range = pickupWindow(source, new Date());
  return (
    <>
      <Form.Group className={look.columns.date} controlId={`${id}-date`}>
        <Form.Label>{look.dateLabel}</Form.Label>
        <Form.Control
          type="date"
          min={range.min}
          max={range.max}
          value={date}
          onChange={(e) => onDate(e.target.value)}
          {...invalid('date', hintId)}
          required={required}
        />
        {feedback?.('date')}
      </Form.Group>
      <Form.Group className={look.columns.time} controlId={`${id}-time`}>
        <Form.Label>Heure</Form.Label>
        <PickupTimeSelect
          day={date}
          value={time}
          onChange={onTime}
          {...invalid('time', hintId)}
          required={required}
        />
        {feedback?.('time')}
      </Form.Group>
      <Form.Text className={look.columns.hint} id={hintId}>
        {look.hint}
        {noticeDishes.length > 0 &&
          ` ${noticeDishes.join(', ')} : à réserver au moins ${ADVANCE_NOTICE_HOURS} h à l'avance.`}
      </Form.Text>
    </>
  );
}
