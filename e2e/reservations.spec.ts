import {
  test,
  expect,
  addFromCard,
  adminSession,
  expectNoSeriousA11yViolations,
  fcfa,
  loginInBrowser,
  menuOf,
  openAs,
  type MenuDish,
  type RegisteredUser,
  portion,
  putInCart,
} from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { allowCash } from './support/cash';

// The confirmation page polls every 10 s (P6.8): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 60_000 });
const POLL = { timeout: 25_000 };

type ApiReservation = {
  reservation_id: string;
  code: string;
  source: string;
  total_price: number;
  is_paid: boolean;
};

const DAY_MS = 86_400_000;
/** A pickup day in Lomé's calendar (UTC), `offset` days from now, as the date input takes it. */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const QUARTER_MS = 15 * 60_000;

/**
 * A pickup the cart accepts (today or tomorrow, 10:00-22:00, on a quarter hour) that is less than 24 h away,
 * whatever the hour the test runs at: 24 h from now is the same clock time tomorrow, so one always fits.
 */
function pickupWithinADay(): { date: string; time: string } {
  const now = Date.now();
  for (let t = Date.parse(`${day(0)}T10:00:00Z`); ; t += QUARTER_MS) {
    const at = new Date(t);
    const minutes = at.getUTCHours() * 60 + at.getUTCMinutes();
    if (minutes >= 600 && minutes <= 1320 && t > now + 30 * 60_000 && t < now + DAY_MS - QUARTER_MS) {
      return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
    }
  }
}

async function reservationsOf(
  request: APIRequestContext,
  customer: RegisteredUser,
): Promise<ApiReservation[]> {
  const res = await request.get('/api/reservations', { headers: customer.headers });
  return ((await res.json()) as { reservations: ApiReservation[] }).reservations;
}

/** Two units of the first category's first dish in the cart, then the cart's reservation dialog. */
async function openCartReservation(
  page: Page,
  request: APIRequestContext,
  customer: RegisteredUser,
): Promise<{ dialog: Locator; dish: MenuDish }> {
  const menu = await menuOf(request);
  const dish = menu.dishes.find((d) => d.specialite_id === menu.categories[0]!.id)!;
  await loginInBrowser(page, customer);
  await page.goto('/menu');
  const card = page.getByRole('article', { name: dish.dish_name });
  await addFromCard(card, dish.dish_name);
  await card.getByRole('button', { name: portion('add', dish.dish_name) }).click();
  await page.goto('/cart');
  await page.getByRole('tab', { name: 'Réservation' }).click();
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  return { dialog: page.getByRole('dialog', { name: 'Réserver mes plats' }), dish };
}

