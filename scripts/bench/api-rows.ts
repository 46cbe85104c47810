import {
  LUNCH_CUSTOMERS,
  LUNCH_MENU_CONNECTIONS,
  LUNCH_MENU_PER_SECOND,
  LUNCH_ORDERS_PER_SECOND,
  LUNCH_POLLS_PER_SECOND,
  LUNCH_SECONDS,
  lunchLatency,
  type LunchOrders,
  type PacedSummary,
} from './lunch';
import { createCustomerOrder, deliveryMinimum, menuDishes, registerCustomer } from './order';
import {
  compareWithBare,
  compareWithReference,
  latency,
  record,
  type ReferenceComparison,
  type Throughput,
} from './throughput';
import { bars, latencies, notes, pass, printTable } from './report';

/** The API's rows: throughput against bare Fastify, latency, and lunch on each engine. */

function throughputRow(check: string, result: Throughput, bar: number) {
  printTable(`${check}: requests per second (2xx), 3 s segments, 10 connections`, [
    ['target', 'req/s'],
    ['app', result.app.toFixed(0)],
    ['bare Fastify, same bytes', result.bare.toFixed(0)],
  ]);
  notes.push(...result.notes);
  bars.push({
    check: `${check} / bare`,
    value: result.ratio.toFixed(2),
    bar: `>= ${bar}`,
    verdict: pass(result.ratio >= bar),
  });
}

export async function menuThroughput(base: string) {
  const url = `${base}/api/menu`;
  const recorded = await record(url);
  if (recorded.status !== 200) {
    bars.push({
      check: 'GET /api/menu / bare',
      value: `HTTP ${recorded.status}`,
      bar: '>= 0.5',
      verdict: 'SKIP',
    });
    notes.push(`GET /api/menu answered ${recorded.status}: throughput not measured.`);
    return;
  }
  throughputRow('GET /api/menu', await compareWithBare(url, {}, recorded), 0.5);
}

export type Poll = { url: string; headers: Record<string, string> };

/** A customer's order on `base` and the request a phone polls while its payment is awaited. */
export async function statusPoll(base: string): Promise<Poll | { skipped: string }> {
  const setup = await createCustomerOrder(base);
  if ('skipped' in setup) return setup;
  return {
    url: `${base}/api/orders/${setup.orderId}/status`,
    headers: { authorization: `Bearer ${setup.token}` },
  };
}

// The status poll against bare Fastify plus one SQLite read: its 0.8 bar is retired (decisions 0011 and 0068), the
// ratio moved with the machine's load more than with the code; the row stays as information and never fails.
export const STATUS_CHECK = 'GET /api/orders/{id}/status / reference';
export const STATUS_BAR = 'none: retired, informational (decision 0011)';

export async function statusThroughput(poll: Poll, dbFile: string) {
  const check = STATUS_CHECK;
  const bar = STATUS_BAR;
  const recorded = await record(poll.url, poll.headers);
  if (recorded.status !== 200) {
    bars.push({ check, value: `HTTP ${recorded.status}`, bar, verdict: 'info' });
    notes.push(`the status poll answered ${recorded.status}: throughput not measured.`);
    return;
  }
  let result: ReferenceComparison;
  try {
    result = await compareWithReference(poll.url, poll.headers, recorded, dbFile);
  } catch (error) {
    // A reference that does not answer the app's bytes with 2xx measures nothing: no ratio is printed rather than
    // one against a fast 404.
    bars.push({ check, value: 'reference refused', bar, verdict: 'info' });
    notes.push((error as Error).message);
    return;
  }
  printTable(
    'GET /api/orders/{id}/status: requests per second (2xx) against the reference (bare Fastify + one SQLite ' +
      'primary-key read), alternating 3 s segments, 10 connections',
    [
      ['pair', 'reference', 'app', 'app / reference'],
      ...result.pairs.map((p, i) => [
        String(i + 1),
        p.reference.toFixed(0),
        p.app.toFixed(0),
        p.ratio.toFixed(2),
      ]),
      ['median', '', '', result.ratio.toFixed(2)],
      ['failed', String(result.failed.reference), String(result.failed.app), ''],
    ],
  );
  notes.push(...result.notes);
  bars.push({ check, value: result.ratio.toFixed(2), bar, verdict: 'info' });
}

