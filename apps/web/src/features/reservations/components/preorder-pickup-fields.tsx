import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { NoticeDish } from '@lome/shared';
import type { PreorderFormState } from '../hooks/use-preorder-form';
import type { PreorderErrors } from '../lib/pickup';
import { PickupFields } from './pickup-fields';

const contactFields = [
  { key: 'name', label: 'Nom complet', props: { autoComplete: 'name' } },
  { key: 'email', label: 'E-mail', props: { type: 'email', autoComplete: 'email' } },
  {
    key: 'phone',
    label: 'Téléphone',
    props: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '90 00 00 00' },
  },
] as const;

type Props = { state: PreorderFormState; noticeDishes: NoticeDish[] };

/** Who picks the dishes up, and when (within the opening hours, after each dish's notice, up to 7 days ahead). */
export function PreorderPickupFields({ state, noticeDishes }: Props) {
  const id = useId();
  const { form, set, setDate, setTime, errors } = state;

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

  return (
    <div className="row g-2">
      {contactFields.map((f) => (
        <Form.Group key={f.key} className="col-md-6" controlId={`${id}-${f.key}`}>
          <Form.Label>{f.label}</Form.Label>
          <Form.Control {...f.props} value={form[f.key]} onChange={set(f.key)} {...invalid(f.key)} required />
          {feedback(f.key)}
        </Form.Group>
      ))}
      <PickupFields
        source="preorder"
        date={form.date}
        time={form.time}
        onDate={setDate}
        onTime={setTime}
        noticeDishes={noticeDishes}
        invalid={invalid}
        feedback={feedback}
        required
      />
      <Form.Group className="col-12" controlId={`${id}-notes`}>
        <Form.Label>Remarques (facultatif)</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={1000} value={form.notes} onChange={set('notes')} />
      </Form.Group>
    </div>
  );
}
