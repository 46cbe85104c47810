import { test, expect, firstCategoryDishes, loginInBrowser, putInCart } from './fixtures';
import type { Page } from '@playwright/test';

// Every public page, at the two common phone widths (360 and 390 px, decision 0022).
const publicPages = [
  '/',
  '/menu',
  '/reservations',
  '/about',
  '/contact',
  '/cart',
  '/blog',
  '/terms',
  '/privacy',
  '/cgv',
  '/login',
  '/register',
  '/register?type=company',
  '/forgotpassword',
  '/orders',
  '/mes-reservations',
  '/favorites',
  '/ref/INCONNU',
  '/page-qui-n-existe-pas',
];

test.use({ reducedMotion: 'reduce' });

for (const width of [360, 390]) {
  test(`no public page scrolls sideways at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const [article] = (await (await request.get('/api/publishes/content')).json()) as { id: string }[];
    const { dishes } = (await (await request.get('/api/menu')).json()) as { dishes: { dish_id: string }[] };
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...publicPages, `/blog/${article!.id}`, `/menu/${dishes[0]!.dish_id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Data-driven content (dishes, articles) is part of what is measured.
      if (['/', '/menu', '/reservations', '/blog'].includes(path)) {
        await expect(page.getByRole('article').first()).toBeVisible();
      }
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
    }
  });
}

test('the category strips on /menu and /reservations keep every name in sight at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [path, label] of [
    ['/menu', 'Catégories'],
    ['/reservations', 'Catégories'],
  ] as const) {
    await page.goto(path);
    const strip = page.getByLabel(label).first();
    await expect(strip.getByRole('button').first()).toBeVisible();
    if (path === '/menu') await strip.getByRole('button', { name: 'Voir plus...' }).click();
    for (const button of await strip.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x, `${await button.textContent()} on ${path}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${await button.textContent()} on ${path}`).toBeLessThanOrEqual(360);
    }
  }
});

test('the contact cards keep a margin from both edges at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  const region = page.getByRole('region', { name: 'Nos coordonnées' });
  await expect(region.getByRole('heading', { name: 'Téléphone' })).toBeVisible();
  // Each card (the box around a heading) stands clear of the screen's edges.
  const margins = await region.evaluate((el) =>
    Array.from(el.querySelectorAll('h2')).map((h) => {
      const card = h.parentElement!.getBoundingClientRect();
      return { left: card.left, right: window.innerWidth - card.right };
    }),
  );
  expect(margins).toHaveLength(4);
  for (const { left, right } of margins) {
    expect(left).toBeGreaterThanOrEqual(8);
    expect(right).toBeGreaterThanOrEqual(8);
  }
});

test('the order filter tabs all stay in sight at 360 px', async ({ page, customer }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await loginInBrowser(page, customer);
  await page.goto('/orders');
  const tabs = page.getByRole('navigation', { name: 'Filtrer les commandes' }).getByRole('button');
  await expect(tabs).toHaveCount(7);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width, (await tab.textContent()) ?? '').toBeLessThanOrEqual(360);
  }
});

/** The tap targets of the page smaller than 24 px, but for links inside a sentence (WCAG 2.5.8). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, select, textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden])',
      ),
    )
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return false;
        // Out of the tab order (a dish's picture, also reached by its name), or shown only to the keyboard.
        if (el.tabIndex < 0 || el.matches('.visually-hidden, .visually-hidden-focusable')) return false;
        const text = (el.textContent ?? '').trim();
        const sentence = (el.parentElement?.textContent ?? '').trim();
        if (style.display === 'inline' && sentence.length > text.length + 1) return false;
        return box.width < 23.5 || box.height < 23.5;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim();
        return `${name} (${Math.round(box.width)}×${Math.round(box.height)})`;
      }),
  );
}

async function expectFingerSized(page: Page, paths: string[]) {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (path === '/' || path === '/menu') await expect(page.getByRole('article').first()).toBeVisible();
    expect(await smallTargets(page), path).toEqual([]);
  }
}

test("every tap target of a visitor's pages is at least 24 px at 390 px", async ({ page }) => {
  await expectFingerSized(page, ['/', '/menu', '/contact', '/login', '/register']);
});

test("every tap target of a customer's pages is at least 24 px at 390 px", async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(60_000);
  const [dish] = await firstCategoryDishes(request);
  await putInCart(page, dish!);
  await loginInBrowser(page, customer);
  await expectFingerSized(page, ['/cart', '/orders', '/mes-reservations', '/contact']);
});
