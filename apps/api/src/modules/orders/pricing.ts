import type { Kysely } from 'kysely';
import {
  deliveryBandFor,
  deliveryFeeMessages,
  deliveryFeesSchema,
  discountMessages,
  distanceMeters,
  formatFcfa,
  lomeDay,
  missingForMinimum,
  MAX_QUANTITY_PER_LINE,
  menuMessages,
  newsletterDiscount,
  orderMessages,
  type DeliveryFees,
  type LatLng,
  type OrderLine,
} from '@lome/shared';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { subscribedAt } from '../newsletter/newsletter.service.js';
import { findUsableCredit, getReferralSettings } from '../referral/referral.service.js';
import { getUser } from '../users/users.service.js';
import * as repo from './orders.repository.js';

export type PricedLine = {
  dish_id: string;
  dish_name: string;
  img_plat: string | null;
  quantity: number;
  price_per_unit: number;
};

/** The free dish credit applied to a cart: one unit of `dish_id` is free, up to `amount`. */
export type AppliedFreeDish = { credit_id: string; dish_id: string; dish_name: string; amount: number };

export type PricedCart = {
  lines: PricedLine[];
  dishes_total: number;
  delivery_price: number;
  /** The fee depends on the distance (P3.3): with no distance given it is not known yet (0 above). */
  delivery_by_distance: boolean;
  /** The minimum dishes total of a delivery, 0 when none or not a delivery. */
  min_order_total: number;
  discount_amount: number;
  discounts: { free_dish: number; newsletter: number };
  free_dish: AppliedFreeDish | null;
  newsletter_eligible: boolean;
  total_price: number;
  total_quantite: number;
};

/**
 * Discounts asked for: a free dish credit (P7.5) and whether the newsletter's 10 % may apply (orders only).
 */
export type DiscountRequest = {
  userId: string;
  freeDishCreditId?: string;
  freeDishId?: string;
  newsletter: boolean;
};

export const DELIVERY_PRICE_SETTING = 'delivery_price';

/** Same dish on several lines counts as one line with the summed quantity. */
function mergeLines(lines: OrderLine[]): OrderLine[] {
  const byDish = new Map<string, number>();
  for (const l of lines) byDish.set(l.dish_id, (byDish.get(l.dish_id) ?? 0) + l.quantity);
  return [...byDish].map(([dish_id, quantity]) => ({ dish_id, quantity }));
}

