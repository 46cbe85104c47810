import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../test/helper.js';
import { createUser } from '../test/factories.js';
import type { Db } from '../db/connection.js';
import { purgeStale } from './housekeeping.js';

describe.each(dbKinds)('housekeeping (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb(kind));
  });
  afterAll(async () => cleanup());

  it('deletes ended rate-limit windows and expired sessions, and keeps the live ones', async () => {
    const nowSec = Math.floor(Date.now() / 1000);
    const now = nowSec * 1000;
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'login-ip:ended', count: 3, window_ends_at: nowSec - 1 },
        { key: 'login-ip:live', count: 3, window_ends_at: nowSec + 60 },
      ])
      .execute();
    const { user } = await createUser(db);
    const at = (ms: number) => new Date(now + ms).toISOString();
    await db
      .insertInto('sessions')
      .values([
        { token_hash: 'expired', user_id: user.id, expires_at: at(-1000), created_at: at(-86_400_000) },
        { token_hash: 'live', user_id: user.id, expires_at: at(3_600_000), created_at: at(-1000) },
      ])
      .execute();

    expect(await purgeStale(db, now)).toEqual({ rateLimits: 1, sessions: 1 });
    const keys = (await db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['login-ip:live']);
    const hashes = (
      await db
        .selectFrom('sessions')
        .select('token_hash')
        .where('token_hash', 'in', ['expired', 'live'])
        .execute()
    ).map((r) => r.token_hash);
    expect(hashes).toEqual(['live']);
  });
});
