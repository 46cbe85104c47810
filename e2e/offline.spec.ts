import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  addFromCard,
  fcfa,
  firstCategoryDishes,
  loginInBrowser,
  placePaidOrder,
  registerUser,
} from './fixtures';
import { untilAlive } from './support/alive';

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
  // The first dish's picture came before the worker: the worker is asked to keep it once it controls the page.
  const picture = await page
    .locator('img[fetchpriority="high"]')
    .first()
    .evaluate((img) => (img as HTMLImageElement).currentSrc);
  expect(picture).toMatch(/\/uploads\//);
  await page.waitForFunction(async (src) => !!(await caches.match(src)), picture, { timeout: 20_000 });

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

// A customer who walks through the site at their own pace, logged in or not, then loses the network.
// The worker used to keep the menu only if it took control while the page that had loaded it was still open:
// 1.5 s per page kept it, 4 s lost it. The pace is what is tested here, hence the waits between pages.
for (const loggedIn of [false, true]) {
  for (const paceMs of [500, 1500, 4000]) {
    test(`${loggedIn ? 'logged in' : 'a visitor'}, ${paceMs} ms per page: /menu reloads offline and lists the dishes`, async ({
      page,
      context,
      request,
    }) => {
      // The walk itself takes up to 20 s, and the worker's first install comes on top.
      test.setTimeout(120_000);
      const [dish] = await firstCategoryDishes(request);
      if (loggedIn) await loginInBrowser(page, await registerUser(request));
      for (const path of ['/', '/menu', '/menu', '/menu', `/menu/${encodeURIComponent(dish!.dish_id)}`]) {
        await page.goto(path);
        await page.waitForTimeout(paceMs);
      }
      // What the customer did by waiting 40 s: the worker has settled and holds the menu.
      await waitForOfflineMenu(page);

      await context.setOffline(true);
      await page.goto('/menu');
      await expect(page.getByRole('heading', { level: 1, name: 'Notre Menu' })).toBeVisible();
      await expect(page.getByRole('article', { name: dish!.dish_name })).toBeVisible();
      await expect(page.getByText('Erreur lors du chargement des données')).toHaveCount(0);
      await context.setOffline(false);
    });
  }
}

test('offline, the static pages read once read online (others say why they wait), and the orders and reservations show the last list with its time, then refresh by themselves', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const [dish] = await firstCategoryDishes(request);
  const customer = await registerUser(request);
  const first = await placePaidOrder(request, customer, [{ dish_id: dish!.dish_id, quantity: 1 }]);
  await loginInBrowser(page, customer);

  await page.goto('/orders');
  await expect(page.getByText(first.code_commande).first()).toBeVisible();
  await waitForWorker(page);
  await page.goto('/mes-reservations');
  await expect(page.getByText("Vous n'avez pas encore de réservation.")).toBeVisible();
  // The static pages are not downloaded in advance: those read online are kept.
  const read = [
    ['/about', 'Notre Histoire'],
    ['/cgv', 'Conditions générales de vente'],
    ['/terms', 'Mentions légales'],
  ] as const;
  for (const [path, title] of read) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Read, not glimpsed: the page's code (its chunk, kept for offline) starts once the page is painted, and a
    // page left before that has nothing kept (CI once went on within a frame of the heading).
    await untilAlive(page);
  }

  await context.setOffline(true);
  for (const [path, title] of read) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  // A page never opened on this phone says why it waits, instead of a blank screen.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Page indisponible' })).toBeVisible();
  await expect(page.getByText(/Cette page n’a pas pu être chargée : vérifiez votre connexion/)).toBeVisible();
  await page.goto('/mes-reservations');
  await expect(page.getByText("Vous n'avez pas encore de réservation.")).toBeVisible();
  await expect(page.getByText(/^Dernière mise à jour : /)).toBeVisible();

  await page.goto('/orders');
  await expect(page.getByText(first.code_commande).first()).toBeVisible();
  await expect(page.getByText(/^Dernière mise à jour : /)).toBeVisible();

  // An order placed elsewhere meanwhile shows up once the connection returns, with no tap on "Réessayer".
  const second = await placePaidOrder(request, customer, [{ dish_id: dish!.dish_id, quantity: 2 }]);
  await context.setOffline(false);
  await expect(page.getByText(second.code_commande).first()).toBeVisible();
  await expect(page.getByText(/^Dernière mise à jour : /)).toHaveCount(0);
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
