import {
  test,
  expect,
  checkoutToPayment,
  expectNoSeriousA11yViolations,
  firstDish,
  ordersOf,
  pay,
} from './fixtures';
import type { Locator, Page } from '@playwright/test';

// The customer's phone gives its position; Lomé, a few hundred metres from the restaurant.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.135, longitude: 1.225 } });
// The dialog polls every 10 s (P6.8): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 60_000 });
const POLL = { timeout: 25_000 };

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

/** Counts the payment pushes the page asks for (POST /api/payment): a second one could charge twice. */
function countPushes(page: Page): () => number {
  let pushes = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/payment') pushes += 1;
  });
  return () => pushes;
}

/** Asks to close the dialog while the phone is awaited; the question comes instead of closing. */
async function askToClose(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Votre paiement est en cours' })).toBeFocused();
}

test('closing the checkout while the phone is awaited and coming back follows the same payment to the end', async ({
  page,
  request,
  customer,
}) => {
  const pushes = countPushes(page);
  const dish = await firstDish(request);
  const dialog = await checkoutToPayment(page, customer, dish);
  await pay(dialog, '90112231');

  await askToClose(dialog);
  await dialog.getByRole('button', { name: 'Fermer quand même' }).click();
  await expect(dialog).toBeHidden();

  // Reopened, the checkout takes the payment up again (still awaited, or already through): never the form.
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  await expect(
    dialog.getByText('En attente de votre confirmation').or(dialog.getByText('Paiement confirmé !')),
  ).toBeVisible();
  await expect(dialog.getByLabel('Numéro de paiement')).toHaveCount(0);
  await expect(page).toHaveURL(/\/order-confirmation$/, POLL);
  await expect(page.getByRole('link', { name: 'Panier (vide)' })).toBeVisible();

  const orders = await ordersOf(request, customer);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ is_paid: true, status: 'confirmed' });
  await expect(page.getByText(orders[0]!.code_commande)).toBeVisible();
  expect(pushes()).toBe(1);
});

test('a payment still awaited survives the back button and a reload without a second push', async ({
  page,
  request,
  customer,
}) => {
  const pushes = countPushes(page);
  const dish = await firstDish(request);
  const dialog = await checkoutToPayment(page, customer, dish);
  // Ends in 2: the simulator leaves it in progress.
  await pay(dialog, '90112232');

  // Android's back button asks as the close does; staying keeps the wait.
  await page.goBack();
  await expect(dialog.getByRole('heading', { name: 'Votre paiement est en cours' })).toBeFocused();
  await expect(page).toHaveURL(/\/cart$/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: "Continuer d'attendre" }).click();
  await expect(dialog.getByText('En attente de votre confirmation')).toBeVisible();

  // A reload is warned about, then the checkout opens straight on the wait.
  const warnings: string[] = [];
  page.once('dialog', (warning) => {
    warnings.push(warning.type());
    void warning.accept();
  });
  await page.reload();
  expect(warnings).toEqual(['beforeunload']);
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  await expect(dialog.getByText('Étape 3 sur 4')).toBeVisible();
  await expect(dialog.getByText('En attente de votre confirmation')).toBeVisible();
  await expect(dialog.getByLabel('Numéro de paiement')).toHaveCount(0);

  const orders = await ordersOf(request, customer);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ is_paid: false, status: 'pending' });
  expect(pushes()).toBe(1);
});
