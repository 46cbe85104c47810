import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.js';
import type { Mail } from '../lib/mailer.js';
import { newId, nowIso } from '../lib/ids.js';
import { enqueueMail } from '../modules/notifications/notifications.repository.js';
import { eventually } from '../test/paygate-testing.js';
import { createTestDb, dbKinds } from '../test/helper.js';
import { startMailSender } from './mail.js';

const quiet = { error: () => undefined } as unknown as FastifyBaseLogger;

describe.each(dbKinds)('mail sender job (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb(kind));
  });
  afterAll(() => cleanup());

  const queue = (subject: string) =>
    enqueueMail(db, {
      id: newId(),
      dedupe_key: `job-test:${subject}`,
      to_address: 'client@example.tg',
      subject,
      text_body: 'Bonjour',
      html_body: '<p>Bonjour</p>',
      created_at: nowIso(),
    });

  it('sends what was queued but not sent (a crash before the nudge), once, and stops cleanly', async () => {
    const sent: Mail[] = [];
    await queue('Reçu A');
    await queue('Reçu A'); // the same event queued again (a replay): dropped by its key
    const worker = startMailSender({ db, mailer: { send: async (m) => void sent.push(m) }, log: quiet }, 20);
    try {
      await eventually(async () => (sent.length > 0 ? true : undefined));
      await queue('Reçu B');
      await eventually(async () => (sent.length > 1 ? true : undefined));
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await worker.stop();
    }
    expect(sent.map((m) => [m.subject, m.html])).toEqual([
      ['Reçu A', '<p>Bonjour</p>'],
      ['Reçu B', '<p>Bonjour</p>'],
    ]);
    const rows = await db.selectFrom('mail_queue').select(['subject', 'sent_at']).execute();
    expect(rows.every((r) => r.sent_at !== null)).toBe(true);
  });
});
