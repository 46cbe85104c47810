import { test, expect } from './fixtures';

// The search knows how Lomé writes the dishes (the demo seed's Fufu and Attiéké).
test('the menu search finds Fufu and Attiéké as people write them, and a name with a typo', async ({
  page,
}) => {
  await page.goto('/menu');
  await expect(page.getByRole('article').first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Rechercher un plat' });

  await search.fill('foufou');
  await expect(page.getByRole('article', { name: 'Fufu sauce arachide' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Alloco' })).toHaveCount(0);

  await search.fill('atieke');
  await expect(page.getByRole('article', { name: 'Attiéké poisson braisé' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Fufu sauce arachide' })).toHaveCount(0);

  await search.fill('jus de bissap');
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Bissap');

  await search.fill('thieboudiene');
  await expect(page.getByRole('article', { name: 'Thieboudienne' })).toBeVisible();
});
