import { test, expect, expectNoSeriousA11yViolations, adminSession, loginInBrowser } from './fixtures';

test('an admin changes a price and marks a dish sold out in /admin/menu, and /menu shows both at once', async ({
  browser,
  page,
  request,
}) => {
  // Two pages and an accessibility check of the whole admin menu: about 17 s on an idle two-core machine, over
  // 30 s on a loaded CI one.
  test.slow();
  const session = await adminSession(request);
  const headers = { authorization: `Bearer ${session.token}` };
  // A category and a dish of this test's own, so the demo menu other journeys read stays as it is.
  const tag = Math.random().toString(36).slice(2, 7);
  const category = (await (
    await request.post('/api/admin/categories', { headers, data: { name: `Essai ${tag}` } })
  ).json()) as { id: string };
  const dishName = `Riz sauce ${tag}`;
  const created = await request.post('/api/admin/dishes', {
    headers,
    data: { name: dishName, price: 2000, category_id: category.id },
  });
  expect(created.status()).toBe(201);

  try {
    await loginInBrowser(page, session);
    await page.goto('/admin/menu');
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
    const row = page.getByRole('listitem', { name: dishName });
    await expect(row).toContainText(/2\s000\sFCFA/);

    await row.getByRole('button', { name: `Modifier « ${dishName} »` }).click();
    const dialog = page.getByRole('dialog', { name: `Modifier « ${dishName} »` });
    const price = dialog.getByLabel('Prix (FCFA)');
    // Not whole FCFA: refused in French before anything is sent.
    await price.fill('2750,5');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le prix est un nombre entier de FCFA, supérieur à 0.')).toBeVisible();
    await price.fill('2750');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(/2\s750\sFCFA/);

    const soldOut = row.getByRole('switch', { name: "Épuisé aujourd'hui" });
    await soldOut.check();
    await expect(soldOut).toBeChecked();
    await expect(soldOut).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    // Another visitor's browser: /menu shows the new price and the sold-out dish at once.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/menu');
    const card = visitor.getByRole('article', { name: dishName });
    await expect(card).toContainText(/2\s750\sFCFA/);
    await expect(card).toContainText("Épuisé aujourd'hui");
    await expect(card.getByRole('button', { name: 'Épuisé' })).toBeDisabled();
    await visitorContext.close();
  } finally {
    // Off the menu again, for the journeys that follow in the same run.
    await request.patch(`/api/admin/categories/${category.id}`, { headers, data: { hidden: true } });
  }
});
