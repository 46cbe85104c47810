import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  fcfa,
  loginInBrowser,
  menuOf,
  type ApiOrder,
  type MenuDish,
  type RegisteredUser,
} from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

// The pay dialog polls every 10 s (spec §4): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 60_000 });
const POLL = { timeout: 25_000 };

async function aDish(request: APIRequestContext): Promise<MenuDish> {
  return (await menuOf(request)).dishes[0]!;
}

/** An unpaid order placed through the API, as the checkout's first step does. */
async function placeOrder(
  request: APIRequestContext,
  customer: RegisteredUser,
  dish: MenuDish,
  quantity = 2,
): Promise<ApiOrder> {
  const res = await request.post('/api/orders', {
    headers: customer.headers,
    data: {
      dishes: [{ dish_id: dish.dish_id, quantity }],
      title: 'Domicile',
      description_address: 'Tokoin Hôpital, deuxième ruelle',
      latitude: 6.14,
      longitude: 1.21,
      phone: '90112233',
    },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiOrder;
}

const card = (page: Page, order: ApiOrder) =>
  page.getByRole('article', { name: `Commande ${order.code_commande}` });

test('a visitor is asked to log in to see orders', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unpaid order is paid later from the history, with its details', async ({
  page,
  request,
  customer,
}) => {
  const dish = await aDish(request);
  const order = await placeOrder(request, customer, dish);
  await loginInBrowser(page, customer);
  await page.goto('/orders');

  const row = card(page, order);
  await expect(row.getByText('En attente')).toBeVisible();
  await expect(row.getByText('Non payée')).toBeVisible();
  await expect(row.getByText(fcfa(2 * dish.dish_price))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: 'Détails' }).click();
  const details = page.getByRole('dialog', { name: `Commande ${order.code_commande}` });
  await expect(details.getByText(dish.dish_name)).toBeVisible();
  await expect(details.getByText(`2 × ${fcfa(dish.dish_price)}`)).toBeVisible();
  await details.getByRole('button', { name: 'Fermer' }).click();

  await row.getByRole('button', { name: 'Payer' }).click();
  const dialog = page.getByRole('dialog', { name: `Payer la commande ${order.code_commande}` });
  await expect(dialog.getByTestId('payment-amount')).toHaveText(fcfa(order.total_price));
  await expectNoSeriousA11yViolations(page);
  // Prefilled with the delivery phone; this number makes the simulator confirm.
  await expect(dialog.getByLabel('Numéro de paiement')).toHaveValue('90112233');
  await dialog.getByLabel('Numéro de paiement').fill('+228 90 11 22 31');
  await dialog.getByRole('button', { name: /^Payer / }).click();
  await expect(dialog.getByText('En attente de votre confirmation')).toBeVisible();
  await expect(dialog.getByText('Paiement confirmé !')).toBeVisible(POLL);
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();

  await expect(row.getByText('Payée', { exact: true })).toBeVisible();
  await expect(row.getByText('Confirmée')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Payer' })).toHaveCount(0);
});

test('cancelling asks for confirmation, then shows the success text for 3 s', async ({
  page,
  request,
  customer,
}) => {
  const order = await placeOrder(request, customer, await aDish(request));
  await loginInBrowser(page, customer);
  await page.goto('/orders');
  const row = card(page, order);

  await row.getByRole('button', { name: 'Annuler' }).click();
  const confirm = page.getByRole('dialog', { name: `Annuler la commande ${order.code_commande}` });
  await expect(confirm.getByText('Êtes-vous sûr de vouloir annuler cette commande ?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Non, la garder' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('En attente')).toBeVisible();

  await row.getByRole('button', { name: 'Annuler' }).click();
  await confirm.getByRole('button', { name: 'Oui, annuler' }).click();
  const success = page.getByText('Commande annulée avec succès');
  await expect(success).toBeVisible();
  await expect(row.getByText('Annulée')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Annuler' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Payer' })).toHaveCount(0);
  await expect(success).toBeHidden();

  const status = await request.get(`/api/orders/${order.order_id}/status`, { headers: customer.headers });
  expect(((await status.json()) as { status: string }).status).toBe('cancelled');
});

test('the filter tabs show the orders of each status', async ({ page, request, customer }) => {
  const dish = await aDish(request);
  const waiting = await placeOrder(request, customer, dish, 1);
  const paid = await placeOrder(request, customer, dish, 3);
  const cancelled = await placeOrder(request, customer, dish, 2);
  await request.post(`/api/orders/${cancelled.order_id}/cancel`, { headers: customer.headers });
  await request.post('/api/payment', {
    headers: customer.headers,
    data: { phone_number: '90112231', network: 'FLOOZ', order_id: paid.order_id },
  });
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/orders/${paid.order_id}/status`, { headers: customer.headers })
          ).json()) as { is_paid: boolean }
        ).is_paid,
      POLL,
    )
    .toBe(true);

  await loginInBrowser(page, customer);
  await page.goto('/orders');
  const cards = page.getByTestId('order-card');
  const tab = (name: string) =>
    page.getByRole('navigation', { name: 'Filtrer les commandes' }).getByRole('button', { name });

  await expect(cards).toHaveCount(3);
  // A paid order is confirmed (D3) and still waits for the kitchen: it is listed under 'En attente'.
  await tab('En attente 2').click();
  await expect(tab('En attente 2')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(2);
  await expect(card(page, waiting)).toBeVisible();
  await expect(card(page, paid).getByText('Confirmée')).toBeVisible();

  await tab('Annulée 1').click();
  await expect(cards).toHaveCount(1);
  await expect(card(page, cancelled)).toBeVisible();

  for (const name of ['En préparation', 'En livraison', 'Livrée']) {
    await tab(name).click();
    await expect(page.getByText('Aucune commande dans cette catégorie.')).toBeVisible();
  }

  await tab('Toutes 3').click();
  await expect(cards).toHaveCount(3);
  await page.getByRole('link', { name: 'Commander à nouveau' }).click();
  await expect(page).toHaveURL(/\/menu$/);
});
