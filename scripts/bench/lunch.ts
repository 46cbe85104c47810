import { spawn } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { repoRoot } from './server';

/** Order-status polls a second during the lunch measure: phones waiting for their payment at noon. */
export const LUNCH_POLLS_PER_SECOND = 1000;
/** /api/menu requests a second during the lunch measure, sent over at most `LUNCH_MENU_CONNECTIONS` connections. */
export const LUNCH_MENU_PER_SECOND = 100;
export const LUNCH_MENU_CONNECTIONS = 10;
/** Seconds the menu is measured, inside the polls' run (3 s longer, started 2 s before the menu). */
export const LUNCH_SECONDS = 10;
// Sockets the polls may use: enough for the rate to hold when some answers are slow.
const POLL_CONNECTIONS = 50;

export type Paced = {
  /** Milliseconds from each request's scheduled time to its answer, ascending. */
  latencies: number[];
  ok: number;
  failed: number;
  seconds: number;
};

export type PacedSummary = { p50: number; p99: number; max: number; rate: number; failed: number };

/**
 * GETs `url` at a fixed rate, evenly spaced (a request every 1/`perSecond` s, whatever the answers' speed), over
 * keep-alive connections (at most `connections`). Each latency runs from the time the request was due, not the
 * time it could be sent, so a request waiting for a free connection counts its wait (no coordinated omission).
 * autocannon's `overallRate` sends each second's requests in one burst at the start of the second, which measures
 * the burst rather than a steady lunch.
 */
export async function pacedGet(
  url: string,
  opts: { headers?: Record<string, string>; perSecond: number; seconds: number; connections: number },
): Promise<Paced> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const total = Math.round(opts.perSecond * opts.seconds);
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  let sent = 0;
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const done = (good: boolean) => {
        latencies.push(performance.now() - due);
        if (good) ok++;
        else failed++;
        resolve();
      };
      http
        .get(url, { agent, headers: opts.headers }, (res) => {
          res.resume();
          res.on('end', () => done((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
          res.on('error', () => done(false));
        })
        .on('error', () => done(false));
    });
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * opts.perSecond) + 1);
      while (sent < due) {
        const request = one(start + (sent * 1000) / opts.perSecond);
        pending.add(request);
        void request.then(() => pending.delete(request));
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), ok, failed, seconds };
}

export function summarize(run: Paced): PacedSummary {
  const at = (q: number) =>
    run.latencies[Math.min(run.latencies.length - 1, Math.ceil(q * run.latencies.length) - 1)] ?? NaN;
  return {
    p50: at(0.5),
    p99: at(0.99),
    max: run.latencies.at(-1) ?? NaN,
    rate: run.ok / run.seconds,
    failed: run.failed,
  };
}

/** The polls, paced from a process of their own so their sending never delays the menu's clock. */
function pollsInChild(poll: { url: string; headers: Record<string, string> }, seconds: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/lunch.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      BENCH_LUNCH_POLL: JSON.stringify({ ...poll, seconds }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<PacedSummary>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the lunch polls exited with code ${code}`));
      resolve(JSON.parse(Buffer.concat(chunks).toString()) as PacedSummary);
    });
  });
}

export type LunchLatency = { menu: PacedSummary; polls: PacedSummary };

/**
 * /api/menu at lunch: `LUNCH_POLLS_PER_SECOND` order-status polls a second on `poll` (the customer's own request,
 * token included) and, from 2 s after they are started, `LUNCH_MENU_PER_SECOND` menu requests a second for
 * `LUNCH_SECONDS` s; both paced evenly. The menu is warmed first, so the first catalogue read is not counted.
 */
export async function lunchLatency(
  menuUrl: string,
  poll: { url: string; headers: Record<string, string> },
): Promise<LunchLatency> {
  await pacedGet(menuUrl, {
    perSecond: LUNCH_MENU_PER_SECOND,
    seconds: 1,
    connections: LUNCH_MENU_CONNECTIONS,
  });
  const polls = pollsInChild(poll, LUNCH_SECONDS + 3);
  // The child's start (tsx) and its first second are not measured.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const menu = await pacedGet(menuUrl, {
    perSecond: LUNCH_MENU_PER_SECOND,
    seconds: LUNCH_SECONDS,
    connections: LUNCH_MENU_CONNECTIONS,
  });
  return { menu: summarize(menu), polls: await polls };
}

// Run as the polls' process: paces the polls, prints their summary as JSON.
if (process.env.BENCH_LUNCH_POLL && process.argv[1]?.endsWith('lunch.ts')) {
  const { url, headers, seconds } = JSON.parse(process.env.BENCH_LUNCH_POLL) as {
    url: string;
    headers: Record<string, string>;
    seconds: number;
  };
  const run = await pacedGet(url, {
    headers,
    perSecond: LUNCH_POLLS_PER_SECOND,
    seconds,
    connections: POLL_CONNECTIONS,
  });
  process.stdout.write(JSON.stringify(summarize(run)));
}
