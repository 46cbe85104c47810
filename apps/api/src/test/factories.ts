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

export type TestChoice = { name: string; price_delta: number; is_default?: boolean; available?: boolean };

/**
 * Inserts a group of choices (decision 0081) directly (tests only) and attaches it, after their own groups, to
 * `dishIds`; returns it with its choices' ids, in the order given.
 */
export async function createOptionGroup(
  db: Db,
  group: { name: string; required?: boolean; min?: number; max?: number; choices: TestChoice[] },
  dishIds: string[] = [],
): Promise<{ id: string; name: string; choices: (TestChoice & { id: string })[] }> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('option_groups')
    .values({
      id,
      name: group.name,
      required: group.required ? 1 : 0,
      min_count: group.min ?? 0,
      max_count: group.max ?? 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const choices = group.choices.map((c) => ({ ...c, id: newId() }));
  await db
    .insertInto('option_choices')
    .values(
      choices.map((c, position) => ({
        id: c.id,
        group_id: id,
        name: c.name,
        price_delta: c.price_delta,
        is_default: c.is_default ? 1 : 0,
        available: c.available === false ? 0 : 1,
        position,
      })),
    )
    .execute();
  for (const dishId of dishIds) {
    const attached = await db
      .selectFrom('dish_option_groups')
      .select('group_id')
      .where('dish_id', '=', dishId)
      .execute();
    await db
      .insertInto('dish_option_groups')
      .values({ dish_id: dishId, group_id: id, position: attached.length })
      .execute();
  }
  return { id, name: group.name, choices };
}
