import { test, expect, expectNoSeriousA11yViolations, loginInBrowser } from './fixtures';

// The final state of each page: fade-in effects would otherwise be measured half-transparent.
test.use({ reducedMotion: 'reduce' });

const pages = [
  { path: '/', heading: 'Bienvenue chez Mama Lomé' },
  { path: '/menu', heading: 'Notre Menu' },
  { path: '/about', heading: 'Notre Histoire' },
  { path: '/contact', heading: 'Contactez-nous' },
  { path: '/cart', heading: null },
  { path: '/terms', heading: 'Mentions légales' },
  { path: '/privacy', heading: 'Politique de confidentialité' },
  { path: '/cgv', heading: 'Conditions générales de vente' },
  { path: '/login', heading: null },
  { path: '/register', heading: null },
];

for (const { path, heading } of pages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(heading ? h1.filter({ hasText: heading }) : h1.first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Data-driven content (dishes, articles) is part of what is checked.
    if (path === '/' || path === '/menu') await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the skip link leads to the main content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Notre Histoire' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
    await expect(page.getByRole(landmark)).toHaveCount(1);
  }
});

test('the signed-in navbar with its account menu open stays accessible', async ({ page, customer }) => {
  await loginInBrowser(page, customer);
  await page.goto('/');
  const account = page.getByRole('button', { name: customer.user.firstname });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Mon profil' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('on a phone, the open navigation menu stays accessible', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Ouvrir le menu de navigation' }).click();
  await expect(page.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
