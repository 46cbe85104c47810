import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DAY_LONG, type OpeningSlot } from '@lome/shared';
import type { FieldErrors } from '@/lib/form-errors';
import { MAX_PERIODS, messagesAt, type HoursAction } from '../hooks/hours-draft';

type Props = {
  day: number;
  slots: OpeningSlot[];
  errors: FieldErrors;
  onChange: (action: HoursAction) => void;
};

/** One weekday: 'Fermé', or its service periods (up to four), each with the message that concerns it. */
export function DayHoursFields({ day, slots, errors, onChange }: Props) {
  const name = DAY_LONG[day]!;
  const dayError = errors[`weekly.${day}`];
  return (
    <fieldset className="border rounded px-3 py-2 mb-2">
      <legend className="h6 mb-1">{name}</legend>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Form.Check
          type="checkbox"
          id={`hours-closed-${day}`}
          label={
            <>
              Fermé <span className="visually-hidden">le {name.toLowerCase()}</span>
            </>
          }
          checked={slots.length === 0}
          onChange={(e) => onChange({ type: 'closed', day, closed: e.target.checked })}
        />
        {slots.length > 0 && slots.length < MAX_PERIODS && (
          <Button variant="link" size="sm" className="p-0" onClick={() => onChange({ type: 'addSlot', day })}>
            Ajouter un service
          </Button>
        )}
      </div>
      {slots.map((slot, index) => {
        const messages = messagesAt(errors, `weekly.${day}.${index}`);
        const errorId = `hours-${day}-${index}-error`;
        const time = (field: 'open' | 'close', label: string) => (
          <Form.Control
            type="time"
            size="sm"
            style={{ width: '8rem' }}
            aria-label={`${name}, service ${index + 1} : ${label}`}
            value={slot[field]}
            isInvalid={messages.length > 0}
            aria-invalid={messages.length > 0 || undefined}
            aria-describedby={messages.length > 0 ? errorId : undefined}
            onChange={(e) => onChange({ type: 'slot', day, index, field, value: e.target.value })}
          />
        );
        return (
          // The periods have no identity but their place; their values are all held by the form.
          <div key={index} className="d-flex flex-wrap align-items-center gap-2 mt-2">
            {time('open', 'ouverture')}
            <span>à</span>
            {time('close', 'fermeture')}
            <Button
              variant="link"
              size="sm"
              className="text-danger p-0"
              onClick={() => onChange({ type: 'removeSlot', day, index })}
            >
              Retirer{' '}
              <span className="visually-hidden">
                le service {index + 1} du {name.toLowerCase()}
              </span>
            </Button>
            {messages.length > 0 && (
              <div id={errorId} className="w-100 small text-danger">
                {messages.join(' ')}
              </div>
            )}
          </div>
        );
      })}
      {dayError && <div className="small text-danger mt-1">{dayError}</div>}
    </fieldset>
  );
}
