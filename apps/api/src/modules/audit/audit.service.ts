import type { AuditEntry } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { newId, nowIso } from '../../lib/ids.js';
import * as repo from './audit.repository.js';

/** A staff action to record: pass the transaction that makes the change, so both land or neither does. */
export type AuditRecord = {
  actorId: string;
  /** What was done, as `area.verb`: `order.status`, `dish.update`, `payout.paid`, `user.deactivate`... */
  action: string;
  subjectType: string;
  subjectId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Writes one audit row. Call it inside the action's transaction. */
export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await repo.insertEntry(db, {
    id: newId(),
    actor_id: entry.actorId,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId ?? null,
    before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    created_at: nowIso(),
  });
}

/** The audit log for admins, newest first. */
export async function listAudit(
  db: Db,
  filter: { subject_type?: string; subject_id?: string; before?: string; before_id?: string; limit: number },
): Promise<AuditEntry[]> {
  const rows = await repo.listEntries(db, filter, filter.limit);
  return rows.map((r) => ({
    id: r.id,
    actor_id: r.actor_id,
    actor_name: [r.firstname, r.lastname].filter(Boolean).join(' '),
    actor_email: r.email,
    action: r.action,
    subject_type: r.subject_type,
    subject_id: r.subject_id,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
    created_at: r.created_at,
  }));
}
