import { spawn } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { orderBody, type MenuDish } from './order';
import { repoRoot } from './server';

/** Order-status polls a second during the lunch measure: phones waiting for their payment at noon. */
export const LUNCH_POLLS_PER_SECOND = 1000;
/** /api/menu requests a second during the lunch measure, sent over at most `LUNCH_MENU_CONNECTIONS` connections. */
export const LUNCH_MENU_PER_SECOND = 100;
export const LUNCH_MENU_CONNECTIONS = 10;
/**
 * Orders placed a second during the lunch measure (POST /api/orders, each with its own idempotency key), by
 * `LUNCH_CUSTOMERS` customers taking turns, each cart a dish and a quantity of its own: far more than a restaurant
 * takes at noon, so that the run has a p99 worth reading.
 */
export const LUNCH_ORDERS_PER_SECOND = 10;
export const LUNCH_CUSTOMERS = 25;
/** Seconds the menu and the orders are measured, inside the polls' run (3 s longer, started 2 s before). */
export const LUNCH_SECONDS = Number(process.env.BENCH_LUNCH_SECONDS ?? 10);
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

/** One request of a paced run: where, how, and the JSON it sends if any. */
export type PacedRequest = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  json?: unknown;
};

/**
 * Sends `request(i)` at a fixed rate, evenly spaced (a request every 1/`perSecond` s, whatever the answers' speed),
 * over keep-alive connections (at most `connections`). Each latency runs from the time the request was due, not the
 * time it could be sent, so a request waiting for a free connection counts its wait (no coordinated omission).
 * autocannon's `overallRate` sends each second's requests in one burst at the start of the second, which measures
 * the burst rather than a steady lunch.
 */
export async function pacedRequests(opts: {
  request: (i: number) => PacedRequest;
  perSecond: number;
  seconds: number;
  connections: number;
}): Promise<Paced> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const total = Math.round(opts.perSecond * opts.seconds);
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  let sent = 0;
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  const one = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const done = (good: boolean) => {
        latencies.push(performance.now() - due);
        if (good) ok++;
        else failed++;
        resolve();
      };
      const { url, method = 'GET', headers = {}, json } = opts.request(i);
      const body = json === undefined ? undefined : JSON.stringify(json);
      const req = http.request(
        url,
        {
          method,
          agent,
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => done((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
          res.on('error', () => done(false));
        },
      );
      req.on('error', () => done(false));
      req.end(body);
    });
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * opts.perSecond) + 1);
      while (sent < due) {
        const request = one(sent, start + (sent * 1000) / opts.perSecond);
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

/** GETs `url` at a fixed rate (pacedRequests). */
export function pacedGet(
  url: string,
  opts: { headers?: Record<string, string>; perSecond: number; seconds: number; connections: number },
): Promise<Paced> {
  return pacedRequests({ ...opts, request: () => ({ url, headers: opts.headers }) });
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

/**
 * Runs this file in a fresh process with `payload` in the environment variable `role` and reads back the JSON it
 * prints. The lunch is paced and timed from such processes, never from the bench's own: by lunch the bench has run
 * Lighthouse and Playwright, and its garbage collector's pauses would count in the latencies it times.
 */
function inChild<T>(role: string, payload: unknown) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/lunch.ts'], {
    cwd: repoRoot,
    // Each process has one role: the polls' process must not inherit the lunch's own.
    env: {
      ...process.env,
      BENCH_LUNCH_RUN: undefined,
      BENCH_LUNCH_POLL: undefined,
      [role]: JSON.stringify(payload),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<T>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the lunch's ${role} process exited with code ${code}`));
      resolve(JSON.parse(Buffer.concat(chunks).toString()) as T);
    });
  });
}

export type LunchLatency = { menu: PacedSummary; orders: PacedSummary; polls: PacedSummary };

/**
 * Who orders at lunch: the customers' tokens, and the menu's dishes and delivery minimum their carts are made of
 * (all JSON, for the process that paces them).
 */
export type LunchOrders = { url: string; tokens: string[]; dishes: MenuDish[]; minimum: number };

