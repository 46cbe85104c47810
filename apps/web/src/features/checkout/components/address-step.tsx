import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { ADDRESS_TITLES, type AddressTitle } from '@lome/shared';
import type { LatLng } from './location-map';
import { PositionField } from './position-field';

export type AddressValues = {
  title: AddressTitle;
  description_address: string;
  position: LatLng | null;
  phone: string;
};
export type AddressErrors = Partial<Record<'title' | 'description_address' | 'position' | 'phone', string>>;

/** A field with an error says so to assistive technology and points at the error's text. */
const invalidProps = (error: string | undefined, errorId: string) =>
  error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

/** The first field of the step that shows an error (fields first, then the position button), to focus it. */
export const firstInvalidField = (root: HTMLElement | null) =>
  root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]') ?? null;

type Props = {
  values: AddressValues;
  errors: AddressErrors;
  onChange: (patch: Partial<AddressValues>) => void;
};

/**
 * Step 1 of the checkout: where to deliver (P3.1: title, description, position by geolocation or pin, phone).
 */
export function AddressStep({ values, errors, onChange }: Props) {
  const id = useId();
  const set = <K extends keyof AddressValues>(key: K, value: AddressValues[K]) => onChange({ [key]: value });

  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-2">Type d'adresse</legend>
        <div className="d-flex gap-2">
          {ADDRESS_TITLES.map((t) => (
            <div key={t} className="flex-fill">
              <input
                type="radio"
                className="btn-check"
                name={`${id}-title`}
                id={`${id}-title-${t}`}
                checked={values.title === t}
                onChange={() => set('title', t)}
              />
              <label className="btn btn-outline-primary w-100" htmlFor={`${id}-title-${t}`}>
                {t}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <Form.Group className="mb-3" controlId={`${id}-description`}>
        <Form.Label>Adresse de livraison</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          placeholder="Quartier, rue, repère (ex. Bè Kpota, près de la pharmacie)"
          value={values.description_address}
          onChange={(e) => set('description_address', e.target.value)}
          isInvalid={!!errors.description_address}
          {...invalidProps(errors.description_address, `${id}-description-error`)}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-description-error`}>
          {errors.description_address}
        </Form.Control.Feedback>
      </Form.Group>
      <PositionField
        id={id}
        position={values.position}
        error={errors.position}
        onChange={(p) => set('position', p)}
      />
      <Form.Group className="mb-1" controlId={`${id}-phone`}>
        <Form.Label>Téléphone du destinataire</Form.Label>
        <Form.Control
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="90 00 00 00"
          value={values.phone}
          onChange={(e) => set('phone', e.target.value)}
          isInvalid={!!errors.phone}
          {...invalidProps(errors.phone, `${id}-phone-error`)}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-phone-error`}>
          {errors.phone}
        </Form.Control.Feedback>
      </Form.Group>
    </>
  );
}
