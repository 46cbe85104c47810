import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  firstCategoryDishes,
  putInCart,
  TEST_PASSWORD,
} from './fixtures';
import { makePng } from './support/png';

const uniqueEmail = () => `inscription-${randomUUID().slice(0, 10)}@example.com`;

async function fillPersonalInfo(page: Page, email: string) {
  await page.getByLabel('Prénom').fill('Ama');
  await page.getByLabel('Nom', { exact: true }).fill('Kouassi');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Téléphone').fill('90112233');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(TEST_PASSWORD);
  await page.getByLabel(/J'accepte les/).check();
}

async function loginThroughApi(page: Page, email: string) {
  const response = await page.request.post('/api/users/login', { data: { email, password: TEST_PASSWORD } });
  expect(response.status()).toBe(200);
  return (await response.json()).user as Record<string, unknown>;
}

test('a particular registers, sees the success message and lands home, signed in', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Particulier/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await fillPersonalInfo(page, email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page.getByText(/Inscription réussie/)).toBeVisible();
  await expect(page.getByText('Vous êtes connecté. Redirection...')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Ama' })).toBeVisible();
  const user = await loginThroughApi(page, email);
  expect(user).toMatchObject({
    user_status: 'particular',
    firstname: 'Ama',
    lastname: 'Kouassi',
    phone: '90112233',
  });
});

test('a visitor asked to sign in from the cart registers, at 390 px, and is back on the cart signed in', async ({
  page,
  request,
}) => {
  const [dish] = await firstCategoryDishes(request);
  await putInCart(page, dish!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Commander' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL('/register');

  await fillPersonalInfo(page, uniqueEmail());
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { name: dish!.dish_name })).toBeVisible();
  await page.getByRole('button', { name: 'Commander' }).click();
  await expect(page.getByRole('dialog', { name: 'Connexion requise' })).toHaveCount(0);
});

test('a visitor sent to /login by the cart who chooses to register is back on the cart too', async ({
  page,
  request,
}) => {
  const [dish] = await firstCategoryDishes(request);
  await putInCart(page, dish!);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Commander' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Se connecter' }).click();
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL('/register');

  await fillPersonalInfo(page, uniqueEmail());
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('/cart');
});

test('a company registers with its documents', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/register');
  await page.getByText('Entreprise', { exact: true }).click();
  await expect(page).toHaveURL('/register?type=company');
  await expect(page.getByRole('heading', { name: "Informations de l'entreprise" })).toBeVisible();

  await fillPersonalInfo(page, email);
  await page.getByLabel('Dénomination sociale').fill('Saveurs du Golfe SARL');
  await page.getByLabel("E-mail de l'entreprise").fill('contact@saveurs-golfe.tg');
  await page.getByLabel('NIF', { exact: true }).fill('1000123456');
  await page.getByLabel('RCCM', { exact: true }).fill('TG-LOM-2021-B-1234');
  const png = { mimeType: 'image/png', buffer: makePng(16, 16) };
  await page.getByLabel('Document NIF (image)').setInputFiles({ name: 'nif.png', ...png });
  await page.getByLabel('Photo du dirigeant').setInputFiles({ name: 'dirigeant.png', ...png });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Ama' })).toBeVisible();
  const user = await loginThroughApi(page, email);
  expect(user).toMatchObject({
    user_status: 'company',
    company: expect.objectContaining({ denomination_sociale: 'Saveurs du Golfe SARL', nif: '1000123456' }),
  });
});