test.describe('cart reservation', () => {
  test('refuses a pickup without date or out of the 30 days, offers only 10:00-22:00, then goes to payment', async ({
    page,
    request,
    customer,
  }) => {
    const { dialog, dish } = await openCartReservation(page, request, customer);
    const next = dialog.getByRole('button', { name: 'Continuer vers le paiement' });
    const alert = dialog.getByRole('alert');

    await next.click();
    await expect(alert).toHaveText('Veuillez sélectionner une date et une heure de retrait');
    await expect(dialog.getByLabel('Date de retrait')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Heure')).toHaveAccessibleDescription(
      'Veuillez sélectionner une date et une heure de retrait',
    );
    await expect(dialog.getByLabel('Date de retrait')).toHaveAttribute('min', day(0));
    await expect(dialog.getByLabel('Date de retrait')).toHaveAttribute('max', day(30));

    await dialog.getByLabel('Date de retrait').fill(day(31));
    await dialog.getByLabel('Heure').selectOption('12:00');
    await next.click();
    await expect(alert).toHaveText(
      "La date de retrait doit être comprise entre aujourd'hui et les 30 prochains jours.",
    );

    // The picker offers only quarter hours inside the opening hours (24/7 here) and 10:00-22:00 (P5.1, P4.1).
    await dialog.getByLabel('Date de retrait').fill(day(1));
    const times = dialog.getByLabel('Heure').locator('option');
    await expect(times).toHaveCount(1 + 12 * 4 + 1);
    await expect(times.nth(1)).toHaveAttribute('value', '10:00');
    await expect(times.last()).toHaveAttribute('value', '22:00');

    await dialog.getByLabel('Heure').selectOption('12:30');
    await expect(dialog.getByRole('radio', { name: 'Au restaurant' })).toBeChecked();
    await dialog.getByText('Au drive', { exact: true }).click();
    await dialog.getByLabel('Remarques (facultatif)').fill('Sans piment, merci');
    await next.click();

    await expect(dialog.getByText('Étape 2 sur 3')).toBeVisible();
    await expect(dialog.getByTestId('payment-amount')).toHaveText(fcfa(2 * dish.dish_price));
    const [reservation] = await reservationsOf(request, customer);
    expect(reservation).toMatchObject({ source: 'cart', total_price: 2 * dish.dish_price, is_paid: false });
    await expect(dialog.getByText(`Réservation ${reservation!.code}`)).toBeVisible();
  });

  test('a pending payment continues on /reservation-confirmation, remembered across a reload, until paid', async ({
    page,
    request,
    customer,
  }) => {
    const { dialog, dish } = await openCartReservation(page, request, customer);
    await dialog.getByLabel('Date de retrait').fill(day(2));
    await dialog.getByLabel('Heure').selectOption('19:00');
    await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    // Ends in 2: the simulator keeps it in progress.
    await dialog.getByLabel('Numéro de paiement').fill('90112232');
    await dialog.getByRole('button', { name: /^Payer / }).click();

    await expect(page).toHaveURL(/\/reservation-confirmation$/);
    await expect(page.getByTestId('reservation-payment-status')).toHaveText('Paiement en attente');
    await expect(page.getByText('En attente de votre confirmation')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Panier (vide)' })).toBeVisible();
    const pending = await page.evaluate(() => localStorage.getItem('pending_reservation'));
    const [reservation] = await reservationsOf(request, customer);
    expect(JSON.parse(pending!)).toMatchObject({ reservationId: reservation!.reservation_id });

    // A fresh visit to the page, without navigation state, finds it again in localStorage.
    await page.goto('/');
    await page.goto('/reservation-confirmation');
    await expect(page.getByText(`Réservation ${reservation!.code}`)).toBeVisible();
    await expect(page.getByText(dish.dish_name)).toBeVisible();

    // Another number (ending in 1) is paid: the page follows it and forgets the pending reservation.
    const retry = await request.post('/api/payment', {
      headers: customer.headers,
      data: { phone_number: '90112231', network: 'TMONEY', reservation_id: reservation!.reservation_id },
    });
    expect(retry.ok()).toBe(true);
    await expect(page.getByTestId('reservation-payment-status')).toHaveText('Payée', POLL);
    // P11.1's texts, once the reservation is paid.
    await expect(page.getByText('Réservation confirmée!', { exact: true })).toBeVisible();
    await expect(page.getByText('Vos plats seront prêts à la date et heure demandées.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pending_reservation'))).toBeNull();
  });

  test('cash at pickup: confirmed at once with the amount to bring, then collected by staff at the counter', async ({
    page,
    browser,
    request,
    customer,
  }) => {
    const admin = await adminSession(request);
    await allowCash(request, admin);
    const { dialog, dish } = await openCartReservation(page, request, customer);
    await dialog.getByLabel('Date de retrait').fill(day(1));
    await dialog.getByLabel('Heure').selectOption('12:00');
    await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await dialog.getByRole('button', { name: 'Espèces au retrait' }).click();
    await expect(dialog.getByText('Réservation confirmée !')).toBeVisible();
    await expect(dialog.getByText(/À payer au retrait, en espèces/)).toContainText(fcfa(2 * dish.dish_price));
    const [reservation] = await reservationsOf(request, customer);

    const staff = await openAs(browser, admin, '/admin/reservations');
    const card = staff.getByRole('article', { name: `Réservation ${reservation!.code}` });
    await expect(card).toContainText('Espèces au retrait');
    await card.getByRole('button', { name: 'Espèces encaissées' }).click();
    await card.getByRole('button', { name: 'Confirmer' }).click();
    await expect(card).toContainText('Payée');
    expect((await reservationsOf(request, customer))[0]).toMatchObject({ is_paid: true });
  });
});

