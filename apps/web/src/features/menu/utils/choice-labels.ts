import { allergenNames, type MenuDish, type OptionChoice } from '@lome/shared';

const NBSP = '\u00a0';

/** "+300 F", "−500 F": a choice's price change as the choices show it; nothing for 0. */
export function priceDeltaLabel(delta: number): string {
  if (delta === 0) return '';
  const amount = Math.abs(delta).toLocaleString('fr-FR').replace(/\s/g, NBSP);
  return `${delta > 0 ? '+' : '−'}${amount}${NBSP}F`;
}

/** "arachides, poisson": the allergens of a dish and of the choices given, in the list's order. */
export function lineAllergens(dish: Pick<MenuDish, 'allergens'>, choices: readonly OptionChoice[]): string {
  return allergenNames([...(dish.allergens ?? []), ...choices.flatMap((c) => c.allergens)]);
}
