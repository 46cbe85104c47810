import { test, expect, loginInBrowser, type RegisteredUser } from './fixtures';
import type { Page } from '@playwright/test';

/** What a customer's browser reports on a page: refused calls and console errors. */
async function visit(page: Page, customer: RegisteredUser, path: string, heading: string) {
  const refused: string[] = [];
  const errors: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await loginInBrowser(page, customer);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  // The page's own reads have answered.
  await page.waitForLoadState('networkidle');
  return { refused, errors };
}

test('a customer’s /orders asks for nothing it would be refused', async ({ page, customer }) => {
  const seen = await visit(page, customer, '/orders', 'Mes commandes');
  expect(seen.refused).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('a customer who opens /sponsor-dashboard is told it is for referrers, with nothing refused', async ({
  page,
  customer,
}) => {
  const seen = await visit(page, customer, '/sponsor-dashboard', 'Tableau de bord');
  await expect(
    page.getByText("Le tableau de bord de parrainage est réservé aux apporteurs d'affaires et aux sponsors."),
  ).toBeVisible();
  expect(seen.refused).toEqual([]);
  expect(seen.errors).toEqual([]);
});
