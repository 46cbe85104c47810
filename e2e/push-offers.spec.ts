import { test, expect, firstCategoryDishes, loginInBrowser, placePaidOrder } from './fixtures';

// Where a customer waits on a 390 px phone, the page offers to tell them on this phone (decision 0045).
test.use({ viewport: { width: 390, height: 844 } });

const offer = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Me prévenir sur ce téléphone' });

test('the order history and the tracking page offer notifications on this phone', async ({
  page,
  request,
  customer,
}) => {
  const [dish] = await firstCategoryDishes(request);
  const order = await placePaidOrder(request, customer, [{ dish_id: dish!.dish_id, quantity: 1 }]);
  await loginInBrowser(page, customer);

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
  await expect(offer(page)).toBeVisible();
  await expect(
    page.getByText('Une notification quand votre commande est acceptée, part avec le livreur et arrive.'),
  ).toBeVisible();

  await page.goto(`/orders/track?id=${order.order_id}`);
  await expect(page.getByRole('heading', { name: /Suivi de la commande/ })).toBeVisible();
  await expect(offer(page)).toBeVisible();
});

test('the reservations page offers to say when a reservation is ready', async ({ page, customer }) => {
  await loginInBrowser(page, customer);
  await page.goto('/mes-reservations');
  await expect(page.getByRole('heading', { name: 'Mes réservations' })).toBeVisible();
  await expect(offer(page)).toBeVisible();
  await expect(
    page.getByText('Une notification quand votre réservation vous attend au restaurant.'),
  ).toBeVisible();
});
