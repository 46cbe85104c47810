import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startNode, type RunningServer } from './server';

export type Recorded = { status: number; headers: Record<string, string>; body: Buffer };

// Set per connection or per response by Node itself; copying them would duplicate or lie.
const skippedHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One raw GET (no compression asked, as autocannon sends none), to replay its bytes from the baseline. */
export function record(url: string, headers: Record<string, string> = {}): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (!skippedHeaders.has(name) && typeof value === 'string') kept[name] = value;
          }
          resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

export type Throughput = {
  app: number;
  bare: number;
  ratio: number;
  /** Requests per second of the bare route plus one SQLite read, when a database file was given. */
  bareRead?: number;
  notes: string[];
};

const SEGMENT_SECONDS = 3;
const CONNECTIONS = 10;

async function rate(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    seconds: result.duration,
  };
}

/**
 * Requests per second of `url` against a bare Fastify process answering the same bytes, measured back to back
 * in A-B-B-A order so a drift of the machine's load affects both sides alike. With `dbFile`, a third process
 * (bare Fastify plus one SQLite read) is measured in the middle (A-B-C-C-B-A): the ceiling of any route that
 * reads the database once on this machine.
 */
export async function compareWithBare(
  url: string,
  headers: Record<string, string>,
  recorded: Recorded,
  opts: { dbFile?: string } = {},
): Promise<Throughput> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lome-bench-bare-')), 'response.json');
  fs.writeFileSync(
    file,
    JSON.stringify({ headers: recorded.headers, body: recorded.body.toString('base64') }),
  );
  const pathname = new URL(url).pathname;
  const servers: RunningServer[] = [];
  try {
    const bare = await startNode('scripts/bench/bare-server.ts', {
      port: await freePort(),
      readyPath: '/',
      env: { BENCH_RESPONSE_FILE: file },
    });
    servers.push(bare);
    const bareUrl = bare.url + pathname;
    let bareReadUrl: string | undefined;
    if (opts.dbFile) {
      const bareRead = await startNode('scripts/bench/bare-read-server.ts', {
        port: await freePort(),
        readyPath: pathname,
        env: { BENCH_RESPONSE_FILE: file, BENCH_DB_FILE: opts.dbFile },
      });
      servers.push(bareRead);
      bareReadUrl = bareRead.url + pathname;
    }
    const middle = bareReadUrl ? [bareUrl, bareReadUrl, bareReadUrl, bareUrl] : [bareUrl, bareUrl];
    // Warm every JIT before counting.
    for (const target of [url, ...new Set(middle)]) await rate(target, headers, 1);
    const runs: ({ target: string } & Awaited<ReturnType<typeof rate>>)[] = [];
    for (const target of [url, ...middle, url]) {
      runs.push({ target, ...(await rate(target, headers, SEGMENT_SECONDS)) });
    }
    const sum = (target: string) => {
      const mine = runs.filter((r) => r.target === target);
      return mine.reduce((n, r) => n + r.ok, 0) / mine.reduce((n, r) => n + r.seconds, 0);
    };
    const failed = runs.filter((r) => r.target === url).reduce((n, r) => n + r.failed, 0);
    const appRate = sum(url);
    const bareRate = sum(bareUrl);
    return {
      app: appRate,
      bare: bareRate,
      ratio: appRate / bareRate,
      bareRead: bareReadUrl ? sum(bareReadUrl) : undefined,
      notes: failed > 0 ? [`${failed} requests to ${pathname} did not answer 2xx (not counted)`] : [],
    };
  } finally {
    for (const server of servers) await server.stop();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
