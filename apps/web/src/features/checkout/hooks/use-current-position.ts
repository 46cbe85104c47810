import { useState } from 'react';
import type { LatLng } from '../components/location-map';

const geolocationErrors: Record<number, string> = {
  1: 'Accès à votre position refusé. Touchez la carte pour placer le point de livraison.',
  2: 'Position introuvable pour le moment. Touchez la carte pour placer le point de livraison.',
  3: 'La localisation a pris trop de temps. Réessayez ou touchez la carte.',
};

/** The browser's position on demand, with what to say when it cannot be had. */
export function useCurrentPosition(onFound: (position: LatLng) => void) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setError(
        'Votre navigateur ne donne pas votre position. Touchez la carte pour placer le point de livraison.',
      );
      return;
    }
    setLocating(true);
    setError(null);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        onFound({ latitude: p.coords.latitude, longitude: p.coords.longitude });
      },
      (e) => {
        setLocating(false);
        setError(geolocationErrors[e.code] ?? geolocationErrors[2]!);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return { locating, error, locate };
}
