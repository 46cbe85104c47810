import { frenchNumberFormat } from './intl.js';

export type LatLng = { lat: number; lng: number };

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const km = frenchNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A distance in metres as the customer reads it: 5230 -> '5,2 km'. */
export const formatKm = (distanceM: number): string => `${km(distanceM / 1000)}\u00a0km`;
