import type { Kysely, Selectable } from 'kysely';
import type { Database, MailQueueTable } from '../../db/types.js';
import type { QueueStore } from '../../lib/queue.js';

type Db = Kysely<Database>;

type MailRow = Selectable<MailQueueTable>;

export type QueuedMail = Pick<
  MailRow,
  'id' | 'to_address' | 'subject' | 'text_body' | 'html_body' | 'attempts' | 'attachment'
>;

/** Queues a composed e-mail in the caller's transaction; a second one with the same dedupe key is dropped. */
export async function enqueueMail(
  trx: Db,
  mail: Pick<
    MailRow,
    'id' | 'dedupe_key' | 'to_address' | 'subject' | 'text_body' | 'html_body' | 'created_at'
  > & { attachment?: string | null },
): Promise<void> {
  // A light customer's stand-in address is under the reserved '.invalid' domain: nothing to send.
  if (mail.to_address.endsWith('.invalid')) return;
  await trx
    .insertInto('mail_queue')
    .values({
      ...mail,
      next_attempt_at: mail.created_at,
      claimed_until: null,
      sent_at: null,
      last_error: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** Unsent e-mails whose time has come and that no sender holds, oldest first. */
export function findDueMails(db: Db, now: string, limit: number): Promise<QueuedMail[]> {
  return db
    .selectFrom('mail_queue')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts', 'attachment'])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes the row for one sender until `until`: one conditional update, so of two processes reading the same due
 * row only one sends it (on PostgreSQL the second update waits for the first and then finds it claimed).
 */
export async function claimMail(db: Db, id: string, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ claimed_until: until })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Sent, or given up (`error` says why). */
export async function markMailDone(db: Db, id: string, now: string, error: string | null): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({ sent_at: now, claimed_until: null, last_error: error })
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(
  db: Db,
  id: string,
  error: string,
  nextAttemptAt: string,
): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 1000),
      next_attempt_at: nextAttemptAt,
      claimed_until: null,
    }))
    .where('id', '=', id)
    .execute();
}

/** The mail queue's statements, for the sending lane (lib/queue.ts). */
export const mailQueueStore: QueueStore<Db, QueuedMail> = {
  findDue: findDueMails,
  claim: claimMail,
  markDone: markMailDone,
  markFailed: markMailFailed,
};
