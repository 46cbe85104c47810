import type { Kysely } from 'kysely';
import {
  discountMessages,
  formatFcfa,
  lomeDay,
  overDishMaximum,
  menuMessages,
  newsletterDiscount,
  orderMessages,
  unitPriceWith,
  type ChosenOption,
  type OrderLine,
} from '@lome/shared';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { dishOptionGroups } from '../catalogue/option-groups.service.js';
import { accountSubscription } from '../newsletter/newsletter.service.js';
import { findUsableCredit } from '../referral/credits.service.js';
import { getReferralSettings } from '../referral/referral.settings.js';
import { hasLiveNewsletterGrant, hasStillPaidOrder } from './discount-holds.repository.js';
import { deliveryFee } from './delivery.js';
import { mergeResolved, resolveLine } from './line-options.js';
import { findDishesForPricing } from './sales.repository.js';

export type PricedLine = {
  dish_id: string;
  dish_name: string;
  img_plat: string | null;
  quantity: number;
  /** The dish's price plus its choices' changes (decision 0081). */
  price_per_unit: number;
  /** Its choices as sold, in its groups' order; empty when it has none. */
  options: ChosenOption[];
  note: string | null;
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
  /** The portions a day of each dish of the cart that has a limit, read with its price (decision 0081). */
  portion_limits: Map<string, number>;
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
  // Its dish may be on several lines (other choices): the dearest one the credit covers.
  const ofDish = lines.filter((l) => l.dish_id === dishId);
  if (ofDish.length === 0) throw freeDishError('FREE_DISH_NOT_IN_ORDER', discountMessages.dishNotInOrder);
  const covered = credit.dishId ? ofDish : ofDish.filter((l) => l.price_per_unit <= credit.capAmount);
  const line = covered.sort((a, b) => b.price_per_unit - a.price_per_unit)[0];
  if (!line) {
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
  const account = await accountSubscription(db, userId);
  if (!account?.since || account.since > now.toISOString()) return false;
  if (await hasStillPaidOrder(db, userId)) return false;
  return !(await hasLiveNewsletterGrant(db, userId, account.email));
}

/**
 * Prices a cart from the server's own catalogue (P1.2): unknown or unavailable dishes are refused, browser
 * prices never read. A dish sold out on the day the cart is for (`day`, the Lomé day; today by default) is
 * refused by name. Each line's choices are checked against its dish's groups and priced in (decision 0081); lines
 * of the same dish, choices and note merge. `now` is the caller's clock: "today" and the newsletter's 10 % are
 * read at it. Discounts, when asked for, come off the dishes total: one free dish first, then the newsletter's
 * 10 % of what is left (rounded down); delivery is never discounted. A delivery is priced by its distance in
 * metres (`distanceM`, P3.4) and refused below the minimum; a pickup has neither. Run it inside the transaction
 * that stores the order so the prices stored are the ones read.
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
  const dishIds = [...new Set(input.lines.map((l) => l.dish_id))];
  const dishes = new Map((await findDishesForPricing(db, dishIds)).map((d) => [d.id, d]));
  const groups = await dishOptionGroups(db, dishIds);
  const resolved = input.lines.map((l) => {
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
    return resolveLine(l, dish.name, groups.get(dish.id) ?? []);
  });
  const wanted = mergeResolved(resolved);
  // At most 50 of one dish, whatever its lines' choices (P12.3's cart line: "50 au maximum par plat").
  if (overDishMaximum(wanted)) {
    throw new AppError(422, 'INVALID_QUANTITY', orderMessages.quantity, { dishes: [orderMessages.quantity] });
  }
  const lines: PricedLine[] = wanted.map((l) => {
    const dish = dishes.get(l.dish_id)!;
    return {
      dish_id: dish.id,
      dish_name: dish.name,
      img_plat: dish.image,
      quantity: l.quantity,
      price_per_unit: unitPriceWith(dish.price, l.delta),
      options: l.options,
      note: l.note,
    };
  });
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
    portion_limits: new Map(
      [...dishes.values()].flatMap((d) => (d.portions === null ? [] : [[d.id, Number(d.portions)] as const])),
    ),
  };
}
