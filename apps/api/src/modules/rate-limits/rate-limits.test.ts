import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../../test/helper.js';
import type { Db } from '../../db/connection.js';
import { hit, refund } from './rate-limits.repository.js';

describe.each(dbKinds)('rate limit counters (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb(kind));
  });
  afterAll(() => cleanup());

  it('counts concurrent hits exactly once each', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, () => hit(db, 'burst', 1000, 60)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(new Set(results.map((r) => r.windowEndsAt))).toEqual(new Set([1060]));
  });

  it('starts a new window once the previous one has ended', async () => {
    expect(await hit(db, 'window', 2000, 60)).toEqual({ count: 1, windowEndsAt: 2060 });
    expect(await hit(db, 'window', 2059, 60)).toEqual({ count: 2, windowEndsAt: 2060 });
    expect(await hit(db, 'window', 2060, 60)).toEqual({ count: 1, windowEndsAt: 2120 });
  });

  it('gives a hit back, never below zero', async () => {
    await hit(db, 'refund', 3000, 60);
    await refund(db, 'refund');
    await refund(db, 'refund');
    expect((await hit(db, 'refund', 3001, 60)).count).toBe(1);
  });
});
