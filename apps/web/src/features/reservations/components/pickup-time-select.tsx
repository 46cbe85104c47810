import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import { formatHour, pickupTimesOn } from '@lome/shared';
import { useRestaurantHours } from '@/features/kitchen';

type Props = Omit<FormSelectProps, 'value' | 'onChange'> & {
  /** The pickup day, 'YYYY-MM-DD' ('' before one is chosen). */
  day: string;
  value: string;
  onChange: (time: string) => void;
};

/**
 * The pickup times of a day (P5.1, P4.1): quarter hours inside the opening hours and 10:00-22:00, none past;
 * the server checks the same rule. A time the new day does not offer is dropped.
 */
export function PickupTimeSelect({ day, value, onChange, ...rest }: Props) {
  const hours = useRestaurantHours();
  const times = day ? pickupTimesOn(hours, day, new Date()) : [];
  const offered = times.includes(value);
  useEffect(() => {
    if (value && day && !offered) onChange('');
  }, [value, day, offered, onChange]);
  const empty = !day ? 'Choisissez le jour' : times.length === 0 ? 'Fermé ce jour-là' : 'Choisissez';
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
