import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startNode, type RunningServer } from './server';
import { compareWithReference, record, referenceMismatch, type Recorded } from './throughput';

// The status poll's reference (bare Fastify + one SQLite read) must answer the app's bytes for the same URL, or the
// bench refuses it: only 2xx are counted, so a reference answering 404 would measure nothing.
const answer: Recorded = {
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' },
  body: Buffer.from('{"status":"pending","payment_status":"unpaid","is_paid":false,"transaction":null}'),
};

describe('the status poll reference', () => {
  let dir: string;
  let dbFile: string;
  let reference: RunningServer;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-bench-ref-test-'));
    dbFile = path.join(dir, 'app.sqlite');
    const db = new SQLite(dbFile);
    db.exec(
      "create table orders (id text primary key, status text); insert into orders values ('o-1', 'pending')",
    );
    db.close();
    const file = path.join(dir, 'response.json');
    fs.writeFileSync(file, JSON.stringify({ headers: answer.headers, body: answer.body.toString('base64') }));
    reference = await startNode('scripts/bench/bare-read-server.ts', {
      port: await freePort(),
      readyPath: '/ready',
      env: { BENCH_RESPONSE_FILE: file, BENCH_DB_FILE: dbFile },
    });
  });
  afterAll(async () => {
    await reference?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the order named in the URL, a query string or not, and answers the recorded bytes', async () => {
    for (const url of ['/api/orders/o-1/status', '/api/orders/o-1/status?t=1']) {
      const got = await record(reference.url + url);
      expect(got.status).toBe(200);
      expect(got.body.equals(answer.body)).toBe(true);
      expect(got.headers).toMatchObject(answer.headers);
      expect(referenceMismatch(answer, got)).toBeUndefined();
    }
    expect((await record(`${reference.url}/api/orders/o-2/status`)).status).toBe(404);
  });

  it('is refused when it does not answer what the app answered', async () => {
    const missing = await record(`${reference.url}/api/orders/o-2/status`);
    expect(referenceMismatch(answer, missing)).toMatch(/HTTP 404 where the app answered 200/);
    const other = { ...answer, body: Buffer.from('{}') };
    expect(referenceMismatch(answer, other)).toMatch(/other bytes/);
  });

  it('makes compareWithReference throw before measuring when the order is not in its database', async () => {
    // The app's URL is never called: the reference is checked first.
    await expect(
      compareWithReference('http://127.0.0.1:9/api/orders/o-2/status', {}, answer, dbFile),
    ).rejects.toThrow(/reference refused .* HTTP 404 where the app answered 200/);
  });
});
