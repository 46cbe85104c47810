import { test, expect, expectNoSeriousA11yViolations } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

type MenuCategory = { id: string; name: string };
type MenuDish = {
  dish_id: string;
  dish_name: string;
  dish_description: string;
  specialite_id: string | null;
};

/** The seeded menu as the API serves it, so expectations follow the data rather than a copy of it. */
async function loadMenu(request: APIRequestContext) {
  const response = await request.get('/api/menu');
  expect(response.ok()).toBe(true);
  const menu = (await response.json()) as { categories: MenuCategory[]; dishes: MenuDish[] };
  const sizes = menu.categories
    .map((c) => ({ ...c, count: menu.dishes.filter((d) => d.specialite_id === c.id).length }))
    .sort((a, b) => b.count - a.count);
  return { ...menu, biggest: sizes[0]! };
}

async function openMenu(page: Page) {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Notre Menu' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');

test('search finds a dish whatever the case and accents, and says when nothing matches', async ({
  page,
  request,
}) => {
  const menu = await loadMenu(request);
  const target = menu.dishes.find((d) => d.dish_name !== fold(d.dish_name)) ?? menu.dishes[0]!;
  const other = menu.dishes.find(
    (d) =>
      d.specialite_id !== target.specialite_id && !fold(d.dish_description).includes(fold(target.dish_name)),
  )!;
  await openMenu(page);
  await expect(page.getByRole('article', { name: other.dish_name })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Rechercher un plat' });
  await expect(search).toHaveAttribute('placeholder', 'Rechercher un plat...');
  await search.fill(fold(target.dish_name).toUpperCase());
  await expect(page.getByRole('article', { name: target.dish_name })).toBeVisible();
  await expect(page.getByRole('article', { name: other.dish_name })).toHaveCount(0);

  await search.fill('zzz introuvable zzz');
  await expect(page.getByText('Aucun plat ne correspond à votre recherche')).toBeVisible();
  await expect(page.getByText('Essayez de modifier vos filtres ou votre recherche')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await search.fill('');
  await expect(page.getByRole('article', { name: other.dish_name })).toBeVisible();
  await expect(page.getByText('Aucun plat ne correspond à votre recherche')).toHaveCount(0);
});

test('the grouped view shows 4 dishes per category, 4 more at a time, then fewer again', async ({
  page,
  request,
}) => {
  const { biggest } = await loadMenu(request);
  expect(biggest.count, 'the demo menu needs a category of more than 4 dishes').toBeGreaterThan(4);
  await openMenu(page);

  const group = page.getByRole('region', { name: biggest.name });
  await expect(group.getByText(`${biggest.count} plats`)).toBeVisible();
  const cards = group.getByRole('article');
  await expect(cards).toHaveCount(4);
  for (let shown = 4; shown < biggest.count; shown += 4) {
    const left = biggest.count - shown;
    await group.getByRole('button', { name: `Voir plus (${left} restant${left > 1 ? 's' : ''})` }).click();
    await expect(cards).toHaveCount(Math.min(biggest.count, shown + 4));
  }
  await group.getByRole('button', { name: 'Voir moins' }).click();
  await expect(cards).toHaveCount(4);
  await expect(
    group.getByRole('button', {
      name: `Voir plus (${biggest.count - 4} restant${biggest.count - 4 > 1 ? 's' : ''})`,
    }),
  ).toBeVisible();
});

test('one category shows a grid of 6, then all its dishes', async ({ page, request }) => {
  const { biggest, categories } = await loadMenu(request);
  expect(biggest.count, 'the demo menu needs a category of more than 6 dishes').toBeGreaterThan(6);
  await openMenu(page);

  const bar = page.getByRole('group', { name: 'Catégories' });
  if (categories.findIndex((c) => c.id === biggest.id) >= 4)
    await bar.getByRole('button', { name: 'Voir plus...' }).click();
  await bar.getByRole('button', { name: biggest.name, exact: true }).click();
  await expect(bar.getByRole('button', { name: biggest.name, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await page.getByRole('button', { name: `Voir tous les plats (${biggest.count})` }).click();
  await expect(cards).toHaveCount(biggest.count);
  await page.getByRole('button', { name: 'Voir moins' }).click();
  await expect(cards).toHaveCount(6);

  await bar.getByRole('button', { name: 'Tous', exact: true }).click();
  await expect(page.getByRole('region', { name: biggest.name })).toBeVisible();
});

test('the category bar shows 4 categories until "Voir plus..."', async ({ page, request }) => {
  const { categories } = await loadMenu(request);
  expect(categories.length, 'the demo menu needs more than 4 categories').toBeGreaterThan(4);
  await openMenu(page);

  const bar = page.getByRole('group', { name: 'Catégories' });
  const last = categories[categories.length - 1]!;
  await expect(bar.getByRole('button', { name: 'Tous', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(bar.getByRole('button', { name: categories[3]!.name, exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: last.name, exact: true })).toHaveCount(0);

  await bar.getByRole('button', { name: 'Voir plus...' }).click();
  for (const c of categories)
    await expect(bar.getByRole('button', { name: c.name, exact: true })).toBeVisible();

  await bar.getByRole('button', { name: 'Voir moins' }).click();
  await expect(bar.getByRole('button', { name: last.name, exact: true })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Voir plus...' })).toBeVisible();
});

test('the menu links to the contact page and passes the accessibility check', async ({ page }) => {
  await openMenu(page);
  await expect(page.getByText('Vous ne trouvez pas ce que vous cherchez?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Contacter le chef' }).click();
  await expect(page).toHaveURL('/contact');
});
