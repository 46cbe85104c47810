import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.js';
import { createOutbox, publish } from '../modules/events/events.service.js';
import { eventually } from '../test/paygate-testing.js';
import { createTestDb, dbKinds } from '../test/helper.js';
import { startOutboxWorker } from './outbox.js';

const quiet = { error: () => undefined } as unknown as FastifyBaseLogger;

describe.each(dbKinds)('outbox worker (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb(kind));
  });
  afterAll(() => cleanup());

  it('consumes events nobody drained (a crash after the commit), and stops cleanly', async () => {
    const seen: string[] = [];
    const outbox = createOutbox({
      db,
      log: quiet,
      consumers: [
        { name: 'test', types: ['order.paid'], handle: async (_, e) => void seen.push(e.subject_id) },
      ],
    });
    await db.transaction().execute((trx) => publish(trx, 'order.paid', 'left-behind', {}));
    const worker = startOutboxWorker(outbox, 20);
    try {
      await eventually(async () => (seen.length > 0 ? true : undefined));
      await db.transaction().execute((trx) => publish(trx, 'order.paid', 'later', {}));
      await eventually(async () => (seen.length > 1 ? true : undefined));
    } finally {
      await worker.stop();
    }
    expect(seen).toEqual(['left-behind', 'later']);
  });
});
