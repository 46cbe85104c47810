import { sql, type Kysely } from 'kysely';

// Order ratings (P2.10): 0001's order_ratings was never written. It is made again so the database itself
// holds the rules: one rating per order (its key), 1 to 5 stars (a check). Rows, if any, are carried over when
// their stars are within 1 to 5.
// Favourites keep 0001's table: its key (user_id, dish_id) already makes a heart count once per account and dish,
// and serves an account's list.
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('order_ratings_v2')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_ratings_one_per_order', ['order_id'])
    .addCheckConstraint('order_ratings_stars_range', sql`stars between 1 and 5`)
    .execute();
  await sql`
    insert into order_ratings_v2 (order_id, stars, comment, created_at)
    select order_id, rating, comment, created_at from order_ratings where rating between 1 and 5
  `.execute(db);
  await s.dropTable('order_ratings').execute();
  await s.alterTable('order_ratings_v2').renameTo('order_ratings').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
