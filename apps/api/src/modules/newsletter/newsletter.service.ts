import { newsletterMessages } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { newId, nowIso } from '../../lib/ids.js';
import * as repo from './newsletter.repository.js';

/**
 * Subscribes an address (already validated and lowercased) once. A repeat gets the same thanks, so the answer
 * does not reveal whether an address was subscribed.
 */
export async function subscribe(db: Db, email: string): Promise<{ message: string }> {
  await repo.insertSubscriberIfAbsent(db, {
    id: newId(),
    email,
    discount_order_id: null,
    created_at: nowIso(),
  });
  return { message: newsletterMessages.subscribed };
}

/** When `email` subscribed, if it did: the newsletter's 10 % depends on it (D11). */
export async function subscribedAt(db: Db, email: string): Promise<string | undefined> {
  return (await repo.findSubscriber(db, email.trim().toLowerCase()))?.created_at;
}
