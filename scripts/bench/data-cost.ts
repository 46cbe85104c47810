import net from 'node:net';
import { chromium, devices, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';

/**
 * What a customer's phone pays in mobile data for the walk: /, /menu, 'Ajouter' on two dishes, one dish
 * page, /cart, each page read until the network is quiet, the service worker's own downloads included. Counted on
 * the wire: a TCP proxy in front of the server adds up every byte the server sends (headers, bodies as
 * compressed, the worker's precache), as the phone's data plan sees them. Then the same walk on the same phone
 * "the next day" (worker and caches kept, the cart ordered and so empty).
 */

export type DataCost = {
  firstVisit: number;
  repeatVisit: number;
  /** Bytes per request path, to show where they went. */
  first: Map<string, number>;
  repeat: Map<string, number>;
};

type CountingProxy = { url: string; sent(): number; byPath: Map<string, number>; close(): Promise<void> };

/** A plain TCP relay to `target`, counting the bytes that go from the server to the browser. */
export async function countingProxy(target: URL): Promise<CountingProxy> {
  let bytes = 0;
  const byPath = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    // HTTP/1.1 without pipelining: what the server sends answers the last request line the browser wrote.
    let current = '?';
    client.on('data', (chunk: Buffer) => {
      const line = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD) (\S+)/.exec(
        chunk.subarray(0, 2048).toString('latin1'),
      );
      if (line) current = line[1]!;
    });
    upstream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      byPath.set(current, (byPath.get(current) ?? 0) + chunk.length);
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent: () => bytes,
    byPath,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

/** Resolves once nothing has come from the server for `quietMs` (a person reading the page meanwhile). */
async function waitForQuiet(proxy: CountingProxy, quietMs: number, maxMs = 30_000) {
  const start = Date.now();
  let last = proxy.sent();
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
    const now = proxy.sent();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
}

/** A page is read until 2.5 s pass without a byte: its late scripts, pictures and the worker's work are in. */
const PACE_MS = 2500;

async function walk(page: Page, base: string, settle: () => Promise<void>) {
  await page.goto(base + '/', { waitUntil: 'load' });
  await settle();
  await page.goto(base + '/menu', { waitUntil: 'load' });
  await settle();
  const adds = page.getByRole('button', { name: /^Ajouter (?!aux favoris|une portion)/ });
  await adds.first().waitFor();
  const dishHref = await page.locator('a[href^="/menu/"]').first().getAttribute('href');
  await adds.nth(0).click();
  await adds.nth(1).click();
  await settle();
  await page.goto(base + dishHref, { waitUntil: 'load' });
  await settle();
  await page.goto(base + '/cart', { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settle();
}

export async function measureDataCost(base: string): Promise<DataCost> {
  const proxy = await countingProxy(new URL(base));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let context: BrowserContext | undefined;
  const settle = () => waitForQuiet(proxy, PACE_MS);
  try {
    // A cheap Android phone: 390 px wide at a pixel ratio of 2 (a 720 x 1600 screen), touch.
    context = await browser.newContext({
      ...devices['Pixel 5'],
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await walk(page, proxy.url, settle);
    const firstVisit = proxy.sent();
    const first = new Map(proxy.byPath);
    await page.close();

    // The next day: the same phone (worker and caches kept) and the same walk; yesterday's cart was ordered.
    const again = await context.newPage();
    await again.goto(proxy.url + '/robots.txt');
    await again.evaluate('localStorage.clear()');
    await waitForQuiet(proxy, 300);
    proxy.byPath.clear();
    const beforeRepeat = proxy.sent();
    await walk(again, proxy.url, settle);
    return { firstVisit, repeatVisit: proxy.sent() - beforeRepeat, first, repeat: new Map(proxy.byPath) };
  } finally {
    await context?.close();
    await browser.close();
    await proxy.close();
  }
}
