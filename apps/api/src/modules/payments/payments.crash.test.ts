import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createUser } from '../../test/factories.js';
import {
  eventually,
  freePort,
  insertDish,
  nearAddress,
  run,
  SIM_TOKEN,
  waitUntilUp,
} from '../../test/paygate-testing.js';

describe('a server killed between payment start and confirmation (SQLite, real processes)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-crash-'));
  const simDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-crash-sim-'));
  let db: Db;
  let apiPort: number;
  let simPort: number;
  let simulator: ReturnType<typeof run>;
  let server: ReturnType<typeof run> | undefined;

  const apiUrl = () => `http://127.0.0.1:${apiPort}`;
  const startServer = async () => {
    server = run('server.ts', {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      SEED_DEMO: 'false',
      // Open all day, as the other API tests: this one must not depend on the hour it runs at.
      OPENING_HOURS: '24/7',
      PAYGATE_BASE_URL: `http://127.0.0.1:${simPort}`,
      PAYGATE_AUTH_TOKEN: SIM_TOKEN,
      RECONCILE_INTERVAL_MS: '100',
      PAYMENT_CHECK_DELAY_MS: '100',
    });
    await waitUntilUp(`${apiUrl()}/api/health`, server);
  };

  beforeAll(async () => {
    [apiPort, simPort] = [await freePort(), await freePort()];
    db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') });
    await migrateToLatest(db);
    simulator = run('paygate/simulator-main.ts', {
      PAYGATE_SIM_PORT: String(simPort),
      HOST: '127.0.0.1',
      DATA_DIR: simDir,
      PAYGATE_AUTH_TOKEN: SIM_TOKEN,
      PAYGATE_SIM_DELAY_MS: '400',
      PAYGATE_SIM_CALLBACK_URL: `http://127.0.0.1:${apiPort}/api/paygate/callback`,
    });
    await waitUntilUp(`http://127.0.0.1:${simPort}/api/v2/status`, simulator);
  }, 60_000);

  afterAll(async () => {
    for (const proc of [server, simulator]) {
      if (proc && proc.child.exitCode === null) {
        proc.child.kill('SIGKILL');
        await proc.exited;
      }
    }
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(simDir, { recursive: true, force: true });
  });

  it('ends the payment paid after a restart, applied once, although its callback was lost', async () => {
    const dish = await insertDish(db, { price: 4500 });
    const { auth } = await createUser(db);
    await startServer();
    const post = (url: string, body: object) =>
      fetch(`${apiUrl()}${url}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const order = (await (
      await post('/api/orders', { ...nearAddress, dishes: [{ dish_id: dish.id, quantity: 2 }] })
    ).json()) as { order_id: string };
    const started = (await (
      await post('/api/payment', { order_id: order.order_id, phone_number: '90112233' })
    ).json()) as { payment_id: string; tx_reference: string };
    expect(started).toMatchObject({ status: 'pending', payment_id: expect.any(String) });

    server!.child.kill('SIGKILL');
    expect(await server!.exited).toBe(null);
    const paymentRow = () =>
      db.selectFrom('payments').selectAll().where('id', '=', started.payment_id).executeTakeFirstOrThrow();
    expect(await paymentRow()).toMatchObject({ status: 'pending', amount: 9000 });
    // PayGate confirms while the server is down: its callback finds nobody and is lost.
    await eventually(async () => {
      const state = JSON.parse(fs.readFileSync(path.join(simDir, 'paygate-simulator.json'), 'utf8'));
      return state.transactions[0]?.callback_sent ? true : undefined;
    });

    await startServer();
    const paid = await eventually(async () => {
      const p = await paymentRow();
      return p.status === 'paid' ? p : undefined;
    }, 15_000);
    expect(paid).toMatchObject({ amount: 9000, tx_reference: started.tx_reference });

    // A late duplicate callback after the restart changes nothing.
    await post('/api/paygate/callback', { identifier: paid.identifier });
    const status = await (
      await fetch(`${apiUrl()}/api/orders/${order.order_id}/status`, { headers: auth })
    ).json();
    expect(status).toEqual({
      status: 'confirmed',
      payment_status: 'completed',
      is_paid: true,
      transaction: { transaction_id: started.tx_reference },
    });
    const events = await db
      .selectFrom('domain_events')
      .selectAll()
      .where('subject_id', '=', order.order_id)
      .execute();
    expect(events.map((e) => e.type)).toEqual(['order.paid']);
    expect(await db.selectFrom('refunds').selectAll().execute()).toEqual([]);
  }, 120_000);
});
