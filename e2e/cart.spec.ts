import {
  test,
  expect,
  addFromCard,
  expectNoSeriousA11yViolations,
  fcfa,
  firstCategoryDishes,
  loginInBrowser,
  menuOf,
  type MenuDish,
  portion,
  putInCart,
} from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/** Two dishes of the first category: both are among the 4 the grouped menu shows first. */
async function twoDishes(request: APIRequestContext): Promise<[MenuDish, MenuDish]> {
  const first = await firstCategoryDishes(request);
  expect(first.length).toBeGreaterThanOrEqual(2);
  return [first[0]!, first[1]!];
}

async function addFromMenu(page: Page, dish: MenuDish) {
  const card = page.getByRole('article', { name: dish.dish_name });
  await addFromCard(card, dish.dish_name);
  return card;
}

test('a dish added from the menu shows its quantity on the card and in the navbar, and survives a reload', async ({
  page,
  request,
}) => {
  const [dish] = await twoDishes(request);
  await page.goto('/menu');
  await expect(page.getByRole('link', { name: 'Panier (vide)' })).toBeVisible();

  const card = await addFromMenu(page, dish);
  await expect(page.getByText(`${dish.dish_name} ajouté au panier!`)).toBeVisible();
  const minus = card.getByRole('button', { name: portion('remove', dish.dish_name) });
  await expect(minus).toBeDisabled();
  await expect(card.getByText('1 dans le panier')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible();

  await card.getByRole('button', { name: portion('add', dish.dish_name) }).click();
  await expect(card.getByText('2 dans le panier')).toBeVisible();
  await expect(minus).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible();

  await minus.click();
  await expect(card.getByText('1 dans le panier')).toBeVisible();
  await expect(minus).toBeDisabled();
  await card.getByRole('button', { name: portion('add', dish.dish_name) }).click();

  await page.reload();
  await expect(
    page.getByRole('article', { name: dish.dish_name }).getByText('2 dans le panier'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible();
});

test('the cart page changes quantities, removes lines and totals in FCFA', async ({ page, request }) => {
  const [a, b] = await twoDishes(request);
  await page.goto('/menu');
  await addFromMenu(page, a);
  await addFromMenu(page, b);
  await page.getByRole('link', { name: 'Panier (2 articles)' }).click();
  await expect(page).toHaveURL('/cart');

  // Only the shown tab's summary: role queries skip hidden panes.
  const total = page.getByRole('tabpanel').getByTestId('cart-total');
  await expect(total).toHaveText(fcfa(a.dish_price + b.dish_price));
  await expect(page.getByText('Gratuite')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const minusA = page.getByRole('button', { name: portion('remove', a.dish_name) });
  await expect(minusA).toBeDisabled();
  await page.getByRole('button', { name: portion('add', a.dish_name) }).click();
  await page.getByRole('button', { name: portion('add', a.dish_name) }).click();
  await expect(total).toHaveText(fcfa(3 * a.dish_price + b.dish_price));
  await expect(page.getByRole('link', { name: 'Panier (4 articles)' })).toBeVisible();
  await minusA.click();
  await expect(total).toHaveText(fcfa(2 * a.dish_price + b.dish_price));

  await page.getByRole('button', { name: `Supprimer ${b.dish_name} du panier` }).click();
  await expect(page.getByRole('heading', { name: b.dish_name })).toHaveCount(0);
  await expect(total).toHaveText(fcfa(2 * a.dish_price));

  await page.getByRole('tab', { name: 'Réservation' }).click();
  await expect(page.getByRole('button', { name: 'Réserver' })).toBeVisible();
  await expect(total).toHaveText(fcfa(2 * a.dish_price));

  await page.getByRole('button', { name: `Supprimer ${a.dish_name} du panier` }).click();
  await expect(page.getByText('Votre panier est vide')).toBeVisible();
  await page.getByRole('link', { name: 'Voir le menu' }).click();
  await expect(page).toHaveURL('/menu');
});

test('a visitor pressing "Commander" is asked to log in and comes back to the cart', async ({
  page,
  request,
  customer,
}) => {
  const [dish] = await twoDishes(request);
  await page.goto('/menu');
  await addFromMenu(page, dish);
  await page.goto('/cart');

  await page.getByRole('button', { name: 'Commander' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion requise' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Adresse e-mail').fill(customer.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { name: dish.dish_name })).toBeVisible();
  await page.getByRole('button', { name: 'Commander' }).click();
  await expect(page.getByRole('dialog', { name: 'Connexion requise' })).toHaveCount(0);
});

test('the cart stops "+" at 50 of a dish, the most an order takes', async ({ page, request }) => {
  const [dish] = await twoDishes(request);
  await page.goto('/menu');
  await addFromMenu(page, dish);
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[];
    localStorage.setItem('cart', JSON.stringify(cart.map((line) => ({ ...line, quantity: 49 }))));
  });
  await page.goto('/cart');

  const plus = page.getByRole('button', { name: portion('add', dish.dish_name) });
  await plus.click();
  await expect(page.getByRole('tabpanel').getByTestId('cart-total')).toHaveText(fcfa(50 * dish.dish_price));
  await expect(plus).toBeDisabled();
  await expect(page.getByText('50 au maximum par plat')).toBeVisible();
  await page.getByRole('button', { name: portion('remove', dish.dish_name) }).click();
  await expect(plus).toBeEnabled();
});

test('on a freshly loaded /cart at 390 px, nothing moves "+" or "Commander" once shown: the first tap lands', async ({
  page,
  request,
}) => {
  // A dish ordered ahead: its notice is known only once the menu has answered, here late, as on a phone.
  const dish = (await menuOf(request)).dishes.find((d) => d.requires_advance_notice)!;
  await putInCart(page, dish);
  await page.route('**/api/menu', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cart', { waitUntil: 'commit' });
  const plus = page.getByRole('button', { name: portion('add', dish.dish_name) });
  const order = page.getByRole('button', { name: 'Commander', exact: true });
  await expect(plus).toBeVisible();
  const before = [await plus.boundingBox(), await order.boundingBox()];

  await expect(page.getByRole('note')).toContainText(
    `${dish.dish_name} se réserve ${dish.advance_notice_hours} h à l'avance`,
  );
  expect([await plus.boundingBox(), await order.boundingBox()]).toEqual(before);
  // Tapped where it was first seen, it counts.
  await page.mouse.click(before[0]!.x + before[0]!.width / 2, before[0]!.y + before[0]!.height / 2);
  await expect(plus.locator('xpath=preceding-sibling::span')).toHaveText('2');
});

test('a signed-in customer with a discount: the server’s late quote adds its rows under "Commander", never moving it', async ({
  page,
  request,
  customer,
}) => {
  // Subscribed before ordering, with no paid order: the newsletter's 10 % applies, known only from the quote.
  expect((await request.post('/api/newsletter', { data: { email: customer.email } })).ok()).toBe(true);
  const [dish] = await twoDishes(request);
  await putInCart(page, dish);
  await loginInBrowser(page, customer);
  await page.route('**/api/orders/quote', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cart', { waitUntil: 'commit' });
  const order = page.getByRole('button', { name: 'Commander', exact: true });
  await expect(order).toBeVisible();
  const before = await order.boundingBox();

  await expect(page.getByText('Réduction newsletter -10%')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByTestId('cart-total')).toHaveText(
    fcfa(dish.dish_price - Math.floor(dish.dish_price / 10)),
  );
  expect(await order.boundingBox()).toEqual(before);
});
