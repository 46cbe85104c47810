import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminSession,
  expect,
  expectNoSeriousA11yViolations,
  loginInBrowser,
  menuOf,
  ordersOf,
  test,
  type MenuDish,
  type RegisteredUser,
  orderNow,
  putInCart,
} from './fixtures';

// Other opening hours change what every visitor sees: this spec runs in the 'kitchen-clock' project, one test at
// a time, after the others (playwright.config.ts). The checkout waits for the simulator's payment.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.135, longitude: 1.225 } });
test.describe.configure({ timeout: 120_000 });
const POLL = { timeout: 25_000 };

const allDay = Array.from({ length: 7 }, () => [{ open: '00:00', close: '24:00' }]);

/** '13h05', Lomé time (UTC all year). */
const frenchTime = (iso: string) => `${iso.slice(11, 13)}h${iso.slice(14, 16)}`;

/** One period every day that leaves out the current hour, whatever the hour the test runs at. */
function hoursExcludingNow() {
  const period =
    new Date().getUTCHours() < 12 ? { open: '14:00', close: '20:00' } : { open: '02:00', close: '10:00' };
  return Array.from({ length: 7 }, () => [period]);
}

async function setHours(request: APIRequestContext, weekly: { open: string; close: string }[][]) {
  const admin = await adminSession(request);
  const res = await request.put('/api/admin/opening-hours', {
    headers: admin.headers,
    data: { weekly, closures: [] },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

// Whatever a failed journey left, the next spec finds the kitchen open all day.
test.afterEach(async ({ request }) => {
  await setHours(request, allDay);
});

async function aDish(request: APIRequestContext): Promise<MenuDish> {
  return (await menuOf(request)).dishes.find((d) => !d.requires_advance_notice)!;
}

/** The dish in the cart (as the cart keeps it), the customer logged in, the checkout open from /cart. */
async function openCheckout(page: Page, customer: RegisteredUser, dish: MenuDish) {
  await putInCart(page, dish);
  await loginInBrowser(page, customer);
  await page.goto('/cart');
  return page;
}

/** The address step filled; the payment made with a number the simulator accepts; the confirmation reached. */
async function addressThenPay(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  await dialog.getByLabel('Adresse de livraison').fill('Bè Kpota, rue des Manguiers, portail bleu');
  await dialog.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(dialog.getByText(/Position enregistrée/)).toBeVisible();
  await dialog.getByLabel('Téléphone du destinataire').fill('90112233');
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(dialog.getByRole('heading', { name: /Étape 2 sur 4/ })).toBeFocused();
  return dialog;
}

async function pay(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  await dialog.getByLabel('Numéro de paiement').fill('90112231');
  await dialog.getByRole('button', { name: /^Payer / }).click();
  await expect(dialog.getByText('Paiement confirmé !')).toBeVisible(POLL);
  await expect(page).toHaveURL(/\/order-confirmation$/);
}

test('an order placed while the restaurant is closed is scheduled for a slot, then paid, and shows its slot', async ({
  page,
  request,
  customer,
}) => {
  await setHours(request, hoursExcludingNow());
  const status = (await (await request.get('/api/restaurant/status')).json()) as {
    open: boolean;
    message: string;
  };
  expect(status.open).toBe(false);
  const dish = await aDish(request);

  // For now: refused, nothing created nor charged.
  const refused = await orderNow(request, customer, dish);
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { code: string }).code).toBe('RESTAURANT_CLOSED');

  await openCheckout(page, customer, dish);
  await expect(page.getByTestId('kitchen-status')).toHaveText(status.message);
  expect(status.message).toMatch(/^Fermé · ouvre /);
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });

  // "Dès que possible" is not offered; "Programmer" is chosen, with the first slot of the first day.
  await expect(dialog.getByLabel('Dès que possible')).toBeDisabled();
  await expect(dialog.getByLabel('Programmer')).toBeChecked();
  await expect(dialog.getByLabel('Jour', { exact: true })).toHaveValue(/^\d{4}-\d\d-\d\d$/);
  const slots = ((await (await request.get('/api/restaurant/slots')).json()) as { slots: string[] }).slots;
  const slot = new Date(slots[0]!).toISOString();
  await dialog.getByLabel('Heure', { exact: true }).selectOption(slot);
  await expectNoSeriousA11yViolations(page);

  await addressThenPay(page);
  await expect(dialog.getByText('programmée')).toContainText(frenchTime(slot));
  await pay(page);

  const promised = new RegExp(`^Livraison programmée (aujourd'hui|demain) à ${frenchTime(slot)}$`);
  await expect(page.getByTestId('delivery-estimate')).toHaveText(promised);
  const [order] = await ordersOf(request, customer);
  expect(order).toMatchObject({ is_paid: true, scheduled_for: slot, estimated_at: slot });

  // The same promise on /orders and on the tracking page.
  await page.getByRole('link', { name: 'Voir mes commandes' }).click();
  const card = page.getByRole('article', { name: `Commande ${order!.code_commande}` });
  await expect(card.getByTestId('delivery-estimate')).toHaveText(promised);
  await page.goto(`/orders/track?id=${order!.order_id}`);
  await expect(page.getByTestId('delivery-estimate')).toHaveText(promised);
});

test('an order for now shows the time promised on its confirmation and its tracking page', async ({
  page,
  request,
  customer,
}) => {
  const dish = await aDish(request);
  await openCheckout(page, customer, dish);
  await expect(page.getByTestId('kitchen-status')).toContainText('Ouvert');
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  await expect(dialog.getByLabel('Dès que possible')).toBeChecked();
  await addressThenPay(page);
  await pay(page);

  const [order] = await ordersOf(request, customer);
  const estimated = (order as { estimated_at?: string }).estimated_at!;
  expect(estimated).toBeTruthy();
  const promised = new RegExp(
    `^Livraison prévue (demain )?vers ${frenchTime(estimated)} \\(dans \\d+ min\\)$`,
  );
  await expect(page.getByTestId('delivery-estimate')).toHaveText(promised);

  await page.goto(`/orders/track?id=${order!.order_id}`);
  await expect(
    page.getByRole('heading', { name: `Suivi de la commande ${order!.code_commande}` }),
  ).toBeVisible();
  await expect(page.getByTestId('delivery-estimate')).toHaveText(promised);
});
