import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import {
  longestNotice,
  noticePhrase,
  PICKUP_DAYS,
  type NoticeDish,
  type ReservationSource,
} from '@lome/shared';
import { useRestaurantHours } from '@/features/kitchen';
import { pickupWindow } from '../lib/pickup';
import { PickupTimeSelect } from './pickup-time-select';

export type PickupField = 'date' | 'time';
/** What a control carries to say it is wrong, and which messages describe it. */
export type ControlState = { isInvalid: boolean; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** Each entry point's words and columns: the cart's dialog is narrow, the pre-reservation form has a row of four. */
const looks: Record<ReservationSource, { dateLabel: string; columns: Record<PickupField | 'hint', string> }> =
  {
    cart: { dateLabel: 'Date de retrait', columns: { date: 'col-7', time: 'col-5', hint: 'col-12 mt-1' } },
    preorder: {
      dateLabel: 'Date',
      columns: { date: 'col-7 col-md-3', time: 'col-5 col-md-3', hint: 'col-12 mt-0' },
    },
  };

/** The one pickup rule (decision 0078), said the same on both pages. */
export const PICKUP_HINT = `Retrait pendant nos heures d'ouverture, aujourd'hui ou dans les ${PICKUP_DAYS} prochains jours.`;

type Props = {
  /** Which entry point: the days it offers (P5.1) and how its fields read. */
  source: ReservationSource;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  /** The basket's dishes that must be reserved ahead, named in the hint with their hours. */
  noticeDishes: readonly NoticeDish[];
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
  const hours = useRestaurantHours();
  const range = pickupWindow(hours, new Date(), noticeDishes);
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
          noticeHours={longestNotice(noticeDishes)}
          value={time}
          onChange={onTime}
          {...invalid('time', hintId)}
          required={required}
        />
        {feedback?.('time')}
      </Form.Group>
      <Form.Text className={look.columns.hint} id={hintId}>
        {PICKUP_HINT}
        {noticeDishes.length > 0 &&
          ` ${noticePhrase(noticeDishes)} : seules les heures possibles sont proposées.`}
      </Form.Text>
    </>
  );
}
