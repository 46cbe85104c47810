import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  freePort,
  repoRoot,
  startAppServer,
  startNode,
  type AppServer,
  type RunningServer,
} from './bench/server';
import {
  latencyRows,
  lunchLoad,
  lunchSkipped,
  menuThroughput,
  STATUS_BAR,
  STATUS_CHECK,
  statusPoll,
  statusThroughput,
} from './bench/api-rows';
import { bars, latencies, notes, printTable } from './bench/report';
import { LATENCY_CONNECTIONS } from './bench/throughput';
import { dataCost, lighthouseScores, longTaskRows, pageWeight } from './bench/web-rows';
// PostgreSQL for the latency rows; the bench creates its own database there and drops it afterwards.
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The same latency rows on a fresh PostgreSQL database of our own, dropped afterwards; skipped when unreachable. */
async function postgresLatency(webDistDir: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    latencies.push(['PostgreSQL', '(not measured)', '-', '-', '-']);
    lunchSkipped('PostgreSQL', 'PostgreSQL unreachable');
    notes.push(
      `PostgreSQL unreachable at ${POSTGRES_URL} (${(error as Error).message}): its latency skipped.`,
    );
    return;
  }
  const name = `bench_${randomBytes(6).toString('hex')}`;
  let server: AppServer | undefined;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    server = await startAppServer({ webDistDir, databaseUrl: url.toString() });
    const poll = await statusPoll(server.url);
    await latencyRows('PostgreSQL', server.url, poll);
    await lunchLoad('PostgreSQL', server.url, poll);
  } finally {
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error: Error) => {
      notes.push(`could not drop the PostgreSQL database ${name}: ${error.message}`);
    });
    await admin.end();
  }
}

/** Everything measured on the SQLite server: page weight, Lighthouse, throughput, latency. */
async function onSqlite(webOutDir: string) {
  const server = await startAppServer({ webDistDir: webOutDir });
  let staticPage: RunningServer | undefined;
  try {
    staticPage = await startNode('scripts/bench/static-server.ts', {
      port: await freePort(),
      readyPath: '/',
      env: {},
    });
    console.log(
      `Production server on ${server.url} (fresh data directory), static reference page on ${staticPage.url}`,
    );
    if (!API_ONLY) {
      await pageWeight(server.url);
      await dataCost(server.url);
      await lighthouseScores(server.url, staticPage.url + '/');
      await longTaskRows(server.url, staticPage.url + '/');
    }
    await menuThroughput(server.url);
    const poll = await statusPoll(server.url);
    if ('skipped' in poll) {
      bars.push({ check: STATUS_CHECK, value: '-', bar: STATUS_BAR, verdict: 'info' });
      notes.push(`GET /api/orders/{id}/status not measured: ${poll.skipped}.`);
    } else {
      await statusThroughput(poll, path.join(server.dataDir, 'app.sqlite'));
    }
    await latencyRows('SQLite', server.url, poll);
    await lunchLoad('SQLite', server.url, poll);
  } finally {
    await staticPage?.stop();
    await server.stop();
  }
}

const started = Date.now();
// BENCH_ONLY=api measures the API alone (throughput, latency, lunch), without building or opening the web app.
const API_ONLY = process.env.BENCH_ONLY === 'api';
// The bench builds into a directory of its own (BENCH_WEB_OUT_DIR or a fresh temporary one), so it never
// overwrites apps/web/dist while someone else serves or tests that build.
const ownOutDir = !process.env.BENCH_WEB_OUT_DIR;
const webOutDir = path.resolve(
  process.env.BENCH_WEB_OUT_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lome-bench-web-')),
);
if (!API_ONLY) {
  console.log(`Building the web app into ${webOutDir}...`);
  execSync('npm run build', {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WEB_OUT_DIR: webOutDir },
  });
}
try {
  await onSqlite(webOutDir);
  await postgresLatency(webOutDir);
} finally {
  if (ownOutDir) fs.rmSync(webOutDir, { recursive: true, force: true });
}

printTable(`(c) Latency at ${LATENCY_CONNECTIONS} connections, 5 s after a 1 s warm-up (ms)`, [
  ['database', 'route', 'p50', 'p99', 'req/s', 'bar'],
  ...latencies.map((row) => [...row, 'none: reported']),
]);
printTable(
  'Summary: every check with its bar (FAIL rows decide the exit code; "none" rows are information)',
  [['check', 'value', 'bar', 'verdict'], ...bars.map((r) => [r.check, r.value, r.bar, r.verdict])],
);
for (const note of notes) console.log(`  note: ${note}`);
console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (bars.some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
