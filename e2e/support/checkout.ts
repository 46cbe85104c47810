import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { addFromCard, fcfa, firstCategoryDishes, portion, type MenuDish } from './api';
import { loginInBrowser, type RegisteredUser } from './users';

// The checkout journeys' steps (checkout.*.spec.ts): a cart filled from the menu, the dialog up to its payment step.

export async function firstDish(request: APIRequestContext): Promise<MenuDish> {
  return (await firstCategoryDishes(request))[0]!;
}

/** Logs in and puts one unit of the menu's first dish in the cart, as a customer would; returns the dish. */
export async function oneDishInCart(page: Page, request: APIRequestContext, customer: RegisteredUser) {
  const dish = await firstDish(request);
  await loginInBrowser(page, customer);
  await page.goto('/menu');
  await addFromCard(page.getByRole('article', { name: dish.dish_name }), dish.dish_name);
  return dish;
}

/** Opens the checkout dialog from the cart page. */
export async function openCheckout(page: Page): Promise<Locator> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  return page.getByRole('dialog', { name: 'Finaliser ma commande' });
}

/** Fills the address step with `address`, the browser's position and a phone, then asks to go on. */
export async function submitAddress(dialog: Locator, address: string) {
  await dialog.getByLabel('Adresse de livraison').fill(address);
  await dialog.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(dialog.getByText(/Position enregistrée/)).toBeVisible();
  await dialog.getByLabel('Téléphone du destinataire').fill('90112233');
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
}

/** Two units of a dish from the menu, then the checkout up to the payment step; returns the dialog. */
export async function checkoutToPayment(
  page: Page,
  customer: RegisteredUser,
  dish: MenuDish,
): Promise<Locator> {
  await loginInBrowser(page, customer);
  await page.goto('/menu');
  const card = page.getByRole('article', { name: dish.dish_name });
  await addFromCard(card, dish.dish_name);
  await card.getByRole('button', { name: portion('add', dish.dish_name) }).click();
  // In-app, as a customer does: the back button then stays inside the page.
  await page.getByRole('link', { name: 'Panier (2 articles)' }).click();
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finaliser ma commande' });
  await expect(dialog.getByText('Étape 1 sur 4')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Domicile' })).toBeChecked();
  // The contact phone starts as the account's; emptied, it is asked for.
  const contact = dialog.getByLabel('Téléphone du destinataire');
  await expect(contact).toHaveValue(/^\d{8}$/);
  await contact.fill('');

  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(dialog.getByText('Veuillez saisir votre adresse')).toBeVisible();
  await expect(dialog.getByText('Veuillez saisir votre numéro de téléphone')).toBeVisible();

  await dialog.getByText('Bureau', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Bureau' })).toBeChecked();
  await dialog.getByLabel('Adresse de livraison').fill('Bè Kpota, rue des Manguiers, portail bleu');
  await dialog.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(dialog.getByText(/Position enregistrée \(6\.13500, 1\.22500\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Téléphone du destinataire').fill('90 11 22 33');
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  await expect(dialog.getByRole('heading', { name: /Étape 2 sur 4/ })).toBeFocused();
  // The amount is the server's total (P1.2), here two units of the dish and free delivery.
  await expect(dialog.getByTestId('payment-amount')).toHaveText(fcfa(2 * dish.dish_price));
  await expect(dialog.getByTestId('order-amounts')).toContainText(`Plats${fcfa(2 * dish.dish_price)}`);
  await expect(dialog.getByTestId('order-amounts')).toContainText('LivraisonGratuite');
  // The recipient's 90 number is a TMONEY one: the network follows it until the customer picks one.
  await expect(dialog.getByRole('radio', { name: /TMONEY/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  return dialog;
}

export async function pay(dialog: Locator, phone: string) {
  await dialog.getByLabel('Numéro de paiement').fill(phone);
  await dialog.getByRole('button', { name: /^Payer / }).click();
  await expect(dialog.getByText('En attente de votre confirmation')).toBeVisible();
}
