import { test, expect, expectNoSeriousA11yViolations } from './fixtures';

test('the home page answers in French', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Chez Mama Lomé/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoSeriousA11yViolations(page);
});

test('the health check answers 200', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('an unknown address shows the French 404 page', async ({ page }) => {
  await page.goto('/cette-page-nexiste-pas');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});