async function deliveryPrice(db: Kysely<Database>): Promise<number> {
  const value = Number(await repo.findSetting(db, DELIVERY_PRICE_SETTING));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * The delivery radius setting (P3.2), an admin's figure; `defaultKm` (DELIVERY_RADIUS_KM) until one is saved.
 */
export const DELIVERY_RADIUS_SETTING = 'delivery.radius_km';

export async function deliveryRadiusKm(db: Kysely<Database>, defaultKm: number): Promise<number> {
  const value = Number(await repo.findSetting(db, DELIVERY_RADIUS_SETTING));
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
    const value = await repo.findSetting(db, key);
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
async function deliveryFee(
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

const freeDishError = (code: string, message: string) =>
  new AppError(422, code, message, { free_dish_id: [message] });

/**
 * One unit of a dish of the cart made free by a credit (P7.5): the dish the credit names, or for a 'Plat
 * surprise' the dish the customer chose, whose unit price must not exceed the cap.
 */
async function applyFreeDish(
  db: Kysely<Database>,
  userId: string,
  creditId: string,
  chosenDishId: string | undefined,
  lines: PricedLine[],
): Promise<AppliedFreeDish> {
  const credit = await findUsableCredit(db, userId, creditId, new Date().toISOString());
  const dishId = credit.dishId ?? chosenDishId;
  if (!dishId) throw freeDishError('FREE_DISH_CHOICE_REQUIRED', discountMessages.choiceRequired);
  const line = lines.find((l) => l.dish_id === dishId);
  if (!line) throw freeDishError('FREE_DISH_NOT_IN_ORDER', discountMessages.dishNotInOrder);
  if (!credit.dishId && line.price_per_unit > credit.capAmount) {
    throw freeDishError('FREE_DISH_OVER_CAP', discountMessages.overCap(formatFcfa(credit.capAmount)));
  }
  return {
    credit_id: credit.id,
    dish_id: line.dish_id,
    dish_name: line.dish_name,
    amount: Math.min(line.price_per_unit, credit.capAmount),
  };
}

/**
 * Whether the newsletter's 10 % applies to an order of `userId` at `now` (P1.5): its e-mail subscribed before this
 * order, the account has no order still paid, and neither the account nor the e-mail has the discount already.
 */
export async function newsletterEligible(db: Kysely<Database>, userId: string, now: Date): Promise<boolean> {
  const { email } = await getUser(db, userId);
  const since = await subscribedAt(db, email);
  if (!since || since > now.toISOString()) return false;
  if (await repo.hasStillPaidOrder(db, userId)) return false;
  return !(await repo.hasLiveNewsletterGrant(db, userId, email));
}

/**
 * Prices a cart from the server's own catalogue (P1.2): unknown or unavailable dishes are refused, browser
 * prices never read. A dish sold out on the day the cart is for (`day`, the Lomé day; today by default) is
 * refused by name. `now` is the caller's clock: "today" and the newsletter's 10 % are read at it. Discounts, when
 * asked for, come off the dishes total: one free dish first, then the newsletter's 10 % of what is left (rounded
 * down); delivery is never discounted. A delivery is priced by its distance in metres (`distanceM`, P3.4) and
 * refused below the minimum; a pickup has neither. Run it inside the transaction that stores the order so the
 * prices stored are the ones read.
 */
export async function priceCart(
  db: Kysely<Database>,
  input: {
    lines: OrderLine[];
    delivery: boolean;
    distanceM?: number;
    discounts?: DiscountRequest;
    day?: string;
    now: Date;
  },
): Promise<PricedCart> {
  const day = input.day ?? lomeDay(input.now);
  const wanted = mergeLines(input.lines);
  if (wanted.some((l) => l.quantity > MAX_QUANTITY_PER_LINE)) {
    throw new AppError(422, 'INVALID_QUANTITY', orderMessages.quantity, { dishes: [orderMessages.quantity] });
  }
  const dishes = new Map(
    (
      await repo.findDishesForPricing(
        db,
        wanted.map((l) => l.dish_id),
      )
    ).map((d) => [d.id, d]),
  );
  const lines: PricedLine[] = [];
  for (const l of wanted) {
    const dish = dishes.get(l.dish_id);
    if (!dish || dish.available !== 1 || dish.category_hidden === 1) {
      throw new AppError(422, 'DISH_UNAVAILABLE', orderMessages.unknownDish, {
        dishes: [orderMessages.unknownDish],
      });
    }
    if (dish.sold_out_on === day) {
      const message = menuMessages.soldOut(dish.name);
      throw new AppError(422, 'DISH_SOLD_OUT', message, { dishes: [message] });
    }
    lines.push({
      dish_id: dish.id,
      dish_name: dish.name,
      img_plat: dish.image,
      quantity: l.quantity,
      price_per_unit: dish.price,
    });
  }
  const dishes_total = lines.reduce((sum, l) => sum + l.price_per_unit * l.quantity, 0);
  const delivery = input.delivery
    ? await deliveryFee(db, dishes_total, input.distanceM)
    : { fee: 0, byDistance: false, minimum: 0 };
  const delivery_price = delivery.fee;

  const request = input.discounts;
  const free_dish =
    request?.freeDishCreditId !== undefined
      ? await applyFreeDish(db, request.userId, request.freeDishCreditId, request.freeDishId, lines)
      : null;
  const afterFreeDish = dishes_total - (free_dish?.amount ?? 0);
  const newsletter_eligible =
    request?.newsletter === true && (await newsletterEligible(db, request.userId, input.now));
  const newsletter = newsletter_eligible
    ? newsletterDiscount(afterFreeDish, (await getReferralSettings(db)).newsletterDiscountBp)
    : 0;
  const discount_amount = Math.min(dishes_total, (free_dish?.amount ?? 0) + newsletter);
  return {
    lines,
    dishes_total,
    delivery_price,
    delivery_by_distance: delivery.byDistance,
    min_order_total: delivery.minimum,
    discount_amount,
    discounts: { free_dish: free_dish?.amount ?? 0, newsletter },
    free_dish,
    newsletter_eligible,
    total_price: dishes_total + delivery_price - discount_amount,
    total_quantite: lines.reduce((n, l) => n + l.quantity, 0),
  };
}
