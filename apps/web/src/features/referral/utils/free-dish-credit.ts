import type { FreeDishCredit, MenuDish } from '@lome/shared';

/** A 'Plat surprise' names no dish: the customer picks any dish up to the cap (P7.5). */
export const isSurprise = (credit: FreeDishCredit): boolean => !credit.dish.id;

/** The dishes a 'Plat surprise' may become: those the cap covers entirely, dearest first. */
export function eligibleDishes(dishes: readonly MenuDish[], credit: FreeDishCredit): MenuDish[] {
  return dishes.filter((d) => d.price > 0 && d.price <= credit.cap_amount).sort((a, b) => b.price - a.price);
}

/** The menu dish a named credit is for; undefined for a surprise or a dish no longer on the menu. */
export function creditedDish(dishes: readonly MenuDish[], credit: FreeDishCredit): MenuDish | undefined {
  return credit.dish.id ? dishes.find((d) => d.id === credit.dish.id) : undefined;
}
