import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, addFromCard, fcfa, firstCategoryDishes } from './fixtures';

// The whole point here is the service worker, which the other specs leave out (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
// One after the other: the last test changes the served sw.js, which another test's browser must not pick up.
test.describe.configure({ mode: 'default' });

const OFFLINE_NOTE =
  'Vous êtes hors ligne : le menu et les prix affichés sont ceux de votre dernière visite.';

/** The page's worker is in control: registered a few seconds after the load event, it then claims the page. */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Waits until the service worker controls the page and holds the menu it will answer with offline. */
async function waitForOfflineMenu(page: Page) {
  await waitForWorker(page);
  await page.waitForFunction(async () => !!(await caches.match('/api/menu')), undefined, { timeout: 20_000 });
}

test('after one visit, the menu, a dish and the cart open offline with the last prices, and ordering says why it waits', async ({
  page,
  context,
  request,
}) => {
  const [dish, other] = await firstCategoryDishes(request);
  const csp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
  });

  // One visit, online: the worker installs after the page has loaded and keeps what the page used.
  await page.goto('/menu');
  const card = page.getByRole('article', { name: dish!.dish_name });
  await addFromCard(card, dish!.dish_name);
  await waitForOfflineMenu(page);
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);

  await context.setOffline(true);
  // Really cut off, the worker included: a catalogue answer it never kept fails.
  const uncached = await page.evaluate(() =>
    fetch('/api/dishes').then(
      (r) => r.status,
      () => 'failed',
    ),
  );
  expect(uncached).toBe('failed');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Notre Menu' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTE })).toBeVisible();
  const offlineCard = page.getByRole('article', { name: other!.dish_name });
  await expect(offlineCard).toBeVisible();
  await expect(offlineCard.getByText(fcfa(other!.dish_price))).toBeVisible();

  // A dish's own address, never visited: the app shell draws it from the kept menu.
  await page.goto(`/menu/${encodeURIComponent(other!.dish_id)}`);
  const details = page.getByRole('dialog', { name: other!.dish_name });
  await expect(details).toBeVisible();
  await expect(details.getByText(fcfa(other!.dish_price)).first()).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();

  // The cart keeps its lines; ordering needs the network and says so.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  await expect(page.getByText(dish!.dish_name).first()).toBeVisible();
  const order = page.getByRole('button', { name: 'Commander', exact: true });
  await expect(order).toBeDisabled();
  await expect(order).toHaveAccessibleDescription('Connexion requise pour commander : vous êtes hors ligne.');

  // Back online: the note goes and ordering is possible again, without a reload.
  await context.setOffline(false);
  await expect(order).toBeEnabled();
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);
  expect(csp).toEqual([]);
});

test('the site is installable: a manifest with the restaurant and its icons, a worker never cached by the browser', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestResponse = await request.get(href!);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    lang: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Chez Mama Lomé',
    lang: 'fr',
    display: 'standalone',
    start_url: '/',
  });
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const png = await request.get(icon!.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(apple!)).headers()['content-type']).toBe('image/png');

  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('a new version announces itself and runs once the customer asks for it', async ({ page }) => {
  // The build the server serves (playwright.config.ts): a changed sw.js is what a deployment looks like to the
  // browser. Its precompressed copies go aside meanwhile, or the server would keep sending the old bytes.
  const dist = path.resolve(import.meta.dirname, '..', 'apps/web', process.env.WEB_OUT_DIR || 'dist');
  const sw = path.join(dist, 'sw.js');
  const original = fs.readFileSync(sw);
  const copies = ['.br', '.gz'].map((ext) => `${sw}${ext}`).filter((f) => fs.existsSync(f));
  try {
    await page.goto('/menu');
    await waitForWorker(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    await expect(page.getByText('Nouvelle version disponible')).toHaveCount(0);

    copies.forEach((f) => fs.renameSync(f, `${f}.aside`));
    fs.writeFileSync(sw, `${original.toString()}\n// nouvelle version ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'Nouvelle version disponible' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // The old worker still serves this page until the customer chooses.
    const reloaded = page.waitForEvent('framenavigated');
    await prompt.getByRole('button', { name: 'Mettre à jour' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Notre Menu' })).toBeVisible();
    await waitForWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(first);
    // The new worker (same address) took over: nothing waits any more, and no prompt remains.
    const waiting = await page.evaluate(
      async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
    );
    expect(waiting).toBe(false);
    await expect(page.getByText('Nouvelle version disponible')).toHaveCount(0);
  } finally {
    fs.writeFileSync(sw, original);
    copies.forEach((f) => fs.existsSync(`${f}.aside`) && fs.renameSync(`${f}.aside`, f));
  }
});
