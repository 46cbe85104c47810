import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ADDRESS_TITLES, savedAddressInputSchema, type SavedAddress } from '@lome/shared';
import { apiFieldErrors, errorText, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useUpdateAddress } from '../api/update-address';

/** Edits a saved address's type, description and contact; its pin stays where it was placed at checkout. */
export function AddressEditForm({ address, onDone }: { address: SavedAddress; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState({
    label: address.label,
    description: address.description,
    phone: address.phone ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateAddress();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...draft, latitude: address.latitude, longitude: address.longitude };
    const parsed = savedAddressInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(
      { id: address.id, body },
      { onSuccess: onDone, onError: (error) => setErrors(apiFieldErrors(error)) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="border rounded p-3 mt-2">
      <fieldset className="mb-2">
        <legend className="form-label fs-6 mb-1">Type d'adresse</legend>
        <div className="d-flex gap-3">
          {ADDRESS_TITLES.map((t) => (
            <Form.Check
              key={t}
              type="radio"
              id={`${id}-${t}`}
              name={`${id}-label`}
              label={t}
              checked={draft.label === t}
              onChange={() => setDraft((d) => ({ ...d, label: t }))}
            />
          ))}
        </div>
      </fieldset>
      <Form.Group className="mb-2" controlId={`${id}-description`}>
        <Form.Label>Adresse</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={draft.description}
          isInvalid={!!errors.description}
          onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
        />
        <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-phone`}>
        <Form.Label>Téléphone sur place (facultatif)</Form.Label>
        <Form.Control
          type="tel"
          inputMode="tel"
          value={draft.phone}
          isInvalid={!!errors.phone}
          onChange={(e) => setDraft((d) => ({ ...d, phone: e.target.value }))}
        />
        <Form.Control.Feedback type="invalid">{errors.phone}</Form.Control.Feedback>
      </Form.Group>
      {update.isError && Object.keys(errors).length === 0 && (
        <p className="small text-danger">{errorText(update.error, 'L’adresse n’a pas pu être modifiée.')}</p>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          Enregistrer
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
