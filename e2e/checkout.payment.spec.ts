import { test, expect, checkoutToPayment, fcfa, firstDish, ordersOf, pay } from './fixtures';

// The customer's phone gives its position; Lomé, a few hundred metres from the restaurant.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.135, longitude: 1.225 } });
// The dialog polls every 10 s (P6.8): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 60_000 });
const POLL = { timeout: 25_000 };

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
