import { test, expect, oneDishInCart, openCheckout, ordersOf, portion, submitAddress } from './fixtures';

// The customer's phone gives its position; Lomé, a few hundred metres from the restaurant.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.135, longitude: 1.225 } });
// The dialog polls every 10 s (P6.8): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 60_000 });

test('an address outside the delivery zone is refused with the server message', async ({
  page,
  request,
  customer,
  context,
}) => {
  // Kara, some 400 km north of Lomé.
  await context.setGeolocation({ latitude: 9.55, longitude: 1.19 });
  await oneDishInCart(page, request, customer);
  const dialog = await openCheckout(page);
  await submitAddress(dialog, 'Kara centre');
  await expect(dialog.getByText(/Adresse hors de notre zone de livraison \(15 km/)).toBeVisible();
  expect(await ordersOf(request, customer)).toHaveLength(0);
});

test('dishes the order rules refuse are named in the dialog instead of nothing happening', async ({
  page,
  request,
  customer,
  context,
}) => {
  const dish = await oneDishInCart(page, request, customer);
  // A cart kept from before the limit: 51 of one dish.
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[];
    localStorage.setItem('cart', JSON.stringify(cart.map((line) => ({ ...line, quantity: 51 }))));
  });
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: portion('add', dish.dish_name) })).toBeDisabled();
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  await submitAddress(dialog, 'Bè Kpota, rue des Manguiers');
  await expect(dialog.getByRole('alert')).toHaveText(
    'La quantité doit être comprise entre 1 et 50 par plat.',
  );

  // The cart emptied in another tab while the dialog is open.
  const other = await context.newPage();
  await other.goto('/cart');
  await other.getByRole('button', { name: `Supprimer ${dish.dish_name} du panier` }).click();
  await expect(other.getByText('Votre panier est vide')).toBeVisible();
  // The first tab hears of it through a storage event, which a loaded machine may deliver after a first tap.
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Veuillez ajouter des plats à votre commande', {
      timeout: 2000,
    });
  }).toPass({ timeout: 15_000 });
  expect(await ordersOf(request, customer)).toHaveLength(0);
});

test('an invalid address takes the focus to its first wrong field, which names its error', async ({
  page,
  request,
  customer,
}) => {
  await oneDishInCart(page, request, customer);
  const dialog = await openCheckout(page);
  await expect(
    dialog.getByRole('group', { name: 'Carte : touchez pour placer le point de livraison' }),
  ).toBeVisible();
  await dialog.getByLabel('Adresse de livraison').fill('Bè Kpota');
  await dialog.getByLabel('Téléphone du destinataire').fill('');
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  const position = dialog.getByRole('button', { name: 'Utiliser ma position' });
  await expect(position).toBeFocused();
  await expect(position).toHaveAccessibleDescription(
    'Veuillez indiquer votre position (géolocalisation ou point sur la carte).',
  );
  const phone = dialog.getByLabel('Téléphone du destinataire');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Veuillez saisir votre numéro de téléphone');
  await expect(dialog.getByLabel('Adresse de livraison')).not.toHaveAttribute('aria-invalid', 'true');
});
