import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { OpeningHours } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useOpeningHours } from '../api/get-opening-hours';
import { useHoursForm } from '../hooks/use-hours-form';
import { ClosuresFields } from './closures-fields';
import { DayHoursFields } from './day-hours-fields';

// Monday first, as the footer reads; the data is Sunday first.
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export const hoursSavedMessage =
  'Horaires enregistrés. Les commandes et les pages les suivent dès maintenant.';

function HoursForm({ initial }: { initial: OpeningHours }) {
  const form = useHoursForm(initial);
  const fieldErrors = Object.keys(form.errors).length > 0;
  // Errors about the whole week or all closures (not one row) are shown with the form's own message.
  const general = ['', 'weekly', 'closures'].map((k) => form.errors[k]).filter(Boolean);
  return (
    <form
      noValidate
      aria-labelledby="hours-title"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      {WEEK.map((day) => (
        <DayHoursFields
          key={day}
          day={day}
          slots={form.draft.weekly[day] ?? []}
          errors={form.errors}
          onChange={form.change}
        />
      ))}
      <ClosuresFields closures={form.draft.closures} errors={form.errors} onChange={form.change} />
      <div className="mt-3">
        {fieldErrors && (
          <Alert variant="danger">{['Corrigez les horaires signalés.', ...general].join(' ')}</Alert>
        )}
        {form.error && !fieldErrors && (
          <Alert variant="danger">
            {errorText(form.error, 'Les horaires n’ont pas pu être enregistrés.')}
          </Alert>
        )}
        {form.saved && (
          <Alert variant="success" role="status">
            {hoursSavedMessage}
          </Alert>
        )}
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Enregistrement…' : 'Enregistrer les horaires'}
        </Button>
      </div>
    </form>
  );
}

/** Réglages' opening hours (P4.1): the week's service periods and the closures, in Lomé time. */
export function OpeningHoursEditor() {
  const hours = useOpeningHours();
  return (
    <section className="mb-5" style={{ maxWidth: 720 }}>
      <h2 id="hours-title" className="h5">
        Horaires d’ouverture
      </h2>
      <p className="small text-body-secondary">
        Heure de Lomé. Les commandes, les créneaux, les retraits et le pied de page suivent ces horaires. Un
        service qui se termine à minuit se termine à 00:00.
      </p>
      {hours.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : hours.isError ? (
        <Alert variant="danger">{errorText(hours.error, 'Les horaires n’ont pas pu être chargés.')}</Alert>
      ) : (
        <HoursForm initial={hours.data} />
      )}
    </section>
  );
}
