import { ALLERGENS, type Allergen } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { listChoiceAllergenRows, listDishAllergenRows } from './allergens.repository.js';
import { readAllergens } from './option-groups.service.js';

/** A line as the kitchen reads its allergens: its dish and the ids of its choices. */
export type AllergenLine = { dish_id: string; choice_ids: readonly string[] };

/**
 * Each line's allergens as the dish and its choices hold them now (decision 0081: a sold line does not keep
 * them), in the EU list's order, in the order of `lines`. A dish or a choice deleted since adds none.
 */
export async function lineAllergens(db: Db, lines: readonly AllergenLine[]): Promise<Allergen[][]> {
  const dishIds = [...new Set(lines.map((l) => l.dish_id))];
  const choiceIds = [...new Set(lines.flatMap((l) => l.choice_ids))];
  const [dishes, choices] = await Promise.all([
    listDishAllergenRows(db, dishIds),
    listChoiceAllergenRows(db, choiceIds),
  ]);
  const of = new Map<string, Allergen[]>([
    ...dishes.map((d) => [`d:${d.id}`, readAllergens(d.allergens)] as const),
    ...choices.map((c) => [`c:${c.id}`, readAllergens(c.allergens)] as const),
  ]);
  return lines.map((l) => {
    const held = new Set([
      ...(of.get(`d:${l.dish_id}`) ?? []),
      ...l.choice_ids.flatMap((id) => of.get(`c:${id}`) ?? []),
    ]);
    return ALLERGENS.filter((a) => held.has(a));
  });
}
