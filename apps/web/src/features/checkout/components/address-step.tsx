import { lazy, Suspense, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { ADDRESS_TITLES, type AddressTitle } from '@lome/shared';
import type { LatLng } from './location-map';

// Leaflet weighs about 150 kB: it is fetched only once this step is on screen.
const LocationMap = lazy(() => import('./location-map'));

export type AddressValues = {
  title: AddressTitle;
  description_address: string;
  position: LatLng | null;
  phone: string;
};
export type AddressErrors = Partial<Record<'title' | 'description_address' | 'position' | 'phone', string>>;

const geolocationErrors: Record<number, string> = {
  1: 'Accès à votre position refusé. Touchez la carte pour placer le point de livraison.',
  2: 'Position introuvable pour le moment. Touchez la carte pour placer le point de livraison.',
  3: 'La localisation a pris trop de temps. Réessayez ou touchez la carte.',
};

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

/** Step 1 of the checkout: where to deliver (D3: title, description, position by geolocation or pin, phone). */
export function AddressStep({ values, errors, onChange }: Props) {
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const set = <K extends keyof AddressValues>(key: K, value: AddressValues[K]) => onChange({ [key]: value });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setGeoError(
        'Votre navigateur ne donne pas votre position. Touchez la carte pour placer le point de livraison.',
      );
      return;
    }
    setLocating(true);
    setGeoError(null);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        set('position', { latitude: p.coords.latitude, longitude: p.coords.longitude });
      },
      (e) => {
        setLocating(false);
        setGeoError(geolocationErrors[e.code] ?? geolocationErrors[2]!);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

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
      <div className="mb-3">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <span className="form-label mb-0">Position</span>
          <Button
            variant="outline-primary"
            size="sm"
            onClick={locate}
            disabled={locating}
            // A button cannot be aria-invalid: it is marked for the focus and points at the error.
            data-invalid={errors.position ? true : undefined}
            aria-describedby={errors.position ? `${id}-position-error` : undefined}
          >
            {locating && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            Utiliser ma position
          </Button>
        </div>
        {/* react-leaflet does not pass aria-label on to the map's element: the label sits on a wrapper. */}
        <div role="group" aria-label="Carte : touchez pour placer le point de livraison">
          <Suspense
            fallback={
              <div
                className="d-flex align-items-center justify-content-center border rounded bg-body-tertiary"
                style={{ height: 220 }}
              >
                <Spinner size="sm" aria-label="Chargement de la carte" />
              </div>
            }
          >
            <LocationMap position={values.position} onChange={(p) => set('position', p)} />
          </Suspense>
        </div>
        <p className="small mb-0 mt-1" aria-live="polite">
          {values.position ? (
            <span className="text-success">
              Position enregistrée ({values.position.latitude.toFixed(5)},{' '}
              {values.position.longitude.toFixed(5)})
            </span>
          ) : (
            <span className="text-body-secondary">
              Utilisez votre position ou touchez la carte à l'endroit de livraison.
            </span>
          )}
        </p>
        {(geoError || errors.position) && (
          <div className="small text-danger mt-1" role="alert" id={`${id}-position-error`}>
            {geoError ?? errors.position}
          </div>
        )}
      </div>
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