test('an apporteur registers from ?type=apporteur and gets a referral code', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/register?type=apporteur');
  await expect(page.getByRole('radio', { name: /Apporteur d'affaires/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: "Informations de l'entreprise" })).toHaveCount(0);

  await fillPersonalInfo(page, email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL('/');
  const user = await loginThroughApi(page, email);
  expect(user.user_status).toBe('apporteur');
  expect(user.referral_code).toMatch(/^[A-Z0-9]{4,}$/);
});

test('a sponsor registers and is sent to the activation payment', async ({ page }) => {
  await page.goto('/register?type=sponsor');
  await expect(page.getByRole('radio', { name: /Sponsor/ })).toBeChecked();
  await fillPersonalInfo(page, uniqueEmail());
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page.getByText('Redirection vers le paiement...')).toBeVisible();
  await expect(page).toHaveURL('/sponsor-payment');
  await expect(page.getByRole('heading', { name: 'Activation de votre compte Sponsor' })).toBeVisible();
  await expect(page.getByText('Ama Kouassi')).toBeVisible();
  await expect(page.getByTestId('sponsor-amount')).toHaveText('200\u00a0000\u00a0FCFA');
  await expect(page.getByLabel('Réseau', { exact: true })).toHaveValue('TMONEY');
  await expect(page.getByLabel('Numéro de téléphone mobile money')).toHaveValue('90112233');
  await expectNoSeriousA11yViolations(page);
});

test('the sponsor payment page without registration data sends back to the form', async ({ page }) => {
  await page.goto('/sponsor-payment');
  await expect(
    page.getByText("Données de paiement manquantes. Veuillez recommencer l'inscription."),
  ).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'inscription" }).click();
  await expect(page).toHaveURL('/register?type=sponsor');
});

test('choosing an account type updates ?type= without reloading the page', async ({ page }) => {
  await page.goto('/register');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByText('Sponsor', { exact: true }).click();
  await expect(page).toHaveURL('/register?type=sponsor');
  await page.getByText("Apporteur d'affaires", { exact: true }).click();
  await expect(page).toHaveURL('/register?type=apporteur');
  await page.getByText('Particulier', { exact: true }).click();
  await expect(page).toHaveURL('/register');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test('an unknown ?type= means a particular account', async ({ page }) => {
  await page.goto('/register?type=administrateur');
  await expect(page.getByRole('radio', { name: /Particulier/ })).toBeChecked();
});

test('the strength meter, the confirmation texts and the submit checks', async ({ page }) => {
  await page.goto('/register');
  const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
  const meter = page.getByTestId('password-strength');

  await password.fill('abc');
  await expect(meter).toHaveText('Faible (20/100)');
  await expect(meter).toHaveClass(/text-danger/);
  await password.fill('abcdefgh');
  await expect(meter).toHaveText('Moyen (40/100)');
  await password.fill('Abcdefg1');
  await expect(meter).toHaveText('Fort (80/100)');
  await expect(meter).toHaveClass(/text-success/);
  await password.fill('Abcdefg1!');
  await expect(meter).toHaveText('Fort (100/100)');
  await expect(page.getByRole('progressbar', { name: 'Force du mot de passe' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  const confirmation = page.getByLabel('Confirmer le mot de passe');
  await confirmation.fill('Abcdefg1');
  await expect(page.getByText('Les mots de passe ne correspondent pas', { exact: true })).toBeVisible();
  await confirmation.fill('Abcdefg1!');
  await expect(page.getByText('Les mots de passe correspondent', { exact: true })).toBeVisible();

  // P11.6's submit checks, said under their field beside the others.
  await confirmation.fill('Abcdefg1?');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas.', { exact: true })).toBeVisible();

  await password.fill('abc');
  await confirmation.fill('abc');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Veuillez choisir un mot de passe plus fort.')).toBeVisible();
  await expect(page).toHaveURL('/register');
});

test('the empty form shows every missing field at once and focuses the first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  const firstname = page.getByLabel('Prénom');
  await expect(firstname).toBeFocused();
  await expect(firstname).toHaveAttribute('aria-invalid', 'true');
  await expect(firstname).toHaveAccessibleDescription('Veuillez renseigner votre prénom.');
  for (const message of [
    'Veuillez renseigner votre prénom.',
    'Minimum 8 chiffres requis',
    /Veuillez accepter les conditions/,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toHaveClass(/is-invalid/);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Fixed, the field lets go of its message; the focus then goes to the next one to fix.
  await firstname.fill('Ama');
  await expect(firstname).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByLabel('Adresse e-mail')).toBeFocused();
});

test('pictures are picked with a French picker that previews them', async ({ page }) => {
  await page.goto('/register?type=company');
  const picker = page.getByLabel('Photo du dirigeant');
  await expect(page.getByText('Aucun fichier choisi')).toHaveCount(3);
  await picker.setInputFiles({ name: 'dirigeant.png', mimeType: 'image/png', buffer: makePng(16, 16) });
  await expect(page.getByText('dirigeant.png')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Aperçu : Photo du dirigeant' })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Retirer', exact: true });
  await expect(remove).toHaveAccessibleDescription('Photo du dirigeant');
  await remove.click();
  await expect(page.getByText('Aucun fichier choisi')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
});

test('the phone keeps only digits and the plus sign', async ({ page }) => {
  await page.goto('/register');
  const phone = page.getByLabel('Téléphone');
  await phone.pressSequentially('+228 90-11 ab22.33');
  await expect(phone).toHaveValue('+22890112233');
});

test('required fields, the terms checkbox and an e-mail already used are explained', async ({
  page,
  customer,
}) => {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Veuillez renseigner votre prénom.')).toBeVisible();
  await expect(page.getByText('Minimum 8 chiffres requis')).toBeVisible();
  await expect(page.getByText(/Veuillez accepter les conditions/)).toBeVisible();

  await fillPersonalInfo(page, customer.email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('alert')).toContainText("Erreur lors de l'inscription:");
  await expect(page.getByText('Cette adresse e-mail est déjà utilisée.').first()).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveClass(/is-invalid/);
});
