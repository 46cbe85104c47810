import {
  test,
  expect,
  adminSession,
  day,
  fcfa,
  loginInBrowser,
  menuOf,
  openAs,
  openCartReservation,
  pickupWithinADay,
  putInCart,
  reservationsOf,
} from './fixtures';
import { allowCash } from './support/cash';

// The confirmation page polls every 10 s (P6.8): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 60_000 });
const POLL = { timeout: 25_000 };

test.describe('cart reservation', () => {
  test('refuses a pickup without date, offers today to 7 days and only the opening hours, then goes to payment', async ({
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
    // One rule with /reservations (decision 0078): today to 7 days ahead.
    // Today while a slot is left, else the next day with one: the hour CI runs at decides which.
    await expect(dialog.getByLabel('Date de retrait')).toHaveAttribute('min', /\d{4}-\d{2}-\d{2}/);
    const first = (await dialog.getByLabel('Date de retrait').getAttribute('min'))!;
    expect(first >= day(0) && first <= day(2)).toBe(true);
    await expect(dialog.getByLabel('Date de retrait')).toHaveAttribute('max', day(7));
    await dialog.getByLabel('Date de retrait').fill(day(8));
    await expect(dialog.getByLabel('Heure')).toBeDisabled();
    await expect(dialog.getByLabel('Heure')).toContainText("7 jours à l'avance au plus");

    // The picker offers the quarter hours of the opening hours (24/7 here), until closing, written 19h00.
    await dialog.getByLabel('Date de retrait').fill(day(1));
    const times = dialog.getByLabel('Heure').locator('option');
    await expect(times).toHaveCount(1 + 24 * 4);
    await expect(times.nth(1)).toHaveAttribute('value', '00:00');
    await expect(times.last()).toHaveText('23h45');

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
    // Where the customer waits: told on this phone when the dishes are ready.
    await expect(page.getByRole('button', { name: 'Me prévenir sur ce téléphone' })).toBeVisible();

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

test.describe('24 h notice', () => {
  test("a dish marked 'Réservation à l'avance' is refused for a pickup less than 24 h away, in the form and by the server", async ({
    page,
    request,
    customer,
  }) => {
    const notice = (await menuOf(request)).dishes.find((d) => d.advance_notice_hours === 24)!;
    await putInCart(page, notice);
    await loginInBrowser(page, customer);
    await page.goto('/cart');
    await page.getByRole('tab', { name: 'Réservation' }).click();
    await page.getByRole('button', { name: 'Réserver', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Réserver mes plats' });
    await expect(
      dialog.getByText(`${notice.dish_name} se réserve 24 h à l'avance : seules les heures possibles`, {
        exact: false,
      }),
    ).toBeVisible();

    // Nothing today can be ready in 24 h: the form offers no time then, and the first day offered is tomorrow.
    await expect(dialog.getByLabel('Date de retrait')).toHaveAttribute('min', /\d{4}-\d{2}-\d{2}/);
    const firstDay = (await dialog.getByLabel('Date de retrait').getAttribute('min'))!;
    // Tomorrow, or later when 24 h from now falls after tomorrow's closing (the hour CI runs at decides).
    expect(firstDay >= day(1) && firstDay <= day(3)).toBe(true);
    await dialog.getByLabel('Date de retrait').fill(day(0));
    await expect(dialog.getByLabel('Heure')).toBeDisabled();
    // Today offers no time: nothing can be ready in 24 h (or the restaurant is closed today).
    await expect(dialog.getByLabel('Heure')).toContainText(
      /Aucune heure possible ce jour-là|Fermé ce jour-là/,
    );
    const soon = pickupWithinADay();
    const refusal = new RegExp(
      `^${notice.dish_name} se réserve 24 h à l'avance : retrait possible à partir de .+ à \\d{2}h\\d{2}\\.$`,
    );

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
    expect(await reservationsOf(request, customer)).toEqual([]);

    await dialog.getByLabel('Date de retrait').fill(day(2));
    await dialog.getByLabel('Heure').selectOption('12:00');
    await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(dialog.getByText('Étape 2 sur 3')).toBeVisible();
    const [reservation] = await reservationsOf(request, customer);
    expect(reservation).toMatchObject({ total_price: notice.dish_price, is_paid: false });
  });
});