test.describe('pre-reservation page', () => {
  test('a visitor fills the basket, which asks to log in before confirming', async ({ page, request }) => {
    const menu = await menuOf(request);
    const starters = menu.categories.find((c) => c.name === 'Entrées')!;
    const [first, second] = menu.dishes.filter((d) => d.specialite_id === starters.id);
    const advance = menu.dishes.find((d) => d.requires_advance_notice)!;

    await page.goto('/reservations');
    await expect(page.getByRole('heading', { name: 'Réservation de Plats' })).toBeVisible();
    await expect(page.getByText(/jusqu'à 7 jours à l'avance/)).toBeVisible();
    await expect(
      page.getByRole('article', { name: advance.dish_name }).getByText("À commander 24 h à l'avance"),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Entrées' }).click();
    await expect(page.getByRole('article')).toHaveCount(
      menu.dishes.filter((d) => d.specialite_id === starters.id).length,
    );
    await expect(page.getByRole('article', { name: advance.dish_name })).toHaveCount(0);

    await page.getByRole('button', { name: `Réserver ${first!.dish_name}` }).click();
    await page.getByRole('button', { name: `Réserver ${first!.dish_name}` }).click();
    await page.getByRole('button', { name: `Réserver ${second!.dish_name}` }).click();
    await expect(page.getByRole('button', { name: /^Ma Réservation 3/ })).toBeVisible();

    await page.getByRole('button', { name: /^Ma Réservation/ }).click();
    const modal = page.getByRole('dialog', { name: 'Ma Réservation' });
    await expect(modal.getByTestId('preorder-total')).toHaveText(
      fcfa(2 * first!.dish_price + second!.dish_price),
    );
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: portion('add', first!.dish_name) }).click();
    await expect(modal.getByTestId('preorder-total')).toHaveText(
      fcfa(3 * first!.dish_price + second!.dish_price),
    );
    // Below 1 the line goes (P11.4).
    await modal.getByRole('button', { name: portion('remove', second!.dish_name) }).click();
    await expect(modal.getByText(second!.dish_name)).toHaveCount(0);
    await expect(modal.getByTestId('preorder-total')).toHaveText(fcfa(3 * first!.dish_price));

    await modal.getByRole('button', { name: 'Confirmer la Réservation' }).click();
    const login = page.getByRole('dialog', { name: 'Connexion requise' });
    await login.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The basket waits in localStorage for the visitor's return.
    const basket = JSON.parse((await page.evaluate(() => localStorage.getItem('preorder_basket')))!);
    expect(basket).toEqual([expect.objectContaining({ id: first!.dish_id, quantity: 3 })]);
  });

  test('a customer confirms a pre-reservation: validated form, real reservation, then its payment', async ({
    page,
    request,
    customer,
  }) => {
    const menu = await menuOf(request);
    const mains = menu.categories.find((c) => c.name === 'Plats Principaux')!;
    const dish = menu.dishes.find((d) => d.specialite_id === mains.id && !d.requires_advance_notice)!;
    await loginInBrowser(page, customer);
    await page.goto('/reservations');

    await page.getByRole('button', { name: 'Ma Réservation' }).click();
    const modal = page.getByRole('dialog', { name: 'Ma Réservation' });
    await expect(modal.getByText("Vous n'avez encore réservé aucun plat")).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Parcourir le menu' })).toBeVisible();
    await modal.getByRole('button', { name: 'Fermer' }).click();

    await page.getByRole('button', { name: 'Plats Principaux' }).click();
    await page.getByRole('button', { name: `Réserver ${dish.dish_name}` }).click();
    await page.getByRole('button', { name: `Réserver ${dish.dish_name}` }).click();
    await page.getByRole('button', { name: /^Ma Réservation/ }).click();

    // Prefilled from the account.
    await expect(modal.getByLabel('Nom complet')).toHaveValue('Kossi Agbeko');
    await expect(modal.getByLabel('Email')).toHaveValue(customer.email);
    await modal.getByLabel('Téléphone').fill('');
    // Past the 7 days, refused (not today: today's hours already gone are not offered, and the test runs at any hour).
    await modal.getByLabel('Date').fill(day(9));
    await modal.getByLabel('Heure').selectOption('12:00');
    await modal.getByRole('button', { name: 'Confirmer la Réservation' }).click();
    await expect(modal.getByText('Veuillez saisir votre numéro de téléphone')).toBeVisible();
    await expect(modal.getByLabel('Téléphone')).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByLabel('Téléphone')).toHaveAccessibleDescription(
      'Veuillez saisir votre numéro de téléphone',
    );
    await expect(modal.getByLabel('Nom complet')).toHaveAttribute('aria-invalid', 'false');
    await expect(
      modal.getByText('La date de retrait doit être comprise entre demain et les 7 prochains jours.'),
    ).toBeVisible();

    await modal.getByLabel('Téléphone').fill('91 22 33 41');
    await modal.getByLabel('Date').fill(day(3));
    await modal.getByLabel('Heure').selectOption('12:00');
    await modal.getByLabel('Remarques (facultatif)').fill('Pour un anniversaire');
    await modal.getByRole('button', { name: 'Confirmer la Réservation' }).click();

    // Made but not paid: it is not confirmed yet, and the modal goes on to its payment.
    await expect(modal.getByText(/Réservation \S+ enregistrée/)).toBeVisible();
    const [reservation] = await reservationsOf(request, customer);
    await expect(modal.getByText(`Réservation ${reservation!.code} enregistrée`)).toBeVisible();
    await expect(modal.getByText('Payez-la pour la confirmer', { exact: false })).toBeVisible();
    await expect(modal.getByText('Réservation confirmée!')).toHaveCount(0);
    expect(reservation).toMatchObject({
      source: 'preorder',
      total_price: 2 * dish.dish_price,
      is_paid: false,
    });
    await expect(modal.getByTestId('payment-amount')).toHaveText(fcfa(reservation!.total_price));
    await expect(modal.getByLabel('Numéro de paiement')).toHaveValue('91223341');
    expect(await page.evaluate(() => localStorage.getItem('preorder_basket'))).toBe('[]');
    await expectNoSeriousA11yViolations(page);

    // Ends in 1: paid after 1.5 s; the payment is followed on the reservation's page, as from the cart.
    await modal.getByRole('button', { name: /^Payer / }).click();
    await expect(page).toHaveURL(/\/reservation-confirmation$/);
    await expect(page.getByTestId('reservation-payment-status')).toHaveText('Payée', POLL);
  });

  test('a pre-reservation closed before paying waits, unpaid, with a way to pay it', async ({
    page,
    request,
    customer,
  }) => {
    const dish = (await menuOf(request)).dishes.find((d) => !d.requires_advance_notice)!;
    await loginInBrowser(page, customer);
    await page.goto('/reservations');
    await page.getByRole('button', { name: `Réserver ${dish.dish_name}` }).click();
    await page.getByRole('button', { name: /^Ma Réservation/ }).click();
    const modal = page.getByRole('dialog', { name: 'Ma Réservation' });
    await modal.getByLabel('Date').fill(day(2));
    await modal.getByLabel('Heure').selectOption('13:00');
    await modal.getByRole('button', { name: 'Confirmer la Réservation' }).click();
    await expect(modal.getByText('Payez-la pour la confirmer', { exact: false })).toBeVisible();
    await modal.getByRole('button', { name: 'Fermer' }).click();

    const [reservation] = await reservationsOf(request, customer);
    await expect(page.getByText(`Réservation ${reservation!.code} enregistrée`)).toBeVisible();
    await expect(page.getByText('Elle sera confirmée une fois payée.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('preorder-reserved-total')).toHaveText(fcfa(reservation!.total_price));
    await page.getByRole('link', { name: 'Mes réservations' }).click();
    await expect(page).toHaveURL(/\/mes-reservations$/);
    await expect(page.getByRole('article', { name: `Réservation ${reservation!.code}` })).toBeVisible();
  });

  test("a basket saved days ago is priced from today's menu; a session ended meanwhile asks to log in, keeping it", async ({
    page,
    request,
    customer,
  }) => {
    const [dish] = (await menuOf(request)).dishes;
    // Saved with an old price: the basket must total what the restaurant charges today.
    await page.addInitScript((d) => {
      if (localStorage.getItem('preorder_basket')) return;
      const line = { id: d.dish_id, name: d.dish_name, price: 100, image: '', category: 'all', quantity: 2 };
      localStorage.setItem('preorder_basket', JSON.stringify([line]));
    }, dish!);
    await loginInBrowser(page, customer);
    await page.goto('/reservations');
    await page.getByRole('button', { name: /^Ma Réservation/ }).click();
    const modal = page.getByRole('dialog', { name: 'Ma Réservation' });
    await expect(modal.getByTestId('preorder-total')).toHaveText(fcfa(2 * dish!.dish_price));

    // The session ends on the server (logout on another device, password change) while the form is filled.
    expect((await request.post('/api/logout', { headers: customer.headers })).ok()).toBe(true);
    await modal.getByLabel('Date').fill(day(2));
    await modal.getByLabel('Heure').selectOption('12:00');
    await modal.getByRole('button', { name: 'Confirmer la Réservation' }).click();

    await expect(page.getByRole('dialog', { name: 'Connexion requise' })).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Utilisateur non authentifié')).toHaveCount(0);
    const basket = JSON.parse((await page.evaluate(() => localStorage.getItem('preorder_basket')))!);
    expect(basket).toEqual([expect.objectContaining({ id: dish!.dish_id, quantity: 2 })]);
  });
});

