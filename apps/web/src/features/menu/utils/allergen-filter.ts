import type { Allergen, MenuDish } from '@lome/shared';

/**
 * Whether a dish holds this allergen whatever is chosen: the dish itself, or a required group whose every choice
 * on today holds it (a customer cannot order it without).
 */
export function holdsAllergen(dish: MenuDish, allergen: Allergen): boolean {
  if (dish.allergens?.includes(allergen)) return true;
  return (dish.option_groups ?? []).some((g) => {
    if (!g.required) return false;
    const on = g.choices.filter((c) => c.available);
    return on.length > 0 && on.every((c) => c.allergens.includes(allergen));
  });
}

/** The menu "Sans allergène": dishes holding none of the allergens to avoid. */
export function withoutAllergens(dishes: readonly MenuDish[], avoid: readonly Allergen[]): MenuDish[] {
  if (avoid.length === 0) return [...dishes];
  return dishes.filter((d) => !avoid.some((a) => holdsAllergen(d, a)));
}

/** Whether the menu says anything of allergens, so the filter has something to hide. */
export const menuHasAllergens = (dishes: readonly MenuDish[]): boolean =>
  dishes.some(
    (d) => !!d.allergens?.length || !!d.option_groups?.some((g) => g.choices.some((c) => c.allergens.length)),
  );
