import type { Response } from '@playwright/test';
import { test, expect, firstCategoryDishes, loginInBrowser, watchCsp, addLabel } from './fixtures';

// The checkout's "Ma position" must keep working under the Permissions-Policy.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.135, longitude: 1.225 } });

/** The page's own policy, as the server sent it: no inline script but by hash, never framed. */
function expectSitePolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
}

let csp: Awaited<ReturnType<typeof watchCsp>>;
test.beforeEach(async ({ page }) => {
  csp = await watchCsp(page);
});
test.afterEach(async ({ page }) => {
  // Reports are queued by the browser: give the last ones time to arrive.
  await page.waitForTimeout(200);
  expect(csp.violations, 'securitypolicyviolation events').toEqual([]);
  expect(csp.console, 'CSP reports on the console').toEqual([]);
});

const publicPages = [
  { path: '/', heading: 'Bienvenue chez Mama Lomé', articles: true },
  { path: '/menu', heading: 'Notre Menu', articles: true },
  { path: '/contact', heading: 'Contactez-nous', articles: false },
  { path: '/cart', heading: null, articles: false },
  { path: '/login', heading: null, articles: false },
  { path: '/register', heading: null, articles: false },
];

for (const { path, heading, articles } of publicPages) {
  test(`${path} works under the site's Content-Security-Policy`, async ({ page }) => {
    const response = await page.goto(path);
    expectSitePolicy(response);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(heading ? h1.filter({ hasText: heading }) : h1.first()).toBeVisible();
    // Dishes and pictures come from the API and /uploads, under connect-src and img-src.
    if (articles) await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
}

test('a dish added from the menu plays its confetti and fills the cart under the policy', async ({
  page,
  request,
}) => {
  const dish = (await firstCategoryDishes(request))[0]!;
  await page.goto('/menu');
  await page
    .getByRole('article', { name: dish.dish_name })
    .getByRole('button', { name: addLabel(dish.dish_name), exact: true })
    .click();
  // The confetti draw in a worker made from a blob (worker-src), on a canvas laid over the page.
  await expect(page.locator('canvas')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible();
});

test('the orders page and the checkout map work for a logged-in customer', async ({
  page,
  request,
  customer,
}) => {
  await loginInBrowser(page, customer);
  expectSitePolicy(await page.goto('/orders'));
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();

  const dish = (await firstCategoryDishes(request))[0]!;
  await page.goto('/menu');
  await page
    .getByRole('article', { name: dish.dish_name })
    .getByRole('button', { name: addLabel(dish.dish_name), exact: true })
    .click();
  await page.getByRole('link', { name: 'Panier (1 article)' }).click();
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });

  // Leaflet draws its panes and tiles with inline styles; the tiles themselves cannot load offline.
  const map = dialog.locator('.leaflet-container');
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-tile-pane')).toBeAttached();
  await map.click({ position: { x: 60, y: 60 } });
  await expect(dialog.getByText(/Position enregistrée/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(dialog.getByText(/Position enregistrée \(6\.13500, 1\.22500\)/)).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toBeVisible();
});