test.describe('24 h notice', () => {
  test("a dish marked 'Réservation à l'avance' is refused for a pickup less than 24 h away, in the form and by the server", async ({
    page,
    request,
    customer,
  }) => {
    const notice = (await menuOf(request)).dishes.find((d) => d.requires_advance_notice)!;
    await putInCart(page, notice);
    await loginInBrowser(page, customer);
    await page.goto('/cart');
    await page.getByRole('tab', { name: 'Réservation' }).click();
    await page.getByRole('button', { name: 'Réserver', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Réserver mes plats' });
    await expect(
      dialog.getByText(`${notice.dish_name} : à réserver au moins 24 h à l'avance.`, { exact: false }),
    ).toBeVisible();

    const soon = pickupWithinADay();
    await dialog.getByLabel('Date de retrait').fill(soon.date);
    await dialog.getByLabel('Heure').selectOption(soon.time);
    await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    const refusal = new RegExp(
      `^${notice.dish_name} se réserve 24 h à l'avance : retrait possible à partir du `,
    );
    await expect(dialog.getByRole('alert')).toHaveText(refusal);
    await expect(dialog.getByLabel('Date de retrait')).toHaveAttribute('aria-invalid', 'true');
    expect(await reservationsOf(request, customer)).toEqual([]);

    // The server refuses it too, whatever the page says.
    const direct = await request.post('/api/reservations', {
      headers: customer.headers,
      data: {
        dishes: [{ dish_id: notice.dish_id, quantity: 1 }],
        reservation_date: `${soon.date} ${soon.time}:00`,
      },
    });
    expect(direct.status()).toBe(422);
    expect((await direct.json()).message).toMatch(refusal);

    await dialog.getByLabel('Date de retrait').fill(day(2));
    await dialog.getByLabel('Heure').selectOption('12:00');
    await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(dialog.getByText('Étape 2 sur 3')).toBeVisible();
    const [reservation] = await reservationsOf(request, customer);
    expect(reservation).toMatchObject({ total_price: notice.dish_price, is_paid: false });
  });
});
