import {
  test,
  expect,
  addFromCard,
  expectNoSeriousA11yViolations,
  fcfa,
  firstCategoryDishes,
  loginInBrowser,
  ordersOf,
  type MenuDish,
  type RegisteredUser,
  portion,
} from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

// The customer's phone gives its position; Lomé, a few hundred metres from the restaurant.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.135, longitude: 1.225 } });
// The dialog polls every 10 s (P6.8): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 60_000 });
const POLL = { timeout: 25_000 };

async function firstDish(request: APIRequestContext): Promise<MenuDish> {
  return (await firstCategoryDishes(request))[0]!;
}

/** Logs in and puts one unit of the menu's first dish in the cart, as a customer would; returns the dish. */
async function oneDishInCart(page: Page, request: APIRequestContext, customer: RegisteredUser) {
  const dish = await firstDish(request);
  await loginInBrowser(page, customer);
  await page.goto('/menu');
  await addFromCard(page.getByRole('article', { name: dish.dish_name }), dish.dish_name);
  return dish;
}

/** Opens the checkout dialog from the cart page. */
async function openCheckout(page: Page): Promise<Locator> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  return page.getByRole('dialog', { name: 'Finaliser ma commande' });
}

/** Fills the address step with `address`, the browser's position and a phone, then asks to go on. */
async function submitAddress(dialog: Locator, address: string) {
  await dialog.getByLabel('Adresse de livraison').fill(address);
  await dialog.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(dialog.getByText(/Position enregistrée/)).toBeVisible();
  await dialog.getByLabel('Téléphone du destinataire').fill('90112233');
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
}

