import { sql, type Kysely } from 'kysely';

// What a dish can carry (decision 0081): groups of choices attached to dishes, allergens on a dish and a choice,
// today's portions; a sold line keeps its choices (names and price changes as sold) and its note.
// Portions: `dishes.portions` is the number cooked each day (null: unlimited); `dish_portions` counts, per dish
// and Lomé day, the portions sales hold, raised only by an update that checks the limit, so concurrent orders
// never hold more than set; `portion_holds` names each sale's holds so a cancelled or expired sale gives them
// back once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('option_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('option_choices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('option_groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('allergens', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('option_choices_group_idx')
    .on('option_choices')
    .columns(['group_id', 'position'])
    .execute();
  await db.schema
    .createTable('dish_option_groups')
    .addColumn('dish_id', 'text', (c) => c.notNull().references('dishes.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull().references('option_groups.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('dish_option_groups_pk', ['dish_id', 'group_id'])
    .execute();
  await db.schema
    .createIndex('dish_option_groups_group_idx')
    .on('dish_option_groups')
    .column('group_id')
    .execute();

  await db.schema
    .alterTable('dishes')
    .addColumn('allergens', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('dishes').addColumn('portions', 'integer').execute();
  await db.schema
    .createTable('dish_portions')
    .addColumn('dish_id', 'text', (c) => c.notNull().references('dishes.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('held', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`held >= 0`),
    )
    .addPrimaryKeyConstraint('dish_portions_pk', ['dish_id', 'day'])
    .execute();
  await db.schema
    .createTable('portion_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('dish_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('released_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('portion_holds_order_idx').on('portion_holds').column('order_id').execute();

  await db.schema.alterTable('order_items').addColumn('options', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('note', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
