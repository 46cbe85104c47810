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
 * in A-B-B-A order so a drift of the machine's load affects both sides alike.
 */
export async function compareWithBare(
  url: string,
  headers: Record<string, string>,
  recorded: Recorded,
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
    const middle = [bareUrl, bareUrl];
    // Warm every JIT before counting.
    for (const target of [url, bareUrl]) await rate(target, headers, 1);
    const runs: ({ target: string } & Awaited<ReturnType<typeof rate>>)[] = [];
    for (const target of [url, ...middle, url]) {
      runs.push({ target, ...(await rate(target, headers, SEGMENT_SECONDS)) });
    }
    const sum = (target: string) => {
      const mine = runs.filter((r) => r.target === target);
      return mine.reduce((n, r) => n + r.ok, 0) / mine.reduce((n, r) => n + r.seconds, 0);
    };
    const failed = (target: string) =>
      runs.filter((r) => r.target === target).reduce((n, r) => n + r.failed, 0);
    const appRate = sum(url);
    const bareRate = sum(bareUrl);
    const notes: string[] = [];
    if (failed(url) > 0)
      notes.push(`${failed(url)} requests to ${pathname} did not answer 2xx (not counted)`);
    if (failed(bareUrl) > 0) notes.push(`${failed(bareUrl)} requests to the bare route failed (not counted)`);
    return { app: appRate, bare: bareRate, ratio: appRate / bareRate, notes };
  } finally {
    for (const server of servers) await server.stop();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export type ReferenceComparison = {
  /** Requests per second (2xx) of each alternating pair, in order. */
  pairs: { reference: number; app: number; ratio: number }[];
  /** Median of the pairs' app/reference ratios. */
  ratio: number;
  /** Requests that did not answer 2xx (other status, socket error or timeout) over all pairs, on each side. */
  failed: { reference: number; app: number };
  notes: string[];
};

const REFERENCE_PAIRS = 5;

/**
 * Why the reference cannot stand for `recorded` (a status or body of its own), or undefined when it answers the same
 * bytes. Only 2xx are counted, so a reference answering 404 (wrong id, wrong database file) would measure nothing.
 */
export function referenceMismatch(recorded: Recorded, reference: Recorded): string | undefined {
  if (reference.status !== recorded.status) {
    return `the reference answered HTTP ${reference.status} where the app answered ${recorded.status}`;
  }
  if (!reference.body.equals(recorded.body)) {
    return `the reference answered other bytes (${reference.body.length} B) than the app (${recorded.body.length} B)`;
  }
  return undefined;
}

/**
 * Requests per second of `url` against the reference row, bare Fastify plus one prepared SQLite primary-key read of
 * the same order (`bare-read-server.ts`), in `REFERENCE_PAIRS` alternating pairs (reference, app, reference, app,
 * ...). Each pair gives a ratio and the median of them is the result: one pair caught by a burst of other work on
 * the machine moves the median little, where a sum over all segments would carry it.
 *
 * Both sides are checked: the reference must answer the app's status and bytes before anything is measured, and a
 * reference request that fails during the pairs (non-2xx, error, timeout) makes the comparison throw, as only 2xx
 * are counted and a failing reference would flatter or hide the app. The app's failed requests are reported.
 */
export async function compareWithReference(
  url: string,
  headers: Record<string, string>,
  recorded: Recorded,
  dbFile: string,
): Promise<ReferenceComparison> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lome-bench-ref-')), 'response.json');
  fs.writeFileSync(
    file,
    JSON.stringify({ headers: recorded.headers, body: recorded.body.toString('base64') }),
  );
  const { pathname, search } = new URL(url);
  let reference: RunningServer | undefined;
  try {
    reference = await startNode('scripts/bench/bare-read-server.ts', {
      port: await freePort(),
      readyPath: '/ready',
      env: { BENCH_RESPONSE_FILE: file, BENCH_DB_FILE: dbFile },
    });
    const referenceUrl = reference.url + pathname + search;
    const mismatch = referenceMismatch(recorded, await record(referenceUrl, headers));
    if (mismatch) throw new Error(`reference refused for ${pathname}: ${mismatch}`);
    for (const target of [referenceUrl, url]) await rate(target, headers, 1);
    const pairs: ReferenceComparison['pairs'] = [];
    const failed = { reference: 0, app: 0 };
    for (let i = 0; i < REFERENCE_PAIRS; i++) {
      const ref = await rate(referenceUrl, headers, SEGMENT_SECONDS);
      const app = await rate(url, headers, SEGMENT_SECONDS);
      failed.reference += ref.failed;
      failed.app += app.failed;
      const refRate = ref.ok / ref.seconds;
      const appRate = app.ok / app.seconds;
      pairs.push({ reference: refRate, app: appRate, ratio: appRate / refRate });
    }
    if (failed.reference > 0) {
      throw new Error(
        `reference refused for ${pathname}: ${failed.reference} of its requests did not answer 2xx during the pairs`,
      );
    }
    const ratios = pairs.map((p) => p.ratio).sort((a, b) => a - b);
    return {
      pairs,
      ratio: ratios[Math.floor(ratios.length / 2)]!,
      failed,
      notes: failed.app > 0 ? [`${failed.app} requests to ${pathname} did not answer 2xx (not counted)`] : [],
    };
  } finally {
    await reference?.stop();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export const LATENCY_CONNECTIONS = 50;
const LATENCY_SECONDS = 5;

/** Latency percentiles (ms) of `url` under `LATENCY_CONNECTIONS` concurrent connections, after a 1 s warm-up. */
export async function latency(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: LATENCY_CONNECTIONS, duration: 1, headers });
  const result = await autocannon({
    url,
    connections: LATENCY_CONNECTIONS,
    duration: LATENCY_SECONDS,
    headers,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rate: result['2xx'] / result.duration,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