/** Two units of a dish from the menu, then the checkout up to the payment step; returns the dialog. */
async function checkoutToPayment(page: Page, customer: RegisteredUser, dish: MenuDish): Promise<Locator> {
  await loginInBrowser(page, customer);
  await page.goto('/menu');
  const card = page.getByRole('article', { name: dish.dish_name });
  await addFromCard(card, dish.dish_name);
  await card.getByRole('button', { name: portion('add', dish.dish_name) }).click();
  // In-app, as a customer does: the back button then stays inside the page.
  await page.getByRole('link', { name: 'Panier (2 articles)' }).click();
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  await expect(dialog.getByText('Étape 1 sur 4')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Domicile' })).toBeChecked();
  // The contact phone starts as the account's; emptied, it is asked for.
  const contact = dialog.getByLabel('Téléphone du destinataire');
  await expect(contact).toHaveValue(/^\d{8}$/);
  await contact.fill('');

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

  await expect(dialog.getByRole('heading', { name: /Étape 2 sur 4/ })).toBeFocused();
  // The amount is the server's total (P1.2), here two units of the dish and free delivery.
  await expect(dialog.getByTestId('payment-amount')).toHaveText(fcfa(2 * dish.dish_price));
  await expect(dialog.getByTestId('order-amounts')).toContainText(`Plats${fcfa(2 * dish.dish_price)}`);
  await expect(dialog.getByTestId('order-amounts')).toContainText('LivraisonGratuite');
  // The recipient's 90 number is a TMONEY one: the network follows it until the customer picks one.
  await expect(dialog.getByRole('radio', { name: /TMONEY/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
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
  // The time promised (P4.7): ASAP under OPENING_HOURS=24/7, "prévue vers 13h05 (dans 31 min)".
  await expect(page.getByTestId('delivery-estimate')).toHaveText(
    /^Livraison prévue (demain )?vers \d\dh\d\d \(dans \d+ min\)$/,
  );
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
  await dialog.getByText('TMONEY', { exact: true }).click();
  await pay(dialog, '90112236');

  await expect(dialog.getByText("Le paiement a été annulé. Aucun montant n'a été débité.")).toBeVisible(POLL);
  await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible();
  const [order] = await ordersOf(request, customer);
  expect(order).toMatchObject({ is_paid: false, status: 'pending' });

  // The retry goes back to the payment step of the same order.
  await dialog.getByRole('button', { name: 'Réessayer le paiement' }).click();
  await expect(dialog.getByTestId('payment-amount')).toHaveText(fcfa(2 * dish.dish_price));
  await expect(dialog.getByRole('radio', { name: /TMONEY/ })).toBeChecked();
  expect(await ordersOf(request, customer)).toHaveLength(1);
});

test('an expired payment says so and leaves the order unpaid', async ({ page, request, customer }) => {
  const dish = await firstDish(request);
  const dialog = await checkoutToPayment(page, customer, dish);
  await pay(dialog, '90112234');

  await expect(
    dialog.getByText(
      "Le paiement n'a pas été confirmé à temps. Si vous le validez encore sur votre téléphone, il sera pris en compte ; sinon, aucun montant n'a été débité.",
    ),
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
  await oneDishInCart(page, request, customer);
  const dialog = await openCheckout(page);
  await submitAddress(dialog, 'Kara centre');
  await expect(dialog.getByText(/Adresse hors de notre zone de livraison \(15 km/)).toBeVisible();
  expect(await ordersOf(request, customer)).toHaveLength(0);
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

test('an order cancelled while its payment goes through says the money will be refunded', async ({
  page,
  request,
  customer,
}) => {
  const dish = await firstDish(request);
  const dialog = await checkoutToPayment(page, customer, dish);
  const [order] = await ordersOf(request, customer);
  await pay(dialog, '90112231');
  // Cancelled from another screen before (or just after) the phone confirms: the money cannot be applied. A check
  // that lands before the money first says the order was cancelled, and the dialog follows the attempt to its end.
  const res = await request.post(`/api/orders/${order!.order_id}/cancel`, { headers: customer.headers });
  expect(res.ok()).toBe(true);

  await expect(
    dialog.getByText(
      'Paiement reçu, mais la commande a été annulée entre-temps. Le remboursement est en cours : notre équipe vous contactera.',
    ),
  ).toBeVisible(POLL);
  await expect(dialog.getByText(/Aucun montant/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Réessayer le paiement' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible();

  // That attempt is over: the same cart starts a new order from the address step.
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  await expect(dialog.getByText('Étape 1 sur 4')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continuer vers le paiement' })).toBeVisible();
});

test('dishes the order rules refuse are named in the dialog instead of nothing happening', async ({
  page,
  request,
  customer,
  context,
}) => {
  const dish = await oneDishInCart(page, request, customer);
  // A cart kept from before the limit: 51 of one dish.
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[];
    localStorage.setItem('cart', JSON.stringify(cart.map((line) => ({ ...line, quantity: 51 }))));
  });
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: portion('add', dish.dish_name) })).toBeDisabled();
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  await submitAddress(dialog, 'Bè Kpota, rue des Manguiers');
  await expect(dialog.getByRole('alert')).toHaveText(
    'La quantité doit être comprise entre 1 et 50 par plat.',
  );

  // The cart emptied in another tab while the dialog is open.
  const other = await context.newPage();
  await other.goto('/cart');
  await other.getByRole('button', { name: `Supprimer ${dish.dish_name} du panier` }).click();
  await expect(other.getByText('Votre panier est vide')).toBeVisible();
  // The first tab hears of it through a storage event, which a loaded machine may deliver after a first tap.
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Veuillez ajouter des plats à votre commande', {
      timeout: 2000,
    });
  }).toPass({ timeout: 15_000 });
  expect(await ordersOf(request, customer)).toHaveLength(0);
});

test('an invalid address takes the focus to its first wrong field, which names its error', async ({
  page,
  request,
  customer,
}) => {
  await oneDishInCart(page, request, customer);
  const dialog = await openCheckout(page);
  await expect(
    dialog.getByRole('group', { name: 'Carte : touchez pour placer le point de livraison' }),
  ).toBeVisible();
  await dialog.getByLabel('Adresse de livraison').fill('Bè Kpota');
  await dialog.getByLabel('Téléphone du destinataire').fill('');
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  const position = dialog.getByRole('button', { name: 'Utiliser ma position' });
  await expect(position).toBeFocused();
  await expect(position).toHaveAccessibleDescription(
    'Veuillez indiquer votre position (géolocalisation ou point sur la carte).',
  );
  const phone = dialog.getByLabel('Téléphone du destinataire');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Veuillez saisir votre numéro de téléphone');
  await expect(dialog.getByLabel('Adresse de livraison')).not.toHaveAttribute('aria-invalid', 'true');
});
