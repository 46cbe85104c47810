import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { ADVANCE_NOTICE_HOURS } from '@lome/shared';
import type { PreorderFormState } from '../hooks/use-preorder-form';
import { pickupWindow, type PreorderErrors } from '../lib/pickup';
import { PickupTimeSelect } from './pickup-time-select';

const contactFields = [
  { key: 'name', label: 'Nom complet', props: { autoComplete: 'name' } },
  { key: 'email', label: 'Email', props: { type: 'email', autoComplete: 'email' } },
  {
    key: 'phone',
    label: 'Téléphone',
    props: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '90 00 00 00' },
  },
] as const;

type Props = { state: PreorderFormState; noticeDishes: string[] };

/** Who picks the dishes up, and when (from tomorrow to 7 days ahead, within the opening hours). */
export function PreorderPickupFields({ state, noticeDishes }: Props) {
  const id = useId();
  const { form, set, setTime, errors } = state;
  const range = pickupWindow('preorder', new Date());

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
      <Form.Group className="col-7 col-md-3" controlId={`${id}-date`}>
        <Form.Label>Date</Form.Label>
        <Form.Control
          type="date"
          min={range.min}
          max={range.max}
          value={form.date}
          onChange={set('date')}
          {...invalid('date', `${id}-pickup-hint`)}
          required
        />
        {feedback('date')}
      </Form.Group>
      <Form.Group className="col-5 col-md-3" controlId={`${id}-time`}>
        <Form.Label>Heure</Form.Label>
        <PickupTimeSelect
          day={form.date}
          value={form.time}
          onChange={setTime}
          {...invalid('time', `${id}-pickup-hint`)}
          required
        />
        {feedback('time')}
      </Form.Group>
      <Form.Text className="col-12 mt-0" id={`${id}-pickup-hint`}>
        Retrait au restaurant de demain à 7 jours, pendant nos heures d'ouverture.
        {noticeDishes.length > 0 &&
          ` ${noticeDishes.join(', ')} : à réserver au moins ${ADVANCE_NOTICE_HOURS} h à l'avance.`}
      </Form.Text>
      <Form.Group className="col-12" controlId={`${id}-notes`}>
        <Form.Label>Remarques (facultatif)</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={1000} value={form.notes} onChange={set('notes')} />
      </Form.Group>
    </div>
  );
}
