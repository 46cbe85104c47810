import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

type Conn = Kysely<Database>;

/** The groups attached to `dishIds`, with their choices, in each dish's order then the choices' order. */
export async function listDishOptionRows(db: Conn, dishIds: string[]) {
  if (dishIds.length === 0) return [];
  return db
    .selectFrom('dish_option_groups as dog')
    .innerJoin('option_groups as g', 'g.id', 'dog.group_id')
    .innerJoin('option_choices as c', 'c.group_id', 'g.id')
    .select([
      'dog.dish_id',
      'dog.position as group_position',
      'g.id as group_id',
      'g.name as group_name',
      'g.required',
      'g.min_count',
      'g.max_count',
      'c.id as choice_id',
      'c.name as choice_name',
      'c.price_delta',
      'c.is_default',
      'c.available',
      'c.allergens',
      'c.position as choice_position',
    ])
    .where('dog.dish_id', 'in', dishIds)
    .orderBy('dog.dish_id')
    .orderBy('dog.position')
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}
