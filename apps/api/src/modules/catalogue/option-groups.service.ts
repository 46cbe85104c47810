import { sanitizeAllergens, type OptionGroup } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { listDishOptionRows } from './option-groups.repository.js';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
};

/** A dish's or a choice's allergens as stored (a JSON array of codes), known codes only. */
export const readAllergens = (text: string | null | undefined): ReturnType<typeof sanitizeAllergens> =>
  sanitizeAllergens(parseJson(text ?? '[]'));

/**
 * The groups of choices of each of `dishIds` (decision 0081), in the dish's order; a dish without groups is absent
 * from the map. What pricing checks a line against and what the menu shows.
 */
export async function dishOptionGroups(db: Db, dishIds: string[]): Promise<Map<string, OptionGroup[]>> {
  const rows = await listDishOptionRows(db, [...new Set(dishIds)]);
  const byDish = new Map<string, OptionGroup[]>();
  for (const r of rows) {
    const groups = byDish.get(r.dish_id) ?? [];
    if (!byDish.has(r.dish_id)) byDish.set(r.dish_id, groups);
    let group = groups.at(-1);
    if (group?.id !== r.group_id) {
      group = {
        id: r.group_id,
        name: r.group_name,
        required: r.required === 1,
        min: r.min_count,
        max: r.max_count,
        choices: [],
      };
      groups.push(group);
    }
    group.choices.push({
      id: r.choice_id,
      name: r.choice_name,
      price_delta: r.price_delta,
      is_default: r.is_default === 1,
      available: r.available === 1,
      allergens: readAllergens(r.allergens),
    });
  }
  return byDish;
}
