import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from '../seed/demo-seed.js';
import { newId, nowIso } from '../lib/ids.js';
import {
  insertSale as insertOrder,
  markSalePaid as markOrderPaid,
} from '../modules/sales/sale-changes.repository.js';
import { insertPayment } from '../modules/payments/payments.repository.js';
import { createUser } from '../test/factories.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A port nothing listens on, so the restore's "is the server running?" probe finds nothing there. */
async function freePort(): Promise<number> {
  const server = http.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function cli(script: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) {
  return run('node', ['--import', 'tsx', `apps/api/src/cli/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
}

type Place = { env: Record<string, string>; open: () => Db; drop: () => Promise<void> };

/** A DATA_DIR, with its SQLite file or its own PostgreSQL database (pg_dump takes a whole database). */
async function newPlace(kind: 'sqlite-file' | 'postgres'): Promise<Place> {
  const dataDir = tmp('lome-backup-');
  const port = String(await freePort());
  if (kind === 'sqlite-file') {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '', PORT: port },
      open: () => createDb({ kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = process.env.TEST_DATABASE_URL!;
  const name = `lome_backup_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), PORT: port },
    open: () => createDb({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** One paid order as the payment path leaves it: order, items and paid payment in one transaction. */
async function insertPaidOrder(db: Db, userId: string, dishId: string): Promise<string> {
  const orderId = newId();
  const paymentId = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await insertOrder(
      trx,
      {
        id: orderId,
        code_commande: `CMD-${orderId.slice(0, 8)}`,
        user_id: userId,
        status: 'pending',
        dishes_total: 5000,
        total_price: 5000,
        total_quantite: 2,
        created_at: now,
        updated_at: now,
      },
      [1, 2].map(() => ({
        id: newId(),
        order_id: orderId,
        dish_id: dishId,
        dish_name: 'Ayimolou',
        img_plat: null,
        quantity: 1,
        price_per_unit: 2500,
      })),
    );
    await insertPayment(trx, {
      id: paymentId,
      identifier: paymentId,
      user_id: userId,
      purpose: 'order',
      order_id: orderId,
      amount: 5000,
      phone_number: '90112233',
      network: 'TMONEY',
      status: 'paid',
      paid_at: now,
      created_at: now,
      updated_at: now,
    });
    await markOrderPaid(trx, orderId, paymentId, now);
  });
  return orderId;
}

const kinds = process.env.TEST_DATABASE_URL
  ? (['sqlite-file', 'postgres'] as const)
  : (['sqlite-file'] as const);

describe.each(kinds)('npm run backup, then npm run restore (%s)', (kind) => {
  let live: Place;
  let db: Db;
  let userId: string;
  let dishId: string;
  const places: Place[] = [];

  beforeAll(async () => {
    live = await newPlace(kind);
    places.push(live);
    db = live.open();
    await migrateToLatest(db);
    await seedDemo(db, { dataDir: live.env.DATA_DIR! });
    userId = (await createUser(db)).user.id;
    dishId = (await db.selectFrom('dishes').select('id').executeTakeFirstOrThrow()).id;
    fs.mkdirSync(path.join(live.env.DATA_DIR!, 'private'), { mode: 0o700 });
    fs.writeFileSync(path.join(live.env.DATA_DIR!, 'private', 'nif-company.jpg'), 'NIF', { mode: 0o600 });
  });
  afterAll(async () => {
    await db.destroy();
    for (const place of places) await place.drop();
  });

  it('brings back every paid order committed before a backup taken during writes, in a consistent database', async () => {
    if (kind === 'sqlite-file') {
      // The last writes live in the WAL until a checkpoint (up to 1000 pages): copying app.sqlite alone
      // would lose them. Here every order of the test stays there.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
      await sql`pragma wal_autocheckpoint = 0`.execute(db);
    }
    const committed: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        committed.push(await insertPaidOrder(db, userId, dishId));
        await sleep(2); // a busy restaurant, not a benchmark; lets the child process's exit be heard
      }
    })();
    while (committed.length < 40) await nextTurn();

    const before = [...committed];
    const backup = await cli('backup', live.env).finally(() => (writing = false));
    await writer;
    if (kind === 'sqlite-file') await sql`pragma wal_autocheckpoint = 1000`.execute(db);
    expect(backup.stdout).toContain('Sauvegarde écrite');
    // The server kept writing while the copy was taken.
    expect(committed.length).toBeGreaterThan(before.length);
    const archive = backup.stdout.match(/Sauvegarde écrite : (\S+)/)![1]!;
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);

    const fresh = await newPlace(kind);
    places.push(fresh);
    const restore = await cli('restore', fresh.env, archive);
    expect(restore.stdout).toContain('restaurée');

    const restored = fresh.open();
    try {
      const orders = await restored
        .selectFrom('orders')
        .leftJoin('payments', 'payments.id', 'orders.payment_id')
        .select(['orders.id', 'orders.is_paid', 'payments.status as payment_status'])
        .select((eb) =>
          eb
            .selectFrom('order_items')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('order_items.order_id', '=', 'orders.id')
            .as('items'),
        )
        .execute();
      const byId = new Map(orders.map((o) => [o.id, o]));
      for (const id of before) expect(byId.get(id), `order ${id}`).toBeDefined();
      // Each order whole: paid, with its paid payment and both its lines; nothing from half a transaction.
      for (const order of orders) {
        expect(order).toMatchObject({ is_paid: 1, payment_status: 'paid' });
        expect(Number(order.items)).toBe(2);
      }
      expect(orders.length).toBeLessThanOrEqual(committed.length);
    } finally {
      await restored.destroy();
    }
    if (kind === 'sqlite-file') {
      const check = new SQLite(path.join(fresh.env.DATA_DIR!, 'app.sqlite'), { readonly: true });
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();
    }

    const liveFiles = fs.readdirSync(path.join(live.env.DATA_DIR!, 'uploads', 'catalogue'));
    expect(liveFiles.length).toBeGreaterThan(10);
    expect(fs.readdirSync(path.join(fresh.env.DATA_DIR!, 'uploads', 'catalogue')).sort()).toEqual(
      liveFiles.sort(),
    );
    const document = path.join(fresh.env.DATA_DIR!, 'private', 'nif-company.jpg');
    expect(fs.readFileSync(document, 'utf8')).toBe('NIF');
    expect(fs.statSync(document).mode & 0o777).toBe(0o600);
  });

  it('refuses to restore while the server answers on its port, and changes nothing', async () => {
    const backup = await cli('backup', live.env);
    const archive = backup.stdout.match(/Sauvegarde écrite : (\S+)/)![1]!;
    const server = http
      .createServer((_req, res) => res.writeHead(200).end('{"status":"ok"}'))
      .listen(Number(live.env.PORT), '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const orders = () =>
      db.selectFrom('orders').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const count = Number((await orders()).n);
    await insertPaidOrder(db, userId, dishId);
    try {
      await expect(cli('restore', live.env, archive)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`Le serveur répond sur le port ${live.env.PORT}`),
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(Number((await orders()).n)).toBe(count + 1);
    expect(fs.readdirSync(live.env.DATA_DIR!).filter((f) => f.startsWith('before-restore'))).toEqual([]);
  });

  it.runIf(kind === 'sqlite-file')(
    'refuses to restore over a database another process has open',
    async () => {
      const backup = await cli('backup', live.env);
      const archive = backup.stdout.match(/Sauvegarde écrite : (\S+)/)![1]!;
      // `db` is this test's open connection, as the running server's would be.
      await expect(cli('restore', live.env, archive)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('est ouverte par un autre programme'),
      });
      expect(fs.existsSync(path.join(live.env.DATA_DIR!, 'app.sqlite'))).toBe(true);
    },
  );

  it.runIf(kind === 'postgres')(
    'refuses to restore over a PostgreSQL database a server (on any host) still uses',
    async () => {
      const backup = await cli('backup', live.env);
      const archive = backup.stdout.match(/Sauvegarde écrite : (\S+)/)![1]!;
      await insertPaidOrder(db, userId, dishId);
      const count = await db
        .selectFrom('orders')
        .select(db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      // `db` is this test's open pool, as a server's on another machine would be; nothing answers on PORT.
      await expect(cli('restore', live.env, archive)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('du serveur Chez Mama sont ouvertes sur cette base'),
      });
      const after = await db
        .selectFrom('orders')
        .select(db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(count.n));
    },
  );

  it('refuses a file that is not one of its backups', async () => {
    const bogus = path.join(live.env.DATA_DIR!, 'bogus.tar.gz');
    await run('tar', ['-czf', bogus, '-C', path.join(live.env.DATA_DIR!, 'uploads'), '.']);
    const fresh = await newPlace(kind);
    places.push(fresh);
    await expect(cli('restore', fresh.env, bogus)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("n'est pas une sauvegarde"),
    });
  });
});
