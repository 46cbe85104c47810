import {
  adminSession,
  addFromCard,
  expect,
  firstCategoryDishes,
  fcfa,
  loginInBrowser,
  menuOf,
  test,
  openAs,
  readOutbox,
} from './fixtures';
import type { APIRequestContext } from '@playwright/test';

// Orders staff take by phone, and cash at the door (docs/product.md P8). The simulator settles a push after 1.5 s.
test.describe.configure({ timeout: 90_000 });
test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.135, longitude: 1.225 } });

/** A number of its own for each run (ending in 1: the simulator pays it). */
const callerPhone = () => `93${String(Date.now()).slice(-5)}1`;

/** The demo restaurant takes cash up to 20 000 FCFA; made sure of, whatever ran before. */
async function cashOn(request: APIRequestContext, headers: { authorization: string }) {
  const current = await (await request.get('/api/admin/settings', { headers })).json();
  if (current.cash_max_amount >= 20_000) return;
  const saved = await request.put('/api/admin/settings', {
    headers,
    data: { ...current, cash_max_amount: 20_000 },
  });
  expect(saved.ok()).toBe(true);
}

test('staff enter a phone order and the caller’s payment turns it paid on the board', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const dish = (await menuOf(request)).dishes.find((d) => !d.requires_advance_notice)!;
  const phone = callerPhone();
  await loginInBrowser(page, admin);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Nouvelle commande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle commande' });
  await dialog.getByLabel('Téléphone (8 chiffres ou +228…)').fill(phone);
  await expect(dialog.getByText('Nouveau client')).toBeVisible();
  await dialog.getByLabel('Prénom').fill('Kossiwa');
  await dialog.getByLabel('Chercher un plat').fill(dish.dish_name.slice(0, 5));
  await dialog
    .getByRole('listitem')
    .filter({ hasText: dish.dish_name })
    .getByRole('button', { name: 'Ajouter' })
    .first()
    .click();
  await dialog.getByLabel('Adresse', { exact: true }).fill('Tokoin, près de la pharmacie');
  // The point is tapped on the map (its tiles need the internet; the tap works on the blank map).
  const map = dialog.getByRole('group', { name: 'Carte : touchez pour placer le point de livraison' });
  await map.locator('.leaflet-container').click({ position: { x: 200, y: 90 } });
  await expect(dialog.getByText('Point de livraison placé.')).toBeVisible();
  // What the push will ask, priced by the server before it is sent; the number (93…) is a TMONEY one.
  await expect(dialog.getByLabel('Montant à payer')).toContainText(`Total à payer${fcfa(dish.dish_price)}`);
  await expect(dialog.getByLabel('TMONEY')).toBeChecked();
  await dialog.getByRole('button', { name: 'Envoyer la demande de paiement' }).click();
  await expect(dialog.getByRole('status')).toContainText('le client valide');
  // The caller approves on their phone; the dialog and the board follow.
  await expect(dialog.getByText(/Commande CMD-[A-Z2-9]{8} payée/)).toBeVisible({ timeout: 20_000 });
  const code = (await dialog.getByText(/Commande CMD-/).textContent())!.match(/CMD-[A-Z2-9]{8}/)![0];
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  const card = page.getByRole('article', { name: `Commande ${code}` });
  await expect(card).toContainText('Téléphone');
  await expect(card).toContainText('Payée', { timeout: 10_000 });
  await expect(card).toContainText(`1 × ${dish.dish_name}`);
});

