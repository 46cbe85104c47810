import {
  test,
  expect,
  addFromCard,
  adminSession,
  fcfa,
  firstCategoryDishes,
  loginInBrowser,
  ordersOf,
  placePaidOrder,
  portion,
  type RegisteredUser,
  openAs,
} from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

// Every order has one clear life (docs/product.md P2). The customer's phone gives its position, in Lomé.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.135, longitude: 1.225 } });
// Payments settle through the simulator and the dialogs poll every 10 s (P6.8).
test.describe.configure({ timeout: 90_000 });
const POLL = { timeout: 25_000 };

/** Logs in and puts one unit of the menu's first dish in the cart; returns the dish. */
async function dishInCart(page: Page, request: APIRequestContext, customer: RegisteredUser) {
  const dish = (await firstCategoryDishes(request))[0]!;
  await loginInBrowser(page, customer);
  await page.goto('/menu');
  await addFromCard(page.getByRole('article', { name: dish.dish_name }), dish.dish_name);
  return dish;
}

/** From the cart page, the checkout up to its payment step; returns the dialog. */
async function checkoutToPayment(page: Page, amount: number): Promise<Locator> {
  await page.getByRole('link', { name: /^Panier \(/ }).click();
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  const address = dialog.getByLabel('Adresse de livraison');
  // Reopened, the step is filled with what was sent before.
  if (!(await address.inputValue())) {
    await address.fill('Tokoin, rue des Flamboyants');
    await dialog.getByRole('button', { name: 'Utiliser ma position' }).click();
    await expect(dialog.getByText(/Position enregistrée/)).toBeVisible();
    await dialog.getByLabel('Téléphone du destinataire').fill('90112233');
  }
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(dialog.getByTestId('payment-amount')).toHaveText(fcfa(amount));
  return dialog;
}

test('a checkout opened twice, the cart changed between, then paid leaves one order and an empty cart', async ({
  page,
  request,
  customer,
}) => {
  const dish = await dishInCart(page, request, customer);
  let dialog = await checkoutToPayment(page, dish.dish_price);
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // One more of the dish: the order made a moment ago is updated, not doubled.
  await page.goto('/menu');
  await page
    .getByRole('article', { name: dish.dish_name })
    .getByRole('button', { name: portion('add', dish.dish_name) })
    .click();
  dialog = await checkoutToPayment(page, 2 * dish.dish_price);
  await dialog.getByLabel('Numéro de paiement').fill('90112231');
  await dialog.getByRole('button', { name: /^Payer / }).click();
  await expect(dialog.getByText('Paiement confirmé !')).toBeVisible(POLL);
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('link', { name: 'Panier (vide)' })).toBeVisible();

  const orders = await ordersOf(request, customer);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ is_paid: true, total_quantite: 2, total_price: 2 * dish.dish_price });
});

test('an order paid later from /orders leaves the cart empty', async ({ page, request, customer }) => {
  const dish = await dishInCart(page, request, customer);
  const dialog = await checkoutToPayment(page, dish.dish_price);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible();

  const [order] = await ordersOf(request, customer);
  await page.goto('/orders');
  await page.getByRole('button', { name: `Payer la commande ${order!.code_commande}` }).click();
  const pay = page.getByRole('dialog', { name: `Payer la commande ${order!.code_commande}` });
  await pay.getByLabel('Numéro de paiement').fill('90112231');
  await pay.getByRole('button', { name: /^Payer / }).click();
  await expect(pay.getByText('Paiement confirmé !')).toBeVisible(POLL);
  await expect(page.getByRole('link', { name: 'Panier (vide)' })).toBeVisible();

  // After a reload too, and on the cart page.
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Panier (vide)' })).toBeVisible();
  expect(await ordersOf(request, customer)).toHaveLength(1);
});

test('staff cancel an accepted paid order with a reason; the customer sees it, then the refund settled', async ({
  browser,
  request,
  customer,
}) => {
  const dish = (await firstCategoryDishes(request))[0]!;
  const order = await placePaidOrder(request, customer, [{ dish_id: dish.dish_id, quantity: 2 }]);
  const amount = 2 * dish.dish_price;

  const board = await openAs(browser, await adminSession(request), '/admin');
  const card = board.getByRole('article', { name: `Commande ${order.code_commande}` });
  await card.getByRole('button', { name: 'Accepter (en préparation)' }).click();
  await expect(card).toContainText('En préparation');
  // A wrong tap can be taken back for a minute.
  await expect(card.getByRole('button', { name: /^Annuler l'action \(\d+ s\)$/ })).toBeVisible();

  // The customer follows the order live.
  const tracking = await openAs(browser, customer, `/orders/track?id=${order.order_id}`);
  await expect(tracking.getByRole('status').filter({ hasText: 'Statut' })).toContainText('En préparation');

  await card.getByRole('button', { name: 'Annuler', exact: true }).click();
  const reasons = board.getByRole('dialog', { name: `Annuler la commande ${order.code_commande}` });
  await expect(reasons).toContainText(`${fcfa(amount)} seront à rembourser`);
  await reasons.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(reasons.getByRole('alert')).toHaveText(
    "Indiquez le motif de l'annulation (il est affiché au client).",
  );
  await reasons.getByLabel("Rupture d'un plat").check();
  await reasons.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(reasons).toBeHidden();
  await expect(card).toContainText("Motif de l'annulation : Rupture d'un plat");

  // Without a reload: the reason and the money on its way back to the number that paid.
  const note = tracking.getByTestId('cancellation-note');
  await expect(tracking.getByRole('status').filter({ hasText: 'Statut' })).toContainText('Annulée');
  await expect(note).toContainText("Motif de l'annulation : Rupture d'un plat");
  await expect(note).toContainText(`Remboursement en cours (${fcfa(amount)} sur le 90 11 22 31)`);
  const history = await tracking.context().newPage();
  await history.goto('/orders');
  const mineCard = history.getByRole('article', { name: `Commande ${order.code_commande}` });
  await expect(mineCard).toContainText(`Remboursement en cours (${fcfa(amount)} sur le 90 11 22 31)`);
  // Beside 'Annulée', the money is said to be coming back, never 'Payée'.
  await expect(mineCard.getByText('Remboursement en cours', { exact: true })).toBeVisible();
  await expect(mineCard.getByText('Payée', { exact: true })).toHaveCount(0);

  // Staff send the money and note its reference in Argent.
  await board.goto('/admin/argent');
  const row = board.getByRole('row').filter({ hasText: `Commande ${order.code_commande}` });
  await row.getByRole('button', { name: 'Marquer remboursé' }).click();
  const settle = board.getByRole('dialog', { name: 'Marquer remboursé' });
  await settle.getByLabel('Référence du paiement mobile money').fill('TM-REMB-4521');
  await settle.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
  await expect(board.getByText(/Remboursement de .* enregistré \(référence TM-REMB-4521\)/)).toBeVisible();

  // The tracking page hears it live; /orders reads it on its next look.
  await expect(note).toContainText(/Remboursé le \d{1,2} \S+ \d{4} \(réf\. TM-REMB-4521\)/);
  await history.reload();
  await expect(mineCard).toContainText('(réf. TM-REMB-4521)');
  await expect(mineCard.getByText('Remboursée', { exact: true })).toBeVisible();
  await expect(mineCard.getByText('Payée', { exact: true })).toHaveCount(0);

  await board.context().close();
  await tracking.context().close();
});
