import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

type Conn = Kysely<Database>;

/** The allergens column (JSON of codes) of these dishes, as they are now. */
export async function listDishAllergenRows(db: Conn, dishIds: string[]) {
  if (dishIds.length === 0) return [];
  return db.selectFrom('dishes').select(['id', 'allergens']).where('id', 'in', dishIds).execute();
}

/** The allergens column of these choices, as they are now. */
export async function listChoiceAllergenRows(db: Conn, choiceIds: string[]) {
  if (choiceIds.length === 0) return [];
  return db.selectFrom('option_choices').select(['id', 'allergens']).where('id', 'in', choiceIds).execute();
}
