import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminSession,
  test,
  expect,
  expectNoSeriousA11yViolations,
  firstCategoryDishes,
  loginInBrowser,
  placePaidOrder,
  registerUser,
  addLabel,
} from './fixtures';

async function deliver(request: APIRequestContext, orderId: string) {
  const headers = (await adminSession(request)).headers;
  for (const status of ['preparation', 'in_delivery', 'delivered']) {
    const res = await request.post(`/api/admin/orders/${orderId}/status`, { headers, data: { status } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

const dishCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('favourites', () => {
  test("a visitor's hearts are merged into the account at login, listed on /favorites, and go to the cart from there", async ({
    page,
    request,
  }) => {
    const [first, second, third] = await firstCategoryDishes(request);
    const customer = await registerUser(request, { firstname: 'Akossiwa' });
    // A heart the account already had, from another phone: the merge must keep it.
    const put = await request.put(`/api/favorites/${third!.dish_id}`, { headers: customer.headers });
    expect(put.status()).toBe(204);

    await page.goto('/menu');
    for (const dish of [first!, second!]) {
      await dishCard(page, dish.dish_name).getByRole('button', { name: 'Ajouter aux favoris' }).click();
      await expect(
        dishCard(page, dish.dish_name).getByRole('button', { name: 'Retirer des favoris' }),
      ).toBeVisible();
    }

    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
    await expect(page.getByText('Connectez-vous pour les garder sur votre compte')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    // The latest heart first.
    await expect(page.getByRole('article').first()).toHaveAccessibleName(second!.dish_name);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
    await page.getByLabel('Adresse e-mail').fill(customer.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/favorites');

    for (const dish of [first!, second!, third!]) await expect(dishCard(page, dish.dish_name)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByText('Connectez-vous pour les garder sur votre compte')).toHaveCount(0);
    // Handed over to the account, and no longer kept in the browser.
    await expect
      .poll(async () => {
        const res = await request.get('/api/favorites', { headers: customer.headers });
        return new Set(((await res.json()) as { dish_ids: string[] }).dish_ids);
      })
      .toEqual(new Set([first!.dish_id, second!.dish_id, third!.dish_id]));
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');
    await expectNoSeriousA11yViolations(page);

    await dishCard(page, third!.dish_name)
      .getByRole('button', { name: addLabel(third!.dish_name), exact: true })
      .click();
    await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible();

    // A heart taken off on the account shows gone after a reload too.
    await dishCard(page, first!.dish_name).getByRole('button', { name: 'Retirer des favoris' }).click();
    await expect(dishCard(page, first!.dish_name)).toHaveCount(0);
    await expect
      .poll(async () => {
        const res = await request.get('/api/favorites', { headers: customer.headers });
        return ((await res.json()) as { dish_ids: string[] }).dish_ids.includes(first!.dish_id);
      })
      .toBe(false);
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  test('with no favourites, /favorites leads to the menu', async ({ page, customer }) => {
    await loginInBrowser(page, customer);
    await page.goto('/favorites');
    await expect(page.getByText("Vous n'avez pas encore de favoris.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Découvrir le menu' }).click();
    await expect(page).toHaveURL('/menu');
  });
});

test.describe('rating a delivered order', () => {
  test('from /orders: stars and a comment, shown on the card, once only, and seen by staff', async ({
    page,
    request,
    customer,
  }) => {
    const [dish] = await firstCategoryDishes(request);
    const order = await placePaidOrder(request, customer, [{ dish_id: dish!.dish_id, quantity: 1 }]);
    const code = order.code_commande;

    await loginInBrowser(page, customer);
    await page.goto('/orders');
    const card = page.getByRole('article', { name: `Commande ${code}` });
    await expect(card).toBeVisible();
    // Not before it is delivered.
    await expect(card.getByRole('button', { name: `Noter la commande ${code}` })).toHaveCount(0);

    await deliver(request, order.order_id);
    await page.reload();
    await card.getByRole('button', { name: `Noter la commande ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Noter la commande ${code}` });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await expect(dialog.getByText('Veuillez choisir une note de 1 à 5 étoiles.')).toBeVisible();
    // The star the customer taps is the radio's label.
    await dialog.locator('label', { hasText: '4 étoiles' }).click();
    await expect(dialog.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    await dialog.getByLabel('Votre commentaire (facultatif)').fill('Ayimolou bien chaud, livreur aimable.');
    await dialog.getByRole('button', { name: 'Envoyer mon avis' }).click();

    await expect(page.getByText('Merci pour votre avis !')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('img', { name: 'Votre note : 4 sur 5' })).toBeVisible();
    await expect(card.getByText('Ayimolou bien chaud, livreur aimable.')).toBeVisible();
    await expect(card.getByRole('button', { name: `Noter la commande ${code}` })).toHaveCount(0);

    // Once only: the server refuses a second rating, and the page still shows the first after a reload.
    const again = await request.post(`/api/orders/${order.order_id}/rating`, {
      headers: customer.headers,
      data: { stars: 1 },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'Vous avez déjà noté cette commande.' });
    await page.reload();
    await expect(card.getByRole('img', { name: 'Votre note : 4 sur 5' })).toBeVisible();
    await expect(card.getByRole('button', { name: /Noter la commande/ })).toHaveCount(0);

    const board = await request.get('/api/admin/orders?status=delivered', {
      headers: (await adminSession(request)).headers,
    });
    const staffView = (
      (await board.json()) as { orders: { order_id: string; rating: unknown }[] }
    ).orders.find((o) => o.order_id === order.order_id);
    expect(staffView?.rating).toMatchObject({ stars: 4, comment: 'Ayimolou bien chaud, livreur aimable.' });
  });
});

test.describe("the home page's 'Note clients'", () => {
  const badge = (page: Page) => page.getByText('Note clients', { exact: true }).locator('..');

  test('shows the real average once there is one, in the place the launch figure held', async ({ page }) => {
    // The summary answers late, as on a slow network: the badge keeps its size while it waits.
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ratings/summary', async (route) => {
      await answered;
      await route.fulfill({ json: { average: 4.3, count: 12 } });
    });
    await page.goto('/');
    await expect(badge(page)).toBeVisible();
    const before = await badge(page).boundingBox();
    release();
    await expect(badge(page).getByText('4,3/5')).toBeVisible();
    expect(await badge(page).boundingBox()).toEqual(before);
  });

  test('keeps 4,9/5 while there are too few ratings', async ({ page }) => {
    await page.route('**/api/ratings/summary', (route) =>
      route.fulfill({ json: { average: null, count: 2 } }),
    );
    await page.goto('/');
    await expect(badge(page).getByText('4,9/5')).toBeVisible();
  });
});
