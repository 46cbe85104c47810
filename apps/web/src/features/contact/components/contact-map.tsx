import { restaurant } from '@lome/shared';
import mapImage from '@/assets/images/map-lome.svg';

/**
 * A drawn map of the surroundings with links to open the address in a map app. No third-party iframe:
 * it would load a map service on every visit and slow the page.
 */
export function ContactMap() {
  const { lat, lng } = restaurant.coordinates;
  return (
    <figure className="mb-0">
      <img
        src={mapImage}
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        className="img-fluid rounded-4 shadow-sm w-100"
        alt={`Plan simplifié : ${restaurant.name} se trouve ${restaurant.address.street}, près du bord de mer, à ${restaurant.address.city}.`}
      />
      <figcaption className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
        <span className="text-body-secondary">{restaurant.addressLine}</span>
        <span className="d-flex flex-wrap gap-2">
          <a
            className="btn btn-primary"
            href={`https://www.google.com/maps/search/?api=1&query=${lat},${lng}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Ouvrir dans Google Maps
          </a>
          <a
            className="btn btn-outline-primary"
            href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            OpenStreetMap
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
