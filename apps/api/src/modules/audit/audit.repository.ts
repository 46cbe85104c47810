import type { Db } from '../../db/connection.js';
import type { AuditLogTable } from '../../db/types.js';

export async function insertEntry(db: Db, row: AuditLogTable): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** Entries newest first with the actor's name and e-mail, optionally one record's, after the cursor. */
export function listEntries(
  db: Db,
  filter: { subject_type?: string; subject_id?: string; before?: string; before_id?: string },
  limit: number,
) {
  let q = db
    .selectFrom('audit_log as a')
    .innerJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.actor_id',
      'a.action',
      'a.subject_type',
      'a.subject_id',
      'a.before',
      'a.after',
      'a.created_at',
      'u.firstname',
      'u.lastname',
      'u.email',
    ]);
  if (filter.subject_type) q = q.where('a.subject_type', '=', filter.subject_type);
  if (filter.subject_id) q = q.where('a.subject_id', '=', filter.subject_id);
  const { before, before_id } = filter;
  if (before && before_id) {
    q = q.where((eb) =>
      eb.or([
        eb('a.created_at', '<', before),
        eb.and([eb('a.created_at', '=', before), eb('a.id', '<', before_id)]),
      ]),
    );
  } else if (before) {
    q = q.where('a.created_at', '<', before);
  }
  return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}
