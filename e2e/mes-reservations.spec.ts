import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  fcfa,
  loginInBrowser,
  menuOf,
  type MenuDish,
  type RegisteredUser,
} from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

// The pay dialog polls every 10 s (P6.8): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 60_000 });
const POLL = { timeout: 25_000 };
const DAY_MS = 86_400_000;

type ApiReservation = { reservation_id: string; code: string; total_price: number; is_paid: boolean };

async function aDish(request: APIRequestContext): Promise<MenuDish> {
  return (await menuOf(request)).dishes.find((d) => !d.requires_advance_notice)!;
}

/** A cart reservation made through the API, `days` ahead at noon. */
async function reserve(
  request: APIRequestContext,
  customer: RegisteredUser,
  dish: MenuDish,
  days: number,
): Promise<ApiReservation> {
  const date = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const res = await request.post('/api/reservations', {
    headers: customer.headers,
    data: { dishes: [{ dish_id: dish.dish_id, quantity: 2 }], reservation_date: `${date} 12:00:00` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiReservation;
}

/** Pays a reservation through the API with a number the simulator pays, and waits until it is. */
async function payThroughApi(request: APIRequestContext, customer: RegisteredUser, r: ApiReservation) {
  const started = await request.post('/api/payment', {
    headers: customer.headers,
    data: { phone_number: '90112231', network: 'FLOOZ', reservation_id: r.reservation_id },
  });
  expect(started.ok()).toBe(true);
  await expect
    .poll(async () => {
      const res = await request.get(`/api/reservations/${r.reservation_id}`, { headers: customer.headers });
      return ((await res.json()) as { reservation: { is_paid: boolean } }).reservation.is_paid;
    }, POLL)
    .toBe(true);
}

const card = (page: Page, r: ApiReservation) => page.getByRole('article', { name: `Réservation ${r.code}` });

test('a visitor is asked to log in to see their reservations', async ({ page }) => {
  await page.goto('/mes-reservations');
  await expect(page.getByRole('heading', { name: 'Mes réservations' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the account menu leads to the reservations, each with its status and payment', async ({
  page,
  request,
  customer,
}) => {
  const dish = await aDish(request);
  const unpaid = await reserve(request, customer, dish, 3);
  const paid = await reserve(request, customer, dish, 4);
  await payThroughApi(request, customer, paid);

  await loginInBrowser(page, customer);
  await page.goto('/');
  await page.getByRole('button', { name: customer.user.firstname }).click();
  await page.getByRole('link', { name: 'Mes réservations' }).click();
  await expect(page).toHaveURL(/\/mes-reservations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();

  await expect(page.getByTestId('reservation-card')).toHaveCount(2);
  await expect(card(page, unpaid).getByText('En attente', { exact: true })).toBeVisible();
  await expect(card(page, unpaid).getByText('Non payée')).toBeVisible();
  await expect(card(page, unpaid).getByText(fcfa(unpaid.total_price))).toBeVisible();
  await expect(
    card(page, unpaid).getByRole('button', { name: `Payer la réservation ${unpaid.code}` }),
  ).toBeVisible();
  await expect(card(page, paid).getByText('Confirmée')).toBeVisible();
  await expect(card(page, paid).getByText('Payée')).toBeVisible();
  await expect(card(page, paid).getByRole('button', { name: /^Payer/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await card(page, unpaid)
    .getByRole('link', { name: `Détails de la réservation ${unpaid.code}` })
    .click();
  await expect(page).toHaveURL(/\/reservation-confirmation$/);
  await expect(page.getByText(`Réservation ${unpaid.code}`)).toBeVisible();
  await expect(page.getByText(dish.dish_name)).toBeVisible();
});

test('an unpaid reservation is paid from the page: pay, wait, confirmed', async ({
  page,
  request,
  customer,
}) => {
  const reservation = await reserve(request, customer, await aDish(request), 2);
  await loginInBrowser(page, customer);
  await page.goto('/mes-reservations');
  await card(page, reservation)
    .getByRole('button', { name: `Payer la réservation ${reservation.code}` })
    .click();

  const dialog = page.getByRole('dialog', { name: `Payer la réservation ${reservation.code}` });
  await expect(dialog.getByTestId('payment-amount')).toHaveText(fcfa(reservation.total_price));
  // The account's phone to start with, which the customer may change.
  await expect(dialog.getByLabel('Numéro de paiement')).toHaveValue('90112233');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Numéro de paiement').fill('90112231');
  await dialog.getByRole('button', { name: /^Payer / }).click();
  await expect(dialog.getByText('En attente de votre confirmation')).toBeVisible();
  await expect(dialog.getByText('Réservation confirmée !')).toBeVisible(POLL);
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).last().click();

  await expect(card(page, reservation).getByText('Payée')).toBeVisible();
  await expect(card(page, reservation).getByText('Confirmée')).toBeVisible();
});

test('reservations are cancelled within the rules; a paid one is refunded', async ({
  page,
  request,
  customer,
}) => {
  const dish = await aDish(request);
  const unpaid = await reserve(request, customer, dish, 3);
  const paid = await reserve(request, customer, dish, 5);
  await payThroughApi(request, customer, paid);
  await loginInBrowser(page, customer);
  await page.goto('/mes-reservations');

  await card(page, unpaid)
    .getByRole('button', { name: `Annuler la réservation ${unpaid.code}` })
    .click();
  let confirm = page.getByRole('dialog', { name: `Annuler la réservation ${unpaid.code}` });
  await expect(confirm.getByText('Êtes-vous sûr de vouloir annuler cette réservation ?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Non, la garder' }).click();
  await expect(card(page, unpaid).getByText('En attente', { exact: true })).toBeVisible();

  await card(page, unpaid)
    .getByRole('button', { name: `Annuler la réservation ${unpaid.code}` })
    .click();
  confirm = page.getByRole('dialog', { name: `Annuler la réservation ${unpaid.code}` });
  await confirm.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Réservation annulée avec succès' })).toBeVisible();
  await expect(card(page, unpaid).getByText('Annulée')).toBeVisible();
  // Nothing is left to pay or cancel, and no payment is said to be expected.
  await expect(card(page, unpaid).getByRole('button')).toHaveCount(0);
  await expect(card(page, unpaid).getByText('Non payée')).toHaveCount(0);

  await card(page, paid)
    .getByRole('button', { name: `Annuler la réservation ${paid.code}` })
    .click();
  confirm = page.getByRole('dialog', { name: `Annuler la réservation ${paid.code}` });
  await expect(
    confirm.getByText(`notre équipe vous remboursera ${fcfa(paid.total_price)} par mobile money`, {
      exact: false,
    }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(
    page.getByText(`Notre équipe vous remboursera ${fcfa(paid.total_price)} par mobile money.`),
  ).toBeVisible();
  await expect(card(page, paid).getByText('Annulée')).toBeVisible();

  // The server holds the same rule: cancelled is final.
  const again = await request.post(`/api/reservations/${paid.reservation_id}/cancel`, {
    headers: customer.headers,
  });
  expect(again.status()).toBe(422);
});