export async function latencyRows(database: string, base: string, poll: Poll | { skipped: string }) {
  const menu = await latency(`${base}/api/menu`);
  latencies.push([database, 'GET /api/menu', menu.p50.toFixed(0), menu.p99.toFixed(0), menu.rate.toFixed(0)]);
  if (menu.failed > 0) notes.push(`${database}: ${menu.failed} requests to /api/menu did not answer 2xx`);
  if ('skipped' in poll) {
    latencies.push([database, 'GET /api/orders/{id}/status', '-', '-', '-']);
    notes.push(`${database}: status poll not measured: ${poll.skipped}.`);
    return;
  }
  const status = await latency(poll.url, poll.headers);
  latencies.push([
    database,
    'GET /api/orders/{id}/status',
    status.p50.toFixed(0),
    status.p99.toFixed(0),
    status.rate.toFixed(0),
  ]);
  if (status.failed > 0) notes.push(`${database}: ${status.failed} status polls did not answer 2xx`);
}

// Lunch on both engines: the status polls, the menu and the orders, each p99 under 100 ms with no error (decision
// 0056, issue's bars of decision 0068).
const LUNCH_P99_BAR_MS = 100;
const LUNCH_ROUTES = ['GET /api/menu', 'POST /api/orders', 'GET /api/orders/{id}/status'] as const;

/** The customers who order at lunch and their carts, made through the public API. */
async function lunchOrders(base: string): Promise<LunchOrders | { skipped: string }> {
  const dishes = await menuDishes(base);
  if ('skipped' in dishes) return dishes;
  const minimum = await deliveryMinimum(base, dishes[0]!.dish_id);
  if (!dishes.some((d) => !d.requires_advance_notice && d.dish_price >= minimum)) {
    return { skipped: `no dish of the menu reaches the delivery minimum (${minimum} FCFA) alone` };
  }
  const tokens: string[] = [];
  for (let i = 0; i < LUNCH_CUSTOMERS; i++) {
    const customer = await registerCustomer(base);
    if ('skipped' in customer) return customer;
    tokens.push(customer.token);
  }
  return { url: `${base}/api/orders`, tokens, dishes, minimum };
}

export function lunchSkipped(database: string, why: string) {
  for (const route of LUNCH_ROUTES) {
    bars.push({ check: `lunch load on ${database}: ${route} p99`, value: '-', bar: '-', verdict: 'SKIP' });
  }
  notes.push(`${database}: lunch load not measured: ${why}.`);
}

/** The menu, orders and status polls at lunch, paced together: a bar on each, on both engines. */
export async function lunchLoad(database: string, base: string, poll: Poll | { skipped: string }) {
  const bar = `< ${LUNCH_P99_BAR_MS} ms, none failed`;
  if ('skipped' in poll) return lunchSkipped(database, poll.skipped);
  const orders = await lunchOrders(base);
  if ('skipped' in orders) return lunchSkipped(database, orders.skipped);
  const measured = await lunchLatency(`${base}/api/menu`, poll, orders);
  const byRoute: Record<(typeof LUNCH_ROUTES)[number], PacedSummary> = {
    'GET /api/menu': measured.menu,
    'POST /api/orders': measured.orders,
    'GET /api/orders/{id}/status': measured.polls,
  };
  const ms = (n: number) => n.toFixed(1);
  printTable(
    `(d) ${database} at lunch: ${LUNCH_POLLS_PER_SECOND} status polls/s, ${LUNCH_MENU_PER_SECOND} menu requests/s ` +
      `and ${LUNCH_ORDERS_PER_SECOND} orders/s by ${LUNCH_CUSTOMERS} customers (over ${LUNCH_MENU_CONNECTIONS} ` +
      `connections each), evenly paced, ${LUNCH_SECONDS} s (ms from when each request was due)`,
    [
      ['route', 'p50', 'p99', 'max', 'req/s (2xx)', 'failed'],
      ...LUNCH_ROUTES.map((route) => {
        const r = byRoute[route];
        return [route, ms(r.p50), ms(r.p99), ms(r.max), r.rate.toFixed(0), String(r.failed)];
      }),
    ],
  );
  if (measured.polls.rate < LUNCH_POLLS_PER_SECOND * 0.95) {
    notes.push(
      `${database} at lunch: the polls reached ${measured.polls.rate.toFixed(0)}/s, short of ${LUNCH_POLLS_PER_SECOND}`,
    );
  }
  for (const route of LUNCH_ROUTES) {
    const r = byRoute[route];
    if (r.failed > 0) notes.push(`${database} at lunch: ${r.failed} of ${route} did not answer 2xx`);
    bars.push({
      check: `lunch load on ${database}: ${route} p99`,
      value: `${ms(r.p99)} ms`,
      bar,
      verdict: pass(r.p99 < LUNCH_P99_BAR_MS && r.failed === 0),
    });
  }
}
