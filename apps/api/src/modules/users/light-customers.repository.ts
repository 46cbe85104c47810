import type { Db } from '../../db/connection.js';
import type { User, UserUpdate } from '../../db/types.js';
import { userSearchText } from '@lome/shared';

/** The ways a Togolese number is stored (as typed at registration, or as 8 digits by staff). */
const storedForms = (digits: string) => [digits, `+228${digits}`, `228${digits}`, `00228${digits}`];

/** Customers holding this Togolese number (8 digits), oldest account first. */
export function findCustomersByPhone(db: Db, digits: string): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone', 'in', storedForms(digits))
    .where('role', '=', 'customer')
    .orderBy('created_at')
    .execute();
}

/** The light account (no password yet) holding this number, if any. */
export function findLightCustomerByPhone(db: Db, digits: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone', 'in', storedForms(digits))
    .where('password_hash', '=', '')
    .where('role', '=', 'customer')
    .orderBy('created_at')
    .executeTakeFirst();
}

/**
 * Gives a light account its owner's registration; conditional on it still having no password, so two
 * registrations racing for it cannot both take it. False when it was taken meanwhile.
 */
export async function claimLightCustomer(db: Db, id: string, patch: UserUpdate): Promise<boolean> {
  const current = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) return false;
  const merged = { ...current, ...patch };
  const row = await db
    .updateTable('users')
    .set({ ...patch, search_text: userSearchText(merged) })
    .where('id', '=', id)
    .where('password_hash', '=', '')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
