import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useCurrentPosition } from '../hooks/use-current-position';
import { DeliveryMap } from './delivery-map';
import type { LatLng } from './location-map';

type Props = {
  /** The step's id prefix: the error's id is `${id}-position-error`. */
  id: string;
  position: LatLng | null;
  error: string | undefined;
  onChange: (position: LatLng) => void;
};

/** The delivery point: the browser's position or a pin on the map, and what was recorded. */
export function PositionField({ id, position, error, onChange }: Props) {
  const { locating, error: geoError, locate } = useCurrentPosition(onChange);
  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <span className="form-label mb-0">Position</span>
        <Button
          variant="outline-primary"
          size="sm"
          onClick={locate}
          disabled={locating}
          // A button cannot be aria-invalid: it is marked for the focus and points at the error.
          data-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-position-error` : undefined}
        >
          {locating && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          Utiliser ma position
        </Button>
      </div>
      <DeliveryMap
        position={position}
        onChange={onChange}
        label="Carte : touchez pour placer le point de livraison"
      />
      <p className="small mb-0 mt-1" aria-live="polite">
        {position ? (
          <span className="text-success">
            Position enregistrée ({position.latitude.toFixed(5)}, {position.longitude.toFixed(5)})
          </span>
        ) : (
          <span className="text-body-secondary">
            Utilisez votre position ou touchez la carte à l'endroit de livraison.
          </span>
        )}
      </p>
      {(geoError || error) && (
        <div className="small text-danger mt-1" role="alert" id={`${id}-position-error`}>
          {geoError ?? error}
        </div>
      )}
    </div>
  );
}
