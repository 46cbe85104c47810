import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A port the OS reports free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export type RunningServer = { url: string; stop(): Promise<void> };

export type AppServer = RunningServer & { dataDir: string };

/** Spawns a Node process running `entry` (TypeScript through tsx) and resolves once `readyPath` answers 200. */
export async function startNode(
  entry: string,
  opts: { port: number; env: Record<string, string>; readyPath: string },
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...opts.env, PORT: String(opts.port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitFor(`${url}${opts.readyPath}`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * The production server on a free port with a fresh data directory (demo data, PayGate simulator), serving the web
 * build in `webDistDir`, on SQLite unless `databaseUrl` names a PostgreSQL database.
 */
export async function startAppServer(
  opts: { webDistDir?: string; databaseUrl?: string } = {},
): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-bench-'));
  const server = await startNode('apps/api/src/server.ts', {
    port: await freePort(),
    readyPath: '/api/health',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(opts.webDistDir ? { WEB_DIST_DIR: opts.webDistDir } : {}),
      // Every bench run registers a customer from 127.0.0.1; the per-address sign-up limit would stop the 11th run.
      REGISTER_LIMIT_PER_HOUR: '100000',
      // The bench orders and polls at any hour (P4.1): the kitchen is open all day here.
      OPENING_HOURS: '24/7',
      DATABASE_URL: opts.databaseUrl ?? '',
      PAYGATE_BASE_URL: '',
      SMTP_URL: '',
      PAYGATE_SIM_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    },
  });
  return {
    url: server.url,
    dataDir,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
