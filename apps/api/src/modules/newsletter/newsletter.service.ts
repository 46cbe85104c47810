import { newsletterMessages } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { toCsv } from '../../lib/csv.js';
import { newId } from '../../lib/ids.js';
import * as repo from './newsletter.repository.js';

/**
 * Subscribes an address (already validated and lowercased) once. A repeat gets the same thanks, so the answer
 * does not reveal whether an address was subscribed.
 */
export async function subscribe(db: Db, email: string, now: Date): Promise<{ message: string }> {
  await repo.insertSubscriberIfAbsent(db, {
    id: newId(),
    email,
    discount_order_id: null,
    created_at: now.toISOString(),
  });
  return { message: newsletterMessages.subscribed };
}

/**
 * An account's e-mail and, when that address is subscribed, since when (P1.5's 10 % depends on it); undefined for
 * no such account. Stored e-mails are lowercased, as the newsletter's are.
 */
export async function accountSubscription(
  db: Db,
  userId: string,
): Promise<{ email: string; since: string | undefined } | undefined> {
  const row = await repo.findAccountSubscription(db, userId);
  return row && { email: row.email, since: row.subscribed_at ?? undefined };
}

/** `2026-11-23T14:05:09.000Z` as `2026-11-23 14:05`: Lomé is on UTC, and spreadsheets read it as a date. */
export const csvDateTime = (iso: string): string => iso.slice(0, 16).replace('T', ' ');

/** The list as a CSV file for admins: one address per line with the day it subscribed. */
export async function exportSubscribersCsv(db: Db): Promise<string> {
  const rows = await repo.listSubscribers(db);
  return toCsv(
    ['E-mail', 'Inscription'],
    rows.map((r) => [r.email, csvDateTime(r.created_at)]),
  );
}
