import type { Kysely } from 'kysely';
import {
  deliveryBandFor,
  deliveryFeeMessages,
  deliveryFeesSchema,
  distanceMeters,
  missingForMinimum,
  orderMessages,
  type DeliveryFees,
  type LatLng,
} from '@lome/shared';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { readSetting } from '../settings/settings.store.js';

/** Where a delivery goes and what it costs: the radius, the distance bands and their fees (P3.2, P3.3). */

export const DELIVERY_PRICE_SETTING = 'delivery_price';

async function deliveryPrice(db: Kysely<Database>): Promise<number> {
  const value = Number(await readSetting(db, DELIVERY_PRICE_SETTING));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * The delivery radius setting (P3.2), an admin's figure; `defaultKm` (DELIVERY_RADIUS_KM) until one is saved.
 */
export const DELIVERY_RADIUS_SETTING = 'delivery.radius_km';

export async function deliveryRadiusKm(db: Kysely<Database>, defaultKm: number): Promise<number> {
  const value = Number(await readSetting(db, DELIVERY_RADIUS_SETTING));
  return Number.isInteger(value) && value > 0 ? value : defaultKm;
}

/** Where the delivery fees by distance (P3.3) live in the settings table: the bands as JSON, the minimum. */
export const DELIVERY_FEE_KEYS = {
  bands: 'delivery.fee_bands',
  minOrderTotal: 'delivery.min_order_total',
} as const;

/** The bands and the minimum as Réglages saved them; none (and no minimum) until then, or if unreadable. */
export async function getDeliveryFees(db: Kysely<Database>): Promise<DeliveryFees> {
  const read = async (key: string) => {
    const value = await readSetting(db, key);
    try {
      return value === undefined ? undefined : (JSON.parse(value) as unknown);
    } catch {
      return undefined;
    }
  };
  const parsed = deliveryFeesSchema.safeParse({
    bands: (await read(DELIVERY_FEE_KEYS.bands)) ?? [],
    min_order_total: (await read(DELIVERY_FEE_KEYS.minOrderTotal)) ?? 0,
  });
  return parsed.success ? parsed.data : { bands: [], min_order_total: 0 };
}

const outOfZone = (km: number) => {
  const message = orderMessages.outOfZone.replace('{km}', String(km));
  return new AppError(422, 'OUT_OF_DELIVERY_ZONE', message, { description_address: [message] });
};

export type RestaurantPlace = LatLng & { defaultRadiusKm: number };

/** Where deliveries start from and the radius used until Réglages sets one, from the environment. */
export const restaurantPlace = (env: {
  RESTAURANT_LAT: number;
  RESTAURANT_LNG: number;
  DELIVERY_RADIUS_KM: number;
}): RestaurantPlace => ({
  lat: env.RESTAURANT_LAT,
  lng: env.RESTAURANT_LNG,
  defaultRadiusKm: env.DELIVERY_RADIUS_KM,
});

/**
 * The distance in whole metres from the restaurant to a delivery point, refused (422) beyond the delivery radius
 * (P3.2) or beyond the last fee band (P3.3), whichever is nearer.
 */
export async function measureDelivery(
  db: Kysely<Database>,
  restaurant: RestaurantPlace,
  point: { latitude: number; longitude: number },
): Promise<number> {
  const distance = Math.round(distanceMeters(restaurant, { lat: point.latitude, lng: point.longitude }));
  const radiusKm = await deliveryRadiusKm(db, restaurant.defaultRadiusKm);
  const lastBand = (await getDeliveryFees(db)).bands.at(-1)?.up_to_km;
  const limitKm = lastBand === undefined ? radiusKm : Math.min(radiusKm, lastBand);
  if (distance > limitKm * 1000) throw outOfZone(limitKm);
  return distance;
}

/**
 * The fee of a delivery (P3.3): its distance band's, or the flat fee of Réglages when no band is set; refused
 * (422) below the minimum dishes total. Distance unknown (a quote before the address): 0 and `byDistance`.
 */
export async function deliveryFee(
  db: Kysely<Database>,
  dishesTotal: number,
  distanceM: number | undefined,
): Promise<{ fee: number; byDistance: boolean; minimum: number }> {
  const { bands, min_order_total: minimum } = await getDeliveryFees(db);
  const missing = missingForMinimum(dishesTotal, minimum);
  if (missing > 0) {
    const message = deliveryFeeMessages.belowMinimum(minimum, missing);
    throw new AppError(422, 'BELOW_MINIMUM_ORDER', message, { dishes: [message] });
  }
  if (bands.length === 0) return { fee: await deliveryPrice(db), byDistance: false, minimum };
  if (distanceM === undefined) return { fee: 0, byDistance: true, minimum };
  const band = deliveryBandFor(bands, distanceM);
  if (!band) throw outOfZone(bands.at(-1)!.up_to_km);
  return { fee: band.fee, byDistance: true, minimum };
}

/** Delivery's settings as the back-office edits them; read on every order, so a change applies at once. */
export async function getDeliverySettings(
  db: Kysely<Database>,
  defaultRadiusKm: number,
): Promise<{ radiusKm: number; price: number }> {
  return { radiusKm: await deliveryRadiusKm(db, defaultRadiusKm), price: await deliveryPrice(db) };
}
