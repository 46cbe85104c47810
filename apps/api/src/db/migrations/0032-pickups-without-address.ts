import { sql, type Kysely } from 'kysely';

// Orders staff took for pickup before migration 0029 were written as deliveries to the restaurant: the title of the
// form's default ('Domicile'), 'Retrait au restaurant' as the address, the restaurant's pin, 0 km. They read as a
// delivery ("Domicile : Retrait au restaurant (0.0 km)"). They become the pickups the code writes now: no address,
// no pin, no distance, handed over at the restaurant (decision 0074).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update orders set
      title = null, description_address = null, latitude = null, longitude = null, distance_m = null,
      pickup_location = 'restaurant'
    where kind = 'order' and is_delivery = 0 and pickup_location is null
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
