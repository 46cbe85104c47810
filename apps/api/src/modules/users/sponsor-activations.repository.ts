import type { Db } from '../../db/connection.js';

const SPONSOR_LIMIT = 500;

/** Sponsor accounts with the grid they registered with: the back-office's activations and kits (P7.6). */
function sponsorQuery(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('sponsor_grilles as g', 'g.id', 'u.sponsor_grille_id')
    .select([
      'u.id',
      'u.firstname',
      'u.lastname',
      'u.email',
      'u.phone',
      'u.activation_status',
      'u.activated_at',
      'u.kit_handed_over_at',
      'u.created_at',
      'g.name as grille_name',
      'g.amount as grille_amount',
      'g.kit_description',
    ])
    .where('u.user_status', '=', 'sponsor');
}

export type SponsorRow = Awaited<ReturnType<ReturnType<typeof sponsorQuery>['execute']>>[number];

export function listSponsors(db: Db): Promise<SponsorRow[]> {
  return sponsorQuery(db).orderBy('u.created_at', 'desc').orderBy('u.id').limit(SPONSOR_LIMIT).execute();
}

export function findSponsor(db: Db, id: string): Promise<SponsorRow | undefined> {
  return sponsorQuery(db).where('u.id', '=', id).executeTakeFirst();
}

/** Marks the kit handed over, once, and only to an active sponsor: false otherwise. */
export async function markKitHandedOver(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ kit_handed_over_at: now, updated_at: now })
    .where('id', '=', id)
    .where('user_status', '=', 'sponsor')
    .where('activation_status', '=', 'active')
    .where('kit_handed_over_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