test('a cash order through the checkout is accepted at once and collected on the board', async ({
  browser,
  page,
  request,
  customer,
}) => {
  const admin = await adminSession(request);
  await cashOn(request, admin.headers);
  const dish = (await firstCategoryDishes(request))[0]!;
  await loginInBrowser(page, customer);
  await page.goto('/menu');
  await addFromCard(page.getByRole('article', { name: dish.dish_name }), dish.dish_name);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const checkout = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  await checkout.getByLabel('Adresse de livraison').fill('Bè Kpota, rue des Cocotiers');
  await checkout.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(checkout.getByText(/Position enregistrée/)).toBeVisible();
  await checkout.getByLabel('Téléphone du destinataire').fill('90112233');
  await checkout.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await checkout.getByRole('button', { name: 'Espèces à la livraison' }).click();
  await expect(page).toHaveURL(/\/order-confirmation/, { timeout: 10_000 });
  await expect(page.getByText(`Préparez ${fcfa(dish.dish_price)} en espèces`)).toBeVisible();
  const code = (await page
    .getByText(/CMD-[A-Z2-9]{8}/)
    .first()
    .textContent())!.match(/CMD-[A-Z2-9]{8}/)![0];

  const staff = await openAs(browser, admin, '/admin');
  const card = staff.getByRole('article', { name: `Commande ${code}` });
  await expect(card).toContainText('Confirmée');
  await expect(card).toContainText(`À encaisser ${fcfa(dish.dish_price)}`);
  await card.getByRole('button', { name: 'Espèces encaissées' }).click();
  await expect(card.getByLabel('Montant encaissé')).toHaveValue(String(dish.dish_price));
  await card.getByRole('button', { name: 'Confirmer' }).click();
  await expect(card).toContainText('Payée', { timeout: 10_000 });
  await expect(card).not.toContainText('À encaisser');
  // Placed unpaid, the customer was told at once what to have ready; the receipt follows the cash.
  const placed = async () =>
    (await readOutbox())
      .find((m) => m.to === customer.email && m.subject.startsWith('Commande'))
      ?.text.replace(/\s/g, ' ');
  await expect
    .poll(placed)
    .toContain(`À payer en espèces à la livraison : ${fcfa(dish.dish_price).replace(/\s/g, ' ')}`);
});

test('a counter pickup in cash reads as a pickup on the board, and its caller is told by e-mail', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  await cashOn(request, admin.headers);
  const dish = (await menuOf(request)).dishes.find((d) => !d.requires_advance_notice)!;
  const email = `comptoir-${Date.now()}@example.tg`;
  // Two hours on, on a quarter hour (Lomé time is UTC; the e2e restaurant is open around the clock).
  const pickupAt = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 900_000) * 900_000);
  await loginInBrowser(page, admin);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Nouvelle commande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle commande' });
  await dialog.getByLabel('Téléphone (8 chiffres ou +228…)').fill(callerPhone());
  await expect(dialog.getByText('Nouveau client')).toBeVisible();
  await dialog.getByLabel('Prénom').fill('Yawa');
  await dialog.getByLabel('E-mail (facultatif)').fill(email);
  await dialog.getByLabel('Chercher un plat').fill(dish.dish_name.slice(0, 5));
  await dialog
    .getByRole('listitem')
    .filter({ hasText: dish.dish_name })
    .getByRole('button', { name: 'Ajouter' })
    .first()
    .click();
  await dialog.getByLabel('Retrait au restaurant').check();
  await dialog.getByLabel('Heure de retrait').fill(pickupAt.toISOString().slice(0, 16));
  await dialog.getByLabel('Comptoir').check();
  await dialog.getByLabel('Espèces').check();
  await dialog.getByRole('button', { name: 'Enregistrer (espèces)' }).click();
  const saved = dialog.getByText(/Commande CMD-[A-Z2-9]{8} enregistrée/);
  await expect(saved).toHaveText(/enregistrée : espèces au retrait\.$/);
  const code = (await saved.textContent())!.match(/CMD-[A-Z2-9]{8}/)![0];
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const card = page.getByRole('article', { name: `Commande ${code}` });
  await expect(card).toContainText('Retrait au restaurant');
  await expect(card).toContainText('Espèces au retrait');
  await expect(card).not.toContainText(/Domicile|km|Voir sur la carte|livraison/i);
  await card.getByRole('button', { name: 'Accepter (en préparation)' }).click();
  await card.getByRole('button', { name: 'Prête à retirer' }).click();
  await expect(card.locator('.badge').first()).toHaveText('Prête à retirer');
  await expect(card.getByRole('button', { name: 'Marquer retirée' })).toBeVisible();

  await expect
    .poll(
      async () => (await readOutbox()).find((m) => m.to === email && m.subject.startsWith('Commande'))?.text,
    )
    .toContain('À payer en espèces au retrait');
});
