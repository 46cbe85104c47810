import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import { formatHour, pickupTimesOn } from '@lome/shared';
import { useRestaurantHours } from '@/features/kitchen';

type Props = Omit<FormSelectProps, 'value' | 'onChange'> & {
  /** The pickup day, 'YYYY-MM-DD' ('' before one is chosen). */
  day: string;
  /** The longest notice of the basket's dishes, in hours: earlier times are not offered. */
  noticeHours: number;
  value: string;
  onChange: (time: string) => void;
};

/**
 * The pickup times of a day (decision 0078): quarter hours inside the opening hours, until closing, after the
 * basket's notice; the server checks the same rule. A time the new day does not offer is dropped.
 */
export function PickupTimeSelect({ day, noticeHours, value, onChange, ...rest }: Props) {
  const hours = useRestaurantHours();
  const times = day ? pickupTimesOn(hours, day, new Date(), noticeHours) : [];
  const offered = times.includes(value);
  useEffect(() => {
    if (value && day && !offered) onChange('');
  }, [value, day, offered, onChange]);
  const empty = !day
    ? 'Choisissez le jour'
    : times.length === 0
      ? noticeHours > 0
        ? 'Aucune heure possible ce jour-là'
        : 'Fermé ce jour-là'
      : 'Choisissez';
  return (
    <Form.Select
      {...rest}
      value={offered ? value : ''}
      disabled={times.length === 0}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{empty}</option>
      {times.map((t) => (
        <option key={t} value={t}>
          {formatHour(t)}
        </option>
      ))}
    </Form.Select>
  );
}
