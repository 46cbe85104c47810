import { test, expect, checkoutToPayment, fcfa, firstDish, ordersOf, pay } from './fixtures';

// The customer's phone gives its position; Lomé, a few hundred metres from the restaurant.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.135, longitude: 1.225 } });
// The dialog polls every 10 s (P6.8): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 90_000 });
const POLL = { timeout: 25_000 };

test('a tab closed on an unanswered prompt comes back to that payment, never a second order, and pays from another number', async ({
  page,
  request,
  customer,
}) => {
  const dish = await firstDish(request);
  const dialog = await checkoutToPayment(page, customer, dish);
  // A number whose prompt nobody answers (the simulator keeps it in progress).
  await pay(dialog, '90112232');
  const [order] = await ordersOf(request, customer);

  // The customer closes the tab and opens the site again: this tab's storage is gone.
  const again = await page.context().newPage();
  await page.close();
  await again.goto('/cart');
  await again.getByRole('button', { name: 'Commander', exact: true }).click();
  const reopened = again.getByRole('dialog', { name: 'Finaliser ma commande' });

  await expect(reopened.getByText('En attente de votre confirmation')).toBeVisible();
  await expect(reopened.getByText(/Demande envoyée au/)).toHaveText(
    `Demande envoyée au 90112232 (T-Money) pour ${fcfa(2 * dish.dish_price)}.`,
  );
  expect(await ordersOf(request, customer)).toHaveLength(1);

  // Nothing rings: another number at once, in place of the prompt under way.
  await reopened.getByRole('button', { name: 'Changer de numéro' }).click();
  await expect(reopened.getByTestId('payment-amount')).toHaveText(fcfa(2 * dish.dish_price));
  await pay(reopened, '90112231');
  await expect(again).toHaveURL(/\/order-confirmation$/, POLL);
  await expect(again.getByText(order!.code_commande)).toBeVisible();

  const orders = await ordersOf(request, customer);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ order_id: order!.order_id, is_paid: true, status: 'confirmed' });
  await again.getByRole('link', { name: 'Voir mes commandes' }).click();
  await expect(again.getByRole('article', { name: /^Commande / })).toHaveCount(1);
});
