import type { Db } from '../../db/connection.js';
import type { AuditLogTable } from '../../db/types.js';

export async function insertEntry(db: Db, row: AuditLogTable): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** Entries newest first with the actor's name and e-mail, optionally one record's, older than `before`. */
export function listEntries(
  db: Db,
  filter: { subject_type?: string; subject_id?: string; before?: string },
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
  if (filter.before) q = q.where('a.created_at', '<', filter.before);
  return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}
