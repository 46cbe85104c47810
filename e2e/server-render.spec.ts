import { test, expect, adminSession, menuOf } from './fixtures';

// No script at all: what shows is the HTML the server sent, as on a phone whose JavaScript is still on its way
// (decision 0032).
test.use({ javaScriptEnabled: false });

test('the home page and the menu arrive with the dishes of the current menu, before any script runs', async ({
  page,
  request,
}) => {
  const menu = await menuOf(request);
  const vegan = menu.categories.find((c) => /v[ée]gan/i.test(c.name))!;
  const veganDishes = menu.dishes.filter((d) => d.specialite_id === vegan.id).slice(0, 8);
  expect(veganDishes.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page).toHaveTitle('Chez Mama Lomé — Restaurant togolais, livraison à Lomé');
  const specialities = page.getByRole('region', { name: 'Nos spécialités' });
  for (const dish of veganDishes) {
    await expect(specialities.getByRole('article', { name: dish.dish_name })).toBeVisible();
  }

  await page.goto('/menu');
  await expect(page).toHaveTitle('Menu — Chez Mama Lomé');
  await expect(page.getByRole('heading', { level: 1, name: 'Notre Menu' })).toBeVisible();
  for (const category of menu.categories) {
    const first = menu.dishes.find((d) => d.specialite_id === category.id);
    if (first) await expect(page.getByRole('article', { name: first.dish_name })).toBeVisible();
  }
});

test('a menu change shows in the next server-rendered menu', async ({ page, request }) => {
  const headers = (await adminSession(request)).headers;
  // A category and a dish of this test's own, so the demo menu other journeys read stays as it is.
  const tag = Math.random().toString(36).slice(2, 7);
  const category = (await (
    await request.post('/api/admin/categories', { headers, data: { name: `Rendu ${tag}` } })
  ).json()) as { id: string };
  const created = await request.post('/api/admin/dishes', {
    headers,
    data: { name: `Akpan ${tag}`, price: 1500, category_id: category.id },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const dish = (await created.json()) as { id: string };
  try {
    await page.goto('/menu');
    await expect(page.getByRole('article', { name: `Akpan ${tag}` })).toBeVisible();

    const renamed = await request.patch(`/api/admin/dishes/${dish.id}`, {
      headers,
      data: { name: `Akpan glacé ${tag}` },
    });
    expect(renamed.ok(), await renamed.text()).toBe(true);
    await page.goto('/menu');
    await expect(page.getByRole('article', { name: `Akpan glacé ${tag}` })).toBeVisible();
    await expect(page.getByRole('article', { name: `Akpan ${tag}`, exact: true })).toHaveCount(0);
  } finally {
    await request.delete(`/api/admin/dishes/${dish.id}`, { headers });
    await request.delete(`/api/admin/categories/${category.id}`, { headers });
  }
});
