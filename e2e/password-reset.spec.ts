import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, readOutbox, type OutboxMail } from './fixtures';

const NEW_PASSWORD = 'Nouveau-Mdp-2026';

async function resetMailFor(email: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      mail = (await readOutbox()).find((m) => m.to.includes(email) && /Réinitialisation/.test(m.subject));
      return !!mail;
    })
    .toBe(true);
  return mail!;
}

async function requestCode(page: Page, email: string) {
  await page.goto('/forgotpassword');
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(page.getByRole('heading', { name: 'Vérification du code' })).toBeVisible();
}

test('a forgotten password is reset with the e-mailed code, then the new one logs in', async ({
  page,
  customer,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await requestCode(page, customer.email);

  const mail = await resetMailFor(customer.email);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  await page.getByLabel('Code de réinitialisation').fill(code!);
  await page.getByRole('button', { name: 'Vérifier le code' }).click();

  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(`${NEW_PASSWORD}x`);
  await expect(page.getByText('Les mots de passe ne correspondent pas', { exact: true })).toBeVisible();
  await page.getByLabel('Confirmer le mot de passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();

  await expect(page.getByRole('heading', { name: 'Mot de passe réinitialisé' })).toBeVisible();
  await expect(page).toHaveURL('/login');

  // The reset ends the sessions opened with the old password.
  expect((await page.request.get('/api/me', { headers: customer.headers })).status()).toBe(401);
  await page.getByLabel('Adresse e-mail').fill(customer.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/');
});

test("the e-mail's link opens the code step with the code and address filled in", async ({
  page,
  customer,
}) => {
  await requestCode(page, customer.email);
  const mail = await resetMailFor(customer.email);
  const link = /https?:\/\/\S+\/forgotpassword\?\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);

  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Vérification du code' })).toBeVisible();
  await expect(page.getByLabel('Code de réinitialisation')).toHaveValue(url.searchParams.get('code')!);
  await expect(page.getByText(customer.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
});

test('a wrong code sends the visitor back to ask for a new one', async ({ page, customer }) => {
  await requestCode(page, customer.email);
  const mail = await resetMailFor(customer.email);
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const wrong = code === '000000' ? '111111' : '000000';

  await page.getByLabel('Code de réinitialisation').fill('12');
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page.getByText('Le code doit contenir 6 chiffres.')).toBeVisible();

  await page.getByLabel('Code de réinitialisation').fill(wrong);
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Code de réinitialisation invalide ou expiré. Veuillez demander un nouveau code.',
  );
});
