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

/** The light accounts (no password yet) holding this number, oldest first. */
export function findLightCustomersByPhone(db: Db, digits: string): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone', 'in', storedForms(digits))
    .where('password_hash', '=', '')
    .where('role', '=', 'customer')
    .where('deactivated_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

/** Changes a light account (never one with a password), keeping its search text in step. */
export async function updateLightCustomer(db: Db, id: string, patch: UserUpdate): Promise<void> {
  const current = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) return;
  await db
    .updateTable('users')
    .set({ ...patch, search_text: userSearchText({ ...current, ...patch }) })
    .where('id', '=', id)
    .where('password_hash', '=', '')
    .execute();
}
