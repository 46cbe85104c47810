import { expect, type Page } from '@playwright/test';
import { TEST_PASSWORD } from './users';

// The referral programme journeys' steps (referral-program.*.spec.ts): the dashboard's figures, registering and
// logging in through the forms.

/** The figure of a stat card of the dashboard's first tab. */
export const stat = (page: Page, label: string) =>
  page.getByRole('heading', { name: label, exact: true }).locator('xpath=following-sibling::p');

/** Logs in through the login page, as a person who just registered does. */
export async function loginThroughForm(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/');
}

export async function fillRegistration(
  page: Page,
  person: { firstname: string; lastname: string; email: string },
) {
  await page.getByLabel('Prénom').fill(person.firstname);
  await page.getByLabel('Nom', { exact: true }).fill(person.lastname);
  await page.getByLabel('Adresse e-mail').fill(person.email);
  await page.getByLabel('Téléphone').fill('90112233');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(TEST_PASSWORD);
  await page.getByLabel(/J'accepte les/).check();
}
