import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  fcfa,
  loginInBrowser,
  menuOf,
  registerUser,
  type ApiOrder,
  type MenuDish,
  type RegisteredUser,
} from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

// The pay dialog polls every 10 s (P6.8): a settled payment shows up on the second poll.
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
  // 'En attente' counts only the order waiting for its payment; the paid one is 'Confirmée'.
  await tab('En attente 1').click();
  await expect(tab('En attente 1')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(card(page, waiting)).toBeVisible();
  await tab('Confirmée 1').click();
  await expect(cards).toHaveCount(1);
  await expect(card(page, paid).getByText('Confirmée')).toBeVisible();

  await tab('Annulée 1').click();
  await expect(cards).toHaveCount(1);
  await expect(card(page, cancelled)).toBeVisible();
  // Nothing is expected of a cancelled order that was never paid.
  await expect(card(page, cancelled).getByText('Paiement en attente')).toHaveCount(0);
  await expect(card(page, cancelled).getByText('Non payée')).toHaveCount(0);

  for (const name of ['En préparation', 'En livraison', 'Livrée']) {
    await tab(name).click();
    await expect(page.getByText('Aucune commande dans cette catégorie.')).toBeVisible();
  }

  await tab('Toutes 3').click();
  await expect(cards).toHaveCount(3);
  await page.getByRole('link', { name: 'Commander à nouveau' }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('a payment left in progress shows on the card, and Payer goes back to waiting for it', async ({
  page,
  request,
  customer,
}) => {
  const order = await placeOrder(request, customer, await aDish(request));
  const started: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/payment') started.push(r.url());
  });
  await loginInBrowser(page, customer);
  await page.goto('/orders');
  const row = card(page, order);

  await row.getByRole('button', { name: 'Payer' }).click();
  const dialog = page.getByRole('dialog', { name: `Payer la commande ${order.code_commande}` });
  // Ends in 2: the simulator keeps it in progress.
  await dialog.getByLabel('Numéro de paiement').fill('90112232');
  await dialog.getByRole('button', { name: /^Payer / }).click();
  await expect(dialog.getByText('En attente de votre confirmation')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();

  await expect(row.getByText('Paiement en attente')).toBeVisible();
  const status = async () =>
    (await (
      await request.get(`/api/orders/${order.order_id}/status`, { headers: customer.headers })
    ).json()) as { payment_status: string; transaction: { transaction_id: string } | null };
  const first = await status();
  expect(first.payment_status).toBe('pending');

  await row.getByRole('button', { name: 'Payer' }).click();
  await expect(dialog.getByText('En attente de votre confirmation')).toBeVisible();
  await expect(dialog.getByLabel('Numéro de paiement')).toHaveCount(0);
  expect(started).toHaveLength(1);
  expect((await status()).transaction).toEqual(first.transaction);

  // The customer confirms on another number meanwhile: the reopened dialog sees it on its next check.
  const other = await request.post('/api/payment', {
    headers: customer.headers,
    data: { phone_number: '90112231', network: 'FLOOZ', order_id: order.order_id },
  });
  expect(other.ok()).toBe(true);
  await expect(dialog.getByText('Paiement confirmé !')).toBeVisible(POLL);
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(row.getByText('Payée', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Payer' })).toHaveCount(0);
  expect(started).toHaveLength(1);
});

test("after a revoked session, the next customer to log in never sees the previous one's orders", async ({
  page,
  request,
  customer,
}) => {
  const dish = await aDish(request);
  const previous = await placeOrder(request, customer, dish);
  const next = await registerUser(request, { firstname: 'Afi' });
  const mine = await placeOrder(request, next, dish, 1);
  await loginInBrowser(page, customer);
  await page.goto('/orders');
  await expect(card(page, previous)).toBeVisible();

  // The session ends on the server (logout elsewhere, password change): the next call here gets a 401.
  expect((await request.post('/api/logout', { headers: customer.headers })).ok()).toBe(true);
  await card(page, previous).getByRole('button', { name: 'Détails' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Se connecter' })).toBeVisible();

  // From here on, in the same document (no reload), note any moment the previous order is on screen.
  await page.evaluate((code) => {
    const w = window as unknown as { sawPrevious: boolean };
    w.sawPrevious = false;
    const check = () => {
      if (document.body.textContent?.includes(code)) w.sawPrevious = true;
    };
    check();
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, previous.code_commande);
  // The new list arrives late, so a cached old one would be on screen meanwhile.
  await page.route('**/api/orders-list', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

  await main.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Adresse e-mail').fill(next.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(next.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(card(page, mine)).toBeVisible();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { sawPrevious: boolean }).sawPrevious)).toBe(false);
});

test('a cancelled order no longer says its payment is awaited', async ({ page, request, customer }) => {
  const order = await placeOrder(request, customer, await aDish(request));
  // Ends in 2: the simulator keeps the payment in progress while the customer cancels.
  const started = await request.post('/api/payment', {
    headers: customer.headers,
    data: { phone_number: '90112232', network: 'FLOOZ', order_id: order.order_id },
  });
  expect(started.ok()).toBe(true);
  await request.post(`/api/orders/${order.order_id}/cancel`, { headers: customer.headers });

  await loginInBrowser(page, customer);
  await page.goto('/orders');
  await expect(card(page, order).getByText('Annulée')).toBeVisible();
  await expect(card(page, order).getByText('Paiement en attente')).toHaveCount(0);
  await expect(card(page, order).getByRole('button', { name: /^Payer/ })).toHaveCount(0);
});
