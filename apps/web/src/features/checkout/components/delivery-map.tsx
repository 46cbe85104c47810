import { lazy, Suspense } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { LatLng } from './location-map';

// Leaflet weighs about 150 kB: it is fetched only once a map is on screen.
const LocationMap = lazy(() => import('./location-map'));

type Props = { position: LatLng | null; onChange: (position: LatLng) => void; label: string };

/** The map where a tap places a delivery point, loaded on demand; the checkout's and the counter's. */
export function DeliveryMap({ position, onChange, label }: Props) {
  return (
    // react-leaflet does not pass aria-label on to the map's element: the label sits on a wrapper.
    <div role="group" aria-label={label}>
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
        <LocationMap position={position} onChange={onChange} />
      </Suspense>
    </div>
  );
}
