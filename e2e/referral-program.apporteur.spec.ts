import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  fcfa,
  fillRegistration,
  firstCategoryDishes,
  loginInBrowser,
  menuOf,
  ordersOf,
  placePaidOrder,
  registerUser,
  stat,
  TEST_PASSWORD,
  type MenuDish,
  type RegisteredUser,
  addLabel,
} from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

// Lomé, a few hundred metres from the restaurant; the apporteur copies its link through the clipboard.
const geolocation = { latitude: 6.135, longitude: 1.225 };
test.use({ permissions: ['geolocation', 'clipboard-read', 'clipboard-write'], geolocation });
// Payment dialogs and /payment-status poll every 10 s (P6.8): a settled payment shows on the second poll.
// The first journey pays seven orders and waits on two of them in the page: minutes on a busy machine.
test.describe.configure({ timeout: 240_000 });
const POLL = { timeout: 25_000 };

/** Reloads the dashboard until `check` passes: rewards are written when the payment is applied. */
async function untilDashboardShows(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 30_000 });
}

/** The same account as an API session, for orders placed without the browser. */
async function apiSession(request: APIRequestContext, email: string): Promise<RegisteredUser> {
  const res = await request.post('/api/users/login', { data: { email, password: TEST_PASSWORD } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { authorisation: { token: string }; user: RegisteredUser['user'] };
  const token = body.authorisation.token;
  return {
    email,
    password: TEST_PASSWORD,
    token,
    user: body.user,
    registration: {},
    headers: { authorization: `Bearer ${token}` },
  };
}

/** From the cart: 'Commander', an address with the browser's position, then a payment the simulator accepts. */
async function orderAndPayFromCart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  await dialog.getByLabel('Adresse de livraison').fill('Tokoin Casablanca, portail vert');
  await dialog.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(dialog.getByText(/Position enregistrée/)).toBeVisible();
  // Prefilled from the account when it has a phone; typed otherwise.
  const phone = dialog.getByLabel('Téléphone du destinataire');
  if (await phone.isVisible()) await phone.fill('90112233');
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await dialog.getByLabel('Numéro de paiement').fill('90112231');
  await dialog.getByRole('button', { name: /^Payer / }).click();
  await expect(dialog.getByText('Paiement confirmé !')).toBeVisible(POLL);
  await expect(page).toHaveURL(/\/order-confirmation$/);
  return dialog;
}

async function addFromMenu(page: Page, dish: MenuDish) {
  await page.goto('/menu');
  await page
    .getByRole('article', { name: dish.dish_name })
    .getByRole('button', { name: addLabel(dish.dish_name), exact: true })
    .click();
  // A tap before the page is alive is replayed once it is: leaving at once could lose it.
  await expect(page.getByText(`${dish.dish_name} ajouté au panier!`)).toBeVisible();
}

test('an apporteur shares the link, a friend registers through it and orders, the apporteur earns and eats a free dish', async ({
  page,
  browser,
  request,
}) => {
  const [friendDish, apporteurDish] = await firstCategoryDishes(request);
  const menu = await menuOf(request);
  // The free dish: any dish up to the 5 000 FCFA cap, other than the one the apporteur pays for.
  const freeDish = menu.dishes.find((d) => d.dish_price <= 5000 && d.dish_id !== apporteurDish!.dish_id)!;
  const commission = Math.floor(friendDish!.dish_price / 100);

  // The apporteur opens the dashboard and shares its link.
  const apporteur = await registerUser(request, {
    user_status: 'apporteur',
    firstname: 'Akossiwa',
    lastname: 'Dogbe',
  });
  const code = String(apporteur.user.referral_code);
  await loginInBrowser(page, apporteur);
  await page.goto('/sponsor-dashboard');
  await expect(page.getByTestId('account-badge')).toHaveText("Apporteur d'affaires");
  await expect(stat(page, 'Filleuls')).toHaveText('0');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Générer mes liens' }).click();
  await expect(page.getByText('Liens générés avec succès!')).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Mes liens de parrainage' });
  await expect(
    modal.getByText(
      'Vous gagnez 1% sur toutes les commandes de vos filleuls et un plat offert toutes les 5 commandes de chacun.',
    ),
  ).toBeVisible();
  await modal.getByRole('button', { name: 'QR Code' }).click();
  await expect(modal.getByAltText('QR code de votre lien de parrainage')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Télécharger' }).click();
  const png = await download;
  expect(png.suggestedFilename()).toBe(`parrainage-${code}.png`);
  const bytes = await fs.readFile((await png.path())!);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  // A card, not a bare square: the restaurant's name above the code, the referrer, code and link below.
  const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  expect(width).toBe(600);
  // The restaurant's name above a 480 px code, then at least the referrer, the code and one line of link below.
  expect(height).toBeGreaterThan(width + 60);

  await modal.getByRole('button', { name: 'Copier' }).click();
  await expect(modal.getByText('Lien copié dans le presse-papier!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await expect(modal.getByLabel("Lien d'inscription")).toHaveValue(link);
  expect(new URL(link).pathname).toBe(`/ref/${code}`);
  await expect(modal.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(
      `^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    ),
  );
  // P11.7: the copy feedback lasts 2 s.
  await expect(modal.getByText('Lien copié dans le presse-papier!')).toBeHidden({ timeout: 4_000 });
  await modal.getByRole('button', { name: 'Fermer' }).click();

  // A friend opens the link in its own browser, registers and logs in.
  const friendContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Lome',
    permissions: ['geolocation'],
    geolocation,
  });
  const friend = await friendContext.newPage();
  const friendEmail = `filleul-${randomUUID().slice(0, 10)}@example.com`;
  await friend.goto(link);
  await expect(friend.getByRole('heading', { name: 'Akossiwa Dogbe' })).toBeVisible();
  await friend.getByRole('link', { name: 'Créer mon compte' }).click();
  await expect(friend.getByText('Sponsor validé: Akossiwa Dogbe')).toBeVisible();
  await fillRegistration(friend, { firstname: 'Yao', lastname: 'Mensah', email: friendEmail });
  await friend.getByRole('button', { name: 'Créer mon compte' }).click();
  // Signed in by the registration itself.
  await expect(friend).toHaveURL('/');
  await expect(friend.getByRole('button', { name: 'Yao' })).toBeVisible();

  // The first order through the site, paid on the phone.
  await addFromMenu(friend, friendDish!);
  await friend.goto('/cart');
  await orderAndPayFromCart(friend);
  const friendSession = await apiSession(request, friendEmail);
  const [firstOrder] = await ordersOf(request, friendSession);
  expect(firstOrder).toMatchObject({ is_paid: true, total_price: friendDish!.dish_price });

  // The apporteur sees the friend and the 1% of that order.
  await untilDashboardShows(page, async () => {
    await expect(stat(page, 'Filleuls')).toHaveText('1', { timeout: 2_000 });
    await expect(stat(page, 'Gains en attente')).toHaveText(fcfa(commission), { timeout: 2_000 });
  });
  const recent = page.getByRole('list', { name: 'Commandes récentes' }).getByRole('listitem');
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText(firstOrder!.code_commande);
  await expect(recent.first()).toContainText('Yao');
  await expect(recent.first()).toContainText(`+${fcfa(commission)}`);
  await expect(stat(page, 'Plats gratuits')).toHaveText('0');
  await page.getByRole('button', { name: 'Mon réseau' }).click();
  const network = page.getByRole('list', { name: 'Mon réseau' }).getByRole('listitem');
  await expect(network.first()).toContainText('Yao Mensah');
  await expect(network.first()).toContainText('Niveau 1');

  // Orders 2 to 5, paid through the API to keep the journey short: the 5th earns a free dish.
  for (let i = 2; i <= 5; i++) {
    await placePaidOrder(request, friendSession, [{ dish_id: friendDish!.dish_id, quantity: 1 }]);
  }
  await untilDashboardShows(page, async () => {
    await expect(stat(page, 'Plats gratuits')).toHaveText('1', { timeout: 2_000 });
  });
  await expect(stat(page, 'Gains totaux')).toHaveText(fcfa(5 * commission));
  await expect(page.getByRole('list', { name: 'Commandes récentes' }).getByRole('listitem')).toHaveCount(5);

  // The apporteur puts a dish in its cart, then uses the free dish on top of it.
  await addFromMenu(page, apporteurDish!);
  await page.goto('/sponsor-dashboard');
  await page.getByRole('button', { name: 'Mes gains' }).click();
  const credits = page.getByRole('list', { name: 'Plats gratuits' }).getByRole('listitem');
  await expect(credits).toHaveCount(1);
  await expect(credits.first()).toContainText('Plat surprise');
  await expect(credits.first()).toContainText('Disponible');
  await expect(page.getByRole('list', { name: 'Historique des gains' }).getByRole('listitem')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
  await credits.first().getByRole('button', { name: 'Utiliser : Plat surprise' }).click();
  const picker = page.getByRole('dialog', { name: 'Choisissez votre plat offert' });
  await picker.getByRole('radio', { name: new RegExp(`^${freeDish.dish_name} ·`) }).check();
  await picker.getByRole('button', { name: 'Ajouter au panier' }).click();

  await expect(page).toHaveURL('/cart');
  const freeLine = page.getByRole('listitem').filter({ hasText: freeDish.dish_name });
  await expect(freeLine.getByText('1 offert')).toBeVisible();
  await expect(freeLine.getByTestId('free-dish-line-total')).toContainText(fcfa(0));
  await expect(page.getByText(`Plat offert (${freeDish.dish_name})`)).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(fcfa(apporteurDish!.dish_price));

  const dialog = await orderAndPayFromCart(page);
  await expect(dialog).toBeHidden();
  const [eaten] = await ordersOf(request, apporteur);
  expect(eaten).toMatchObject({
    is_paid: true,
    total_price: apporteurDish!.dish_price,
    discount_amount: freeDish.dish_price,
  });

  await page.goto('/sponsor-dashboard');
  await expect(stat(page, 'Plats gratuits')).toHaveText('0');
  await friendContext.close();
});
