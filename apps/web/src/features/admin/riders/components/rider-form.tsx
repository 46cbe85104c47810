import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { riderCreateSchema } from '@lome/shared';
import { apiFieldErrors, errorText, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useSaveRider } from '../api/save-rider';

/** 'Ajouter un livreur': first name, last name, phone (8 digits or +228…). */
export function RiderForm() {
  const save = useSaveRider();
  const [fields, setFields] = useState({ firstname: '', lastname: '', phone: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const submit = () => {
    const parsed = riderCreateSchema.safeParse(fields);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    save.mutate(fields, {
      onSuccess: () => setFields({ firstname: '', lastname: '', phone: '' }),
      onError: (e) => setErrors(apiFieldErrors(e)),
    });
  };

  return (
    <Form
      noValidate
      className="row g-2 align-items-end mb-4"
      aria-label="Ajouter un livreur"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {(
        [
          ['firstname', 'Prénom', 'given-name'],
          ['lastname', 'Nom (facultatif)', 'family-name'],
          ['phone', 'Téléphone', 'tel'],
        ] as const
      ).map(([name, label, auto]) => (
        <Form.Group className="col-12 col-sm-4 col-lg-3" controlId={`rider-${name}`} key={name}>
          <Form.Label className="small mb-0">{label}</Form.Label>
          <Form.Control
            value={fields[name]}
            onChange={set(name)}
            autoComplete={auto}
            inputMode={name === 'phone' ? 'tel' : undefined}
            isInvalid={!!errors[name]}
          />
          <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
        </Form.Group>
      ))}
      <div className="col-12 col-lg-3">
        <Button type="submit" disabled={save.isPending}>
          Ajouter le livreur
        </Button>
      </div>
      {save.isError && !Object.keys(errors).length && (
        <p className="text-danger small mb-0">{errorText(save.error, 'Enregistrement impossible.')}</p>
      )}
    </Form>
  );
}
