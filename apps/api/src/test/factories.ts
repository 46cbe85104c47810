import { userSearchText } from '@lome/shared';
import type { Db } from '../db/connection.js';
import type { NewUser, User } from '../db/types.js';
import { newId, nowIso } from '../lib/ids.js';
import { hashPassword } from '../lib/password.js';
import { createSession } from '../modules/sessions/sessions.service.js';

export const TEST_PASSWORD = 'Motdepasse1!';
let passwordHash: Promise<string> | undefined;

/** Inserts a user directly (tests only) and returns it with a valid bearer token. */
export async function createUser(
  db: Db,
  overrides: Partial<NewUser> = {},
): Promise<{ user: User; token: string; auth: { authorization: string } }> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = newId();
  const now = nowIso();
  const row: NewUser = {
    id,
    email: `user-${id.slice(0, 8)}@example.tg`,
    password_hash: await passwordHash,
    firstname: 'Koffi',
    lastname: 'Mensah',
    phone: '90112233',
    user_status: 'particular',
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  // As the users repository stores it, so the back-office search finds factory accounts.
  await db
    .insertInto('users')
    .values({ ...row, search_text: userSearchText(row) })
    .execute();
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const { token } = await createSession(db, id, 3600_000);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}
