import {
  test,
  expect,
  day,
  expectNoSeriousA11yViolations,
  fcfa,
  loginInBrowser,
  menuOf,
  portion,
  reservationsOf,
} from './fixtures';

// The confirmation page polls every 10 s (P6.8): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 60_000 });
const POLL = { timeout: 25_000 };

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
      page
        .getByRole('article', { name: advance.dish_name })
        .getByText(`À commander ${advance.advance_notice_hours} h à l'avance`),
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
    await expect(modal.getByLabel('E-mail', { exact: true })).toHaveValue(customer.email);
    await modal.getByLabel('Téléphone').fill('');
    // Today to 7 days, as in the cart (decision 0078): past them no time is offered.
    await expect(modal.getByLabel('Date')).toHaveAttribute('max', day(7));
    await modal.getByLabel('Date').fill(day(9));
    await expect(modal.getByLabel('Heure')).toBeDisabled();
    await modal.getByRole('button', { name: 'Confirmer la Réservation' }).click();
    await expect(modal.getByText('Veuillez saisir votre numéro de téléphone')).toBeVisible();
    await expect(modal.getByLabel('Téléphone')).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByLabel('Téléphone')).toHaveAccessibleDescription(
      'Veuillez saisir votre numéro de téléphone',
    );
    await expect(modal.getByLabel('Nom complet')).toHaveAttribute('aria-invalid', 'false');
    await expect(modal.getByLabel('Heure')).toHaveAccessibleDescription(
      /Veuillez sélectionner une date et une heure de retrait/,
    );

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
