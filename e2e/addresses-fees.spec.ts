import {
  test,
  expect,
  addFromCard,
  adminSession,
  loginInBrowser,
  firstCategoryDishes,
  portion,
  type MenuDish,
} from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

// The demo restaurant's fees; the browser tests' server starts without them (decision 0050), so this
// spec sets them and takes them away again. It runs with the kitchen's specs, after the journeys that total orders.
const demoFees = {
  bands: [
    { up_to_km: 3, fee: 500 },
    { up_to_km: 7, fee: 1_000 },
    { up_to_km: 15, fee: 1_500 },
  ],
  min_order_total: 2_000,
};
// 5.2 km due north of the restaurant (6.1319, 1.2228): the 3-7 km band.
const fiveKmAway = { latitude: 6.1319 + 5_200 / 111_195, longitude: 1.2228 };

test.use({ permissions: ['geolocation'], geolocation: fiveKmAway });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function setFees(request: APIRequestContext, fees: typeof demoFees) {
  const admin = await adminSession(request);
  const res = await request.put('/api/admin/delivery-fees', { headers: admin.headers, data: fees });
  expect(res.status()).toBe(200);
}

test.beforeAll(async ({ request }) => setFees(request, demoFees));
test.afterAll(async ({ request }) => setFees(request, { bands: [], min_order_total: 0 }));

/** A dish /menu shows first, delivered at once: the cheapest, or the dearest under 5 000 FCFA. */
async function dish(request: APIRequestContext, pick: 'cheapest' | 'dearest'): Promise<MenuDish> {
  const dishes = (await firstCategoryDishes(request))
    .filter((d) => !d.requires_advance_notice && d.dish_price < 5_000)
    .sort((a, b) => a.dish_price - b.dish_price);
  return (pick === 'cheapest' ? dishes[0] : dishes.at(-1))!;
}

async function putInCart(page: Page, d: MenuDish, quantity: number) {
  await page.goto('/menu');
  const card = page.getByRole('article', { name: d.dish_name });
  await addFromCard(card, d.dish_name);
  for (let i = 1; i < quantity; i++)
    await card.getByRole('button', { name: portion('add', d.dish_name) }).click();
}

async function openCheckout(page: Page) {
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  return page.getByRole('dialog', { name: 'Finaliser ma commande' });
}

test('the fee of a pin 5 km away shows in the checkout and the cart; the address saved comes back', async ({
  page,
  request,
  customer,
}) => {
  const d = await dish(request, 'dearest');
  await loginInBrowser(page, customer);
  await putInCart(page, d, Math.ceil(2_000 / d.dish_price));
  await page.goto('/cart');

  let dialog = await openCheckout(page);
  await expect(dialog.getByLabel('Téléphone du destinataire')).toHaveValue(/^\d{8}$/);
  await dialog.getByLabel('Adresse de livraison').fill('Agoè Nyivé, près de la station');
  await dialog.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(dialog.getByTestId('delivery-quote')).toContainText('Livraison : 1 000 FCFA (5,2 km)');
  await dialog.getByLabel('Enregistrer cette adresse').check();
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(dialog.getByTestId('order-amounts')).toContainText('Livraison1 000 FCFA');

  // Closed and reopened: what was typed is there, and the address is now among the saved ones.
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByTestId('delivery-fee')).toHaveText('1 000 FCFA (5,2 km)');
  dialog = await openCheckout(page);
  await expect(dialog.getByLabel('Adresse de livraison')).toHaveValue('Agoè Nyivé, près de la station');
  await expect(dialog.getByText(/Position enregistrée/)).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: /Domicile · Agoè Nyivé, près de la station/ }),
  ).toBeVisible();
  await expect(dialog.getByLabel('Enregistrer cette adresse')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Mes adresses' }).click();
  await expect(page.getByRole('list', { name: 'Mes adresses' })).toContainText(
    'Agoè Nyivé, près de la station',
  );
});

test('below the minimum the cart says what is missing', async ({ page, request, customer }) => {
  const d = await dish(request, 'cheapest');
  // A minimum 1 300 FCFA above the dish, whatever the menu's prices: the one dish is always short of it.
  const minimum = d.dish_price + 1_300;
  await setFees(request, { ...demoFees, min_order_total: minimum });
  try {
    await loginInBrowser(page, customer);
    await putInCart(page, d, 1);
    await page.goto('/cart');
    await expect(page.getByTestId('delivery-refusal')).toHaveText(
      `Le minimum de commande pour la livraison est de ${minimum.toLocaleString('fr-FR')} FCFA : il manque 1 300 FCFA.`,
    );
  } finally {
    await setFees(request, demoFees);
  }
});
