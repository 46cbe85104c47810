import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/connection.js';
import { newId, nowIso } from '../lib/ids.js';
import { startSimulator, type SimulatorFaults } from '../paygate/simulator.js';

/**
 * Test helpers for ordering and payments: catalogue rows, a PayGate simulator on a free port, and the API or the
 * simulator as real processes for the crash and chaos tests.
 */

export async function insertDish(
  db: Db,
  overrides: { name?: string; price?: number; available?: number } = {},
): Promise<{ id: string; name: string; price: number }> {
  const now = nowIso();
  const categoryId = newId();
  await db
    .insertInto('categories')
    .values({ id: categoryId, name: 'Plats', bg_image: null, created_at: now })
    .execute();
  const dish = {
    id: newId(),
    category_id: categoryId,
    name: overrides.name ?? 'Ayimolou',
    description: null,
    price: overrides.price ?? 2500,
    image: '/uploads/ayimolou.jpg',
    type_name: 'plat',
    available: overrides.available ?? 1,
    preparation_time: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('dishes').values(dish).execute();
  return { id: dish.id, name: dish.name, price: dish.price };
}

export const SIM_TOKEN = 'test-paygate-token';

export async function startTestSimulator(
  options: { delayMs?: number; callbackUrl?: string; strict?: boolean; faults?: SimulatorFaults } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paygate-sim-'));
  const sim = await startSimulator({
    port: 0,
    dataDir,
    authToken: SIM_TOKEN,
    delayMs: options.delayMs ?? 0,
    callbackUrl: options.callbackUrl,
    strict: options.strict,
    faults: options.faults,
  });
  return {
    ...sim,
    dataDir,
    close: async () => {
      await sim.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A delivery address about 1 km from the default restaurant position. */
export const nearAddress = {
  title: 'Domicile',
  description_address: 'Bè Kpota, rue des Cocotiers',
  latitude: 6.14,
  longitude: 1.2228,
  phone: '90112233',
};

/** Polls `check` until it returns a value, within `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a TypeScript entry point as a real process; `ready` resolves once `url` answers. */
export function run(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(srcDir, entry)], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

/** Waits until `url` answers, failing early if the process exits (a server booting takes long on a busy machine). */
export async function waitUntilUp(
  url: string,
  proc: { stderr: () => string; child: ChildProcess },
  timeoutMs = 45_000,
) {
  await eventually(async () => {
    if (proc.child.exitCode !== null) throw new Error(`process exited: ${proc.stderr()}`);
    return fetch(url, { method: 'POST' }).then(
      () => true,
      () => undefined,
    );
  }, timeoutMs);
}
