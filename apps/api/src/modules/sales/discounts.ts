import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/connection.js';
import { discountMessages, formatFcfa } from '@lome/shared';
import { isCreditGone, useFreeDishCredit } from '../referral/credits.service.js';
import { getUser } from '../users/users.service.js';
import { newId } from '../../lib/ids.js';
import * as holdsRepo from './discount-holds.repository.js';
import { reprice } from './sale-changes.repository.js';
import type { SaleRow } from './sales.repository.js';
import { newsletterEligible, type PricedCart } from './pricing.js';

/**
 * Which unpaid sale holds a discount (decision 0039): the newsletter's first-order 10 % and a free dish credit
 * are each held by at most one unpaid order, from its pricing until it is paid, cancelled or expires, by the
 * primary key of `discount_holds`. An order that lost its hold is re-priced before it can be paid.
 */

const newsletterKey = (userId: string) => `newsletter:${userId}`;
const creditKey = (creditId: string) => `credit:${creditId}`;

export const discountNotices = {
  newsletter: (total: number) =>
    `La réduction de bienvenue a déjà servi à une autre commande : le montant à payer est maintenant de ${formatFcfa(total)}.`,
  credit: (total: number) =>
    `Le plat offert a déjà servi à une autre commande : le montant à payer est maintenant de ${formatFcfa(total)}.`,
} as const;

/**
 * Takes the holds of the discounts a freshly priced order uses, in its transaction; an order made again
 * (`replacing`) first lets go of the ones it held. A free dish credit held by an order being paid is refused (409);
 * the newsletter's 10 % then goes without, the order re-priced and told why.
 */
export async function holdDiscounts(
  trx: Db,
  order: { id: string; userId: string; now: string; replacing: boolean },
  priced: PricedCart,
): Promise<void> {
  if (order.replacing) await holdsRepo.releaseDiscountHolds(trx, order.id);
  const hold = (key: string) =>
    holdsRepo.takeDiscountHold(
      trx,
      { discount_key: key, order_id: order.id, created_at: order.now },
      order.userId,
    );
  if (priced.free_dish && !(await hold(creditKey(priced.free_dish.credit_id)))) {
    throw new AppError(409, 'FREE_DISH_CREDIT_TAKEN', discountMessages.creditTaken);
  }
  if (priced.discounts.newsletter > 0 && !(await hold(newsletterKey(order.userId)))) {
    const total = priced.total_price + priced.discounts.newsletter;
    await reprice(trx, order.id, {
      newsletter_discount: 0,
      free_dish_amount: priced.discounts.free_dish,
      free_dish_credit_id: priced.free_dish?.credit_id ?? null,
      free_dish_dish_id: priced.free_dish?.dish_id ?? null,
      discount_amount: priced.discounts.free_dish,
      total_price: total,
      discount_notice: discountNotices.newsletter(total),
      updated_at: order.now,
    });
  }
}

/** Whether `orderId` holds `key` now, taking it if nobody does (an order priced before holds existed). */
async function holds(db: Db, key: string, orderId: string, now: string): Promise<boolean> {
  const held = await holdsRepo.findHeldKeys(db, orderId);
  if (held.has(key)) return true;
  return holdsRepo.claimFreeHold(db, { discount_key: key, order_id: orderId, created_at: now });
}

/**
 * Re-prices an unpaid order whose discount went elsewhere (held by another order, spent, expired): the lost part
 * comes off, the order says why. Any unpaid order, also a cash one the kitchen took and staff have yet to
 * collect. Returns the notice, or null when its discounts still stand.
 */
export async function repriceIfDiscountLost(db: Db, order: SaleRow, now: string): Promise<string | null> {
  if (order.is_paid === 1 || order.status === 'cancelled' || order.discount_amount === 0) return null;
  const creditLost =
    !!order.free_dish_credit_id &&
    (!(await holds(db, creditKey(order.free_dish_credit_id), order.id, now)) ||
      (await isCreditGone(db, order.free_dish_credit_id, order.id)));
  const newsletterLost =
    order.newsletter_discount > 0 &&
    (!(await holds(db, newsletterKey(order.user_id), order.id, now)) ||
      !(await newsletterEligible(db, order.user_id, new Date(now))));
  if (!creditLost && !newsletterLost) return null;
  const freeDish = creditLost ? 0 : order.free_dish_amount;
  const newsletter = newsletterLost ? 0 : order.newsletter_discount;
  const total = order.dishes_total + order.delivery_price - freeDish - newsletter;
  const notice = creditLost ? discountNotices.credit(total) : discountNotices.newsletter(total);
  await reprice(db, order.id, {
    newsletter_discount: newsletter,
    free_dish_amount: freeDish,
    free_dish_credit_id: creditLost ? null : order.free_dish_credit_id,
    free_dish_dish_id: creditLost ? null : order.free_dish_dish_id,
    discount_amount: freeDish + newsletter,
    total_price: total,
    discount_notice: notice,
    updated_at: now,
  });
  return notice;
}

/**
 * Whether the discounts an unpaid order carries can still be spent on it: its credit unspent elsewhere and not
 * taken back, the account's and the e-mail's newsletter grant not given to another order. Read before the order is
 * marked paid, so a sale whose discount went elsewhere is refused cleanly (and re-priced) instead of paid twice.
 */
export async function discountsStillFree(db: Db, order: SaleRow): Promise<boolean> {
  if (order.free_dish_credit_id && (await isCreditGone(db, order.free_dish_credit_id, order.id)))
    return false;
  if (order.newsletter_discount > 0) {
    const { email } = await getUser(db, order.user_id);
    if (await holdsRepo.hasLiveNewsletterGrant(db, order.user_id, email)) return false;
  }
  return true;
}

/**
 * Spends the discounts of an order being paid, in the payment's transaction; the database decides between two
 * sales paid together (the credit's conditional update, the grant's unique indexes): the loser throws, so its
 * whole payment transaction rolls back and is tried again, then refused by `discountsStillFree`.
 */
export async function spendDiscounts(
  trx: Db,
  order: { id: string; user_id: string; free_dish_credit_id: string | null; newsletter_discount: number },
  now: string,
): Promise<void> {
  // From here the grant and the spent credit keep the discounts (decision 0014); the holds are done.
  await holdsRepo.releaseDiscountHolds(trx, order.id);
  if (
    order.free_dish_credit_id &&
    !(await useFreeDishCredit(trx, order.free_dish_credit_id, order.id, now))
  ) {
    throw new AppError(409, 'FREE_DISH_CREDIT_TAKEN', discountMessages.creditTaken);
  }
  if (order.newsletter_discount > 0) {
    const { email } = await getUser(trx, order.user_id);
    const granted = await holdsRepo.insertNewsletterGrant(trx, {
      id: newId(),
      user_id: order.user_id,
      email,
      order_id: order.id,
      created_at: now,
    });
    if (!granted) throw new AppError(409, 'NEWSLETTER_DISCOUNT_TAKEN', discountMessages.newsletterTaken);
  }
}
