import type { Kysely } from 'kysely';
import { MAX_QUANTITY_PER_LINE, orderMessages, type OrderLine } from '@lome/shared';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './orders.repository.js';

export type PricedLine = {
  dish_id: string;
  dish_name: string;
  img_plat: string | null;
  quantity: number;
  price_per_unit: number;
};

export type PricedCart = {
  lines: PricedLine[];
  dishes_total: number;
  delivery_price: number;
  discount_amount: number;
  total_price: number;
  total_quantite: number;
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
 * Discounts on a cart, computed on the server (D1). The newsletter's 10% on the first paid order (D2) and
 * free-dish credits (D5) plug in here; until they exist nothing is discounted.
 */
async function discountFor(
  _db: Kysely<Database>,
  _ctx: { userId: string; lines: PricedLine[]; dishesTotal: number },
): Promise<number> {
  return 0;
}

/**
 * Prices a cart from the server's own catalogue (D1): unknown or unavailable dishes are refused, browser
 * prices never read. Run it inside the transaction that stores the order so the prices stored are the ones read.
 */
export async function priceCart(
  db: Kysely<Database>,
  input: { userId: string; lines: OrderLine[]; delivery: boolean },
): Promise<PricedCart> {
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
    if (!dish || dish.available !== 1) {
      throw new AppError(422, 'DISH_UNAVAILABLE', orderMessages.unknownDish, {
        dishes: [orderMessages.unknownDish],
      });
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
  const delivery_price = input.delivery ? await deliveryPrice(db) : 0;
  const discount_amount = Math.min(
    dishes_total,
    await discountFor(db, { userId: input.userId, lines, dishesTotal: dishes_total }),
  );
  return {
    lines,
    dishes_total,
    delivery_price,
    discount_amount,
    total_price: dishes_total + delivery_price - discount_amount,
    total_quantite: lines.reduce((n, l) => n + l.quantity, 0),
  };
}