/** The `i`-th order of the run: customers take turns, each order with an idempotency key of its own. */
export function lunchOrder(orders: LunchOrders, i: number): PacedRequest {
  const token = orders.tokens[i % orders.tokens.length]!;
  return {
    url: orders.url,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `lunch-${i}-${token.slice(0, 8)}` },
    json: orderBody(lunchCart(orders.dishes, orders.minimum, i)),
  };
}

/**
 * A lunch cart: a main dish the delivery minimum allows alone, one to three of it, and a side, each taken in turn
 * from the menu (dishes ordered a day ahead left out), so that no two orders in a row are alike.
 */
export function lunchCart(
  dishes: MenuDish[],
  minimum: number,
  i: number,
): { dish_id: string; quantity: number }[] {
  const now = dishes.filter((d) => !d.requires_advance_notice);
  const mains = now.filter((d) => d.dish_price >= minimum);
  const main = mains[i % mains.length]!;
  const side = now[(i * 7) % now.length]!;
  const lines = [{ dish_id: main.dish_id, quantity: 1 + (i % 3) }];
  if (side.dish_id !== main.dish_id) lines.push({ dish_id: side.dish_id, quantity: 1 });
  return lines;
}

type Lunch = { menuUrl: string; poll: { url: string; headers: Record<string, string> }; orders: LunchOrders };
type PollRun = { url: string; headers: Record<string, string>; seconds: number };

/**
 * At lunch: `LUNCH_POLLS_PER_SECOND` order-status polls a second on `poll` (the customer's own request, token
 * included) and, from 2 s after they are started, `LUNCH_MENU_PER_SECOND` menu requests and `LUNCH_ORDERS_PER_SECOND`
 * orders a second for `LUNCH_SECONDS` s; all paced evenly. The menu is warmed first, so the first catalogue read is
 * not counted. The menu and the orders are paced from a fresh process, the polls from another, so that neither the
 * bench's own pauses nor the polls' sending delay their clocks.
 */
export function lunchLatency(
  menuUrl: string,
  poll: { url: string; headers: Record<string, string> },
  orders: LunchOrders,
): Promise<LunchLatency> {
  return inChild<LunchLatency>('BENCH_LUNCH_RUN', { menuUrl, poll, orders } satisfies Lunch);
}

async function paceLunch({ menuUrl, poll, orders }: Lunch): Promise<LunchLatency> {
  await pacedGet(menuUrl, {
    perSecond: LUNCH_MENU_PER_SECOND,
    seconds: 1,
    connections: LUNCH_MENU_CONNECTIONS,
  });
  const polls = inChild<PacedSummary>('BENCH_LUNCH_POLL', {
    ...poll,
    seconds: LUNCH_SECONDS + 3,
  } satisfies PollRun);
  // The child's start (tsx) and its first second are not measured.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const [menu, placed] = await Promise.all([
    pacedGet(menuUrl, {
      perSecond: LUNCH_MENU_PER_SECOND,
      seconds: LUNCH_SECONDS,
      connections: LUNCH_MENU_CONNECTIONS,
    }),
    pacedRequests({
      request: (i) => lunchOrder(orders, i),
      perSecond: LUNCH_ORDERS_PER_SECOND,
      seconds: LUNCH_SECONDS,
      connections: LUNCH_MENU_CONNECTIONS,
    }),
  ]);
  return { menu: summarize(menu), orders: summarize(placed), polls: await polls };
}

// Run as one of the lunch's processes: paces its requests, prints their summary as JSON.
if (process.argv[1]?.endsWith('lunch.ts')) {
  if (process.env.BENCH_LUNCH_RUN) {
    const summary = await paceLunch(JSON.parse(process.env.BENCH_LUNCH_RUN) as Lunch);
    process.stdout.write(JSON.stringify(summary));
  } else if (process.env.BENCH_LUNCH_POLL) {
    const { url, headers, seconds } = JSON.parse(process.env.BENCH_LUNCH_POLL) as PollRun;
    const run = await pacedGet(url, {
      headers,
      perSecond: LUNCH_POLLS_PER_SECOND,
      seconds,
      connections: POLL_CONNECTIONS,
    });
    process.stdout.write(JSON.stringify(summarize(run)));
  }
}
