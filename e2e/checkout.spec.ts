import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  fcfa,
  firstCategoryDishes,
  loginInBrowser,
  ordersOf,
  type MenuDish,
  type RegisteredUser,
} from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

// The customer's phone gives its position; Lomé, a few hundred metres from the restaurant.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.135, longitude: 1.225 } });
// The dialog polls every 10 s (spec §4): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 60_000 });
const POLL = { timeout: 25_000 };

async function firstDish(request: APIRequestContext): Promise<MenuDish> {
  return (await firstCategoryDishes(request))[0]!;
}

/** Two units of a dish from the menu, then the checkout up to the payment step; returns the dialog. */
async function checkoutToPayment(page: Page, customer: RegisteredUser, dish: MenuDish): Promise<Locator> {
  await loginInBrowser(page, customer);
  await page.goto('/menu');
  const card = page.getByRole('article', { name: dish.dish_name });
  await card.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await card.getByRole('button', { name: `Ajouter un ${dish.dish_name}` }).click();
  await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  await expect(dialog.getByText('Étape 1 sur 4')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Domicile' })).toBeChecked();

  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(dialog.getByText('Veuillez saisir votre adresse')).toBeVisible();
  await expect(dialog.getByText('Veuillez saisir votre numéro de téléphone')).toBeVisible();

  await dialog.getByText('Bureau', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Bureau' })).toBeChecked();
  await dialog.getByLabel('Adresse de livraison').fill('Bè Kpota, rue des Manguiers, portail bleu');
  await dialog.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(dialog.getByText(/Position enregistrée \(6\.13500, 1\.22500\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Téléphone du destinataire').fill('90 11 22 33');
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  await expect(dialog.getByText('Étape 2 sur 4')).toBeVisible();
  // The amount is the server's total (D1), here two units of the dish and free delivery.
  await expect(dialog.getByTestId('payment-amount')).toHaveText(fcfa(2 * dish.dish_price));
  await expect(dialog.getByRole('radio', { name: /FLOOZ/ })).toBeChecked();
  return dialog;
}

async function pay(dialog: Locator, phone: string) {
  await dialog.getByLabel('Numéro de paiement').fill(phone);
  await dialog.getByRole('button', { name: /^Payer / }).click();
  await expect(dialog.getByText('En attente de votre confirmation')).toBeVisible();
}

test('an order paid by mobile money empties the cart and lands on the confirmation', async ({
  page,
  request,
  customer,
}) => {
  const dish = await firstDish(request);
  const dialog = await checkoutToPayment(page, customer, dish);
  await dialog.getByText('TMONEY', { exact: true }).click();
  await pay(dialog, '90112231');

  await expect(dialog.getByText('Paiement confirmé !')).toBeVisible(POLL);
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Merci, votre commande est confirmée !' })).toBeVisible();
  await expect(page.getByText('25-35 minutes')).toBeVisible();
  await expect(page.getByText(fcfa(2 * dish.dish_price))).toBeVisible();
  await expect(page.getByText('Bè Kpota, rue des Manguiers, portail bleu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panier (vide)' })).toBeVisible();

  const [order] = await ordersOf(request, customer);
  expect(order).toMatchObject({ is_paid: true, status: 'confirmed', total_price: 2 * dish.dish_price });
  await expect(page.getByText(order!.code_commande)).toBeVisible();

  await page.getByRole('link', { name: 'Voir mes commandes' }).click();
  await expect(
    page.getByRole('article', { name: `Commande ${order!.code_commande}` }).getByText('Payée'),
  ).toBeVisible();
});

test('a payment cancelled on the phone says so, charges nothing and keeps the cart for a retry', async ({
  page,
  request,
  customer,
}) => {
  const dish = await firstDish(request);
  const dialog = await checkoutToPayment(page, customer, dish);
  await pay(dialog, '90112236');

  await expect(dialog.getByText("Le paiement a été annulé. Aucun montant n'a été débité.")).toBeVisible(POLL);
  await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible();
  const [order] = await ordersOf(request, customer);
  expect(order).toMatchObject({ is_paid: false, status: 'pending' });

  // The retry goes back to the payment step of the same order.
  await dialog.getByRole('button', { name: 'Réessayer le paiement' }).click();
  await expect(dialog.getByTestId('payment-amount')).toHaveText(fcfa(2 * dish.dish_price));
  expect(await ordersOf(request, customer)).toHaveLength(1);
});

test('an expired payment says so and leaves the order unpaid', async ({ page, request, customer }) => {
  const dish = await firstDish(request);
  const dialog = await checkoutToPayment(page, customer, dish);
  await pay(dialog, '90112234');

  await expect(
    dialog.getByText("Le paiement a expiré sans confirmation. Aucun montant n'a été débité."),
  ).toBeVisible(POLL);
  await expect(dialog.getByRole('button', { name: 'Réessayer le paiement' })).toBeVisible();
  const [order] = await ordersOf(request, customer);
  expect(order).toMatchObject({ is_paid: false });
  await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible();
});

/** Closes the checkout at the payment step, then opens it again from the cart: the address sent is back. */
async function closeAndReopen(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  await expect(dialog.getByText('Étape 1 sur 4')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Bureau' })).toBeChecked();
  await expect(dialog.getByLabel('Adresse de livraison')).toHaveValue(
    'Bè Kpota, rue des Manguiers, portail bleu',
  );
  await expect(dialog.getByLabel('Téléphone du destinataire')).toHaveValue('90 11 22 33');
  await expect(dialog.getByText(/Position enregistrée \(6\.13500, 1\.22500\)/)).toBeVisible();
}

test('closing the checkout at the payment step and coming back continues the same order', async ({
  page,
  request,
  customer,
}) => {
  const dish = await firstDish(request);
  const dialog = await checkoutToPayment(page, customer, dish);
  const [order] = await ordersOf(request, customer);
  await expect(dialog.getByText(order!.code_commande)).toBeVisible();

  // A flaky connection: the customer closes the dialog, opens it again and continues.
  await closeAndReopen(page, dialog);
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(dialog.getByText('Étape 2 sur 4')).toBeVisible();
  await expect(dialog.getByText(order!.code_commande)).toBeVisible();

  // Even after a reload of the page.
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  await expect(dialog.getByLabel('Adresse de livraison')).toHaveValue(
    'Bè Kpota, rue des Manguiers, portail bleu',
  );
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(dialog.getByText(order!.code_commande)).toBeVisible();

  await pay(dialog, '90112231');
  await expect(page).toHaveURL(/\/order-confirmation$/, POLL);
  await page.getByRole('link', { name: 'Voir mes commandes' }).click();
  await expect(page.getByRole('article', { name: /^Commande / })).toHaveCount(1);
  await expect(
    page.getByRole('article', { name: `Commande ${order!.code_commande}` }).getByText('Payée'),
  ).toBeVisible();
  expect(await ordersOf(request, customer)).toHaveLength(1);
});

test('an order cancelled meanwhile is not continued: the same cart makes a new order', async ({
  page,
  request,
  customer,
}) => {
  const dish = await firstDish(request);
  const dialog = await checkoutToPayment(page, customer, dish);
  const [cancelled] = await ordersOf(request, customer);
  const res = await request.post(`/api/orders/${cancelled!.order_id}/cancel`, { headers: customer.headers });
  expect(res.ok()).toBe(true);

  await closeAndReopen(page, dialog);
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(dialog.getByText('Étape 2 sur 4')).toBeVisible();
  const orders = await ordersOf(request, customer);
  expect(orders.map((o) => o.status).sort()).toEqual(['cancelled', 'pending']);
  const fresh = orders.find((o) => o.status === 'pending')!;
  await expect(dialog.getByText(fresh.code_commande)).toBeVisible();
});

test('an address outside the delivery zone is refused with the server message', async ({
  page,
  request,
  customer,
  context,
}) => {
  // Kara, some 400 km north of Lomé.
  await context.setGeolocation({ latitude: 9.55, longitude: 1.19 });
  const dish = await firstDish(request);
  await loginInBrowser(page, customer);
  await page.goto('/menu');
  await page
    .getByRole('article', { name: dish.dish_name })
    .getByRole('button', { name: 'Ajouter', exact: true })
    .click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  await dialog.getByLabel('Adresse de livraison').fill('Kara centre');
  await dialog.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(dialog.getByText(/Position enregistrée/)).toBeVisible();
  await dialog.getByLabel('Téléphone du destinataire').fill('90112233');
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(dialog.getByText(/Adresse hors de notre zone de livraison \(15 km/)).toBeVisible();
  expect(await ordersOf(request, customer)).toHaveLength(0);
});
