import { randomUUID } from 'node:crypto';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  fcfa,
  fillRegistration,
  loginInBrowser,
  loginThroughForm,
  registerUser,
  stat,
} from './fixtures';

// Lomé, a few hundred metres from the restaurant; the apporteur copies its link through the clipboard.
const geolocation = { latitude: 6.135, longitude: 1.225 };
test.use({ permissions: ['geolocation', 'clipboard-read', 'clipboard-write'], geolocation });
// Payment dialogs and /payment-status poll every 10 s (P6.8): a settled payment shows on the second poll.
// A journey waits on its payment in the page: minutes on a busy machine.
test.describe.configure({ timeout: 240_000 });
const POLL = { timeout: 25_000 };

test('a sponsor registers, pays the activation on its phone and reaches an active dashboard', async ({
  page,
}) => {
  const email = `sponsor-${randomUUID().slice(0, 10)}@example.com`;
  await page.goto('/register?type=sponsor');
  await fillRegistration(page, { firstname: 'Komlan', lastname: 'Adjo', email });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL('/sponsor-payment');
  await expect(page.getByTestId('sponsor-amount')).toHaveText(fcfa(200000));
  await page.getByLabel('Numéro de téléphone mobile money').fill('90112231');
  await page.getByLabel('Réseau', { exact: true }).selectOption('TMONEY');
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByText('Paiement initié! Vérifiez votre téléphone pour confirmer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Traitement en cours...' })).toBeDisabled();

  await expect(page).toHaveURL(/\/payment-status\?payment_id=/);
  await expect(page.getByTestId('payment-status')).toHaveText('Paiement confirmé', POLL);
  await page.getByRole('link', { name: 'Mon tableau de bord' }).click();

  await expect(page).toHaveURL('/sponsor-dashboard');
  await expect(page.getByTestId('account-badge')).toHaveText('Sponsor Premium');
  await expect(page.getByTestId('activation-pending')).toHaveCount(0);
  await expect(page.getByText(`${fcfa(25000)} pour chaque sponsor parrainé`, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a sponsor who did not pay logs in later, sees the pending activation and pays it', async ({
  page,
  request,
}) => {
  const sponsor = await registerUser(request, {
    user_status: 'sponsor',
    firstname: 'Afi',
    lastname: 'Lawson',
  });
  await loginThroughForm(page, sponsor.email);

  await page.goto('/profile');
  const banner = page.getByTestId('activation-pending');
  await expect(banner.getByRole('heading', { name: 'Activation en attente' })).toBeVisible();
  await expect(banner).toContainText(fcfa(200000));

  await page.goto('/sponsor-dashboard');
  await expect(page.getByTestId('account-badge')).toHaveText("Apporteur d'affaires");
  await expect(page.getByTestId('activation-pending')).toBeVisible();
  await expect(
    page.getByText(`${fcfa(25000)} pour chaque sponsor parrainé (dès l’activation de votre compte)`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('activation-pending').getByRole('button', { name: "Payer l'activation" }).click();
  await expect(page).toHaveURL('/sponsor-payment');
  await expect(page.getByText('Afi Lawson')).toBeVisible();
  await expect(page.getByTestId('sponsor-amount')).toHaveText(fcfa(200000));
  await page.getByLabel('Numéro de téléphone mobile money').fill('90112231');
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByText('Paiement initié! Vérifiez votre téléphone pour confirmer.')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Paiement confirmé', POLL);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Mon Profil' })).toBeVisible();
  await expect(page.getByTestId('activation-pending')).toHaveCount(0);
  await page.goto('/sponsor-dashboard');
  await expect(page.getByTestId('account-badge')).toHaveText('Sponsor Premium');
});

test('the dashboard keeps large amounts on one line on a 360 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const apporteur = await registerUser(request, { user_status: 'apporteur', firstname: 'Akossiwa' });
  // A long-standing referrer's figures in place of a new account's zeros: 7 digits are the widest to fit.
  const figures = { total_earnings: 1_234_567, pending_earnings: 254_369 };
  await page.route('**/api/sponsor/dashboard', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), ...figures } });
  });
  await loginInBrowser(page, apporteur);
  await page.goto('/sponsor-dashboard');
  for (const [label, amount] of [
    ['Gains totaux', figures.total_earnings],
    ['Gains en attente', figures.pending_earnings],
  ] as const) {
    const value = stat(page, label);
    await expect(value).toHaveText(fcfa(amount));
    // One line box for the text (a wrapped 'FCF' / 'A' gives two), and nothing cut off at the card's edge.
    const layout = await value.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
      const card = el.closest('.card')!.getBoundingClientRect();
      const text = range.getBoundingClientRect();
      return { lines: lines.size, inside: text.left >= card.left && text.right <= card.right };
    });
    expect(layout, label).toEqual({ lines: 1, inside: true });
  }
  await page.screenshot({ path: test.info().outputPath('dashboard-360.png'), fullPage: false });
});
