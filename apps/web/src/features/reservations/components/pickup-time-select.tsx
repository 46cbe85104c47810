import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import { formatHour, pickupHorizon, pickupTimesOn, PICKUP_DAYS, type OpeningHours } from '@lome/shared';
import { useRestaurantHours } from '@/features/kitchen';

type Props = Omit<FormSelectProps, 'value' | 'onChange'> & {
  /** The pickup day, 'YYYY-MM-DD' ('' before one is chosen). */
  day: string;
  /** The longest notice of the basket's dishes, in hours: earlier times are not offered. */
  noticeHours: number;
  value: string;
  onChange: (time: string) => void;
};

/** What the empty list says: why a day chosen offers no time. */
function emptyLabel(
  hours: OpeningHours,
  day: string,
  now: Date,
  noticeHours: number,
  offered: number,
): string {
  if (!day) return 'Choisissez le jour';
  if (offered > 0) return 'Choisissez';
  if (day < now.toISOString().slice(0, 10)) return 'Jour passé';
  if (day >= pickupHorizon(now).toISOString().slice(0, 10)) return `${PICKUP_DAYS} jours à l'avance au plus`;
  if (noticeHours > 0 && pickupTimesOn(hours, day, now).length > 0) return 'Aucune heure possible ce jour-là';
  return 'Fermé ce jour-là';
}

/**
 * The pickup times of a day (decision 0078): quarter hours inside the opening hours, until closing, after the
 * basket's notice; the server checks the same rule. A time the new day does not offer is dropped.
 */
export function PickupTimeSelect({ day, noticeHours, value, onChange, ...rest }: Props) {
  const hours = useRestaurantHours();
  const now = new Date();
  const times = day ? pickupTimesOn(hours, day, now, noticeHours) : [];
  const offered = times.includes(value);
  useEffect(() => {
    if (value && day && !offered) onChange('');
  }, [value, day, offered, onChange]);
  const empty = emptyLabel(hours, day, now, noticeHours, times.length);
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
