import { randomUUID } from 'node:crypto';
import {
  test,
  expect,
  firstCategoryDishes,
  loginInBrowser,
  placePaidOrder,
  readOutbox,
  registerUser,
  TEST_PASSWORD,
  type ApiUser,
} from './fixtures';

test('a company holder invites a colleague who signs up through the link and orders; the holder downloads the invoice', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, an invitation e-mail and a payment: longer than one page's journey.
  test.slow();
  const holder = await registerUser(request, {
    user_status: 'company',
    firstname: 'Akouvi',
    extra: { denomination_sociale: 'Bureau Golfe SARL', nif: '1000777888', rccm: 'TG-LOM-2022-B-0777' },
  });
  const colleagueEmail = `e2e-collegue-${randomUUID().slice(0, 8)}@example.com`;

  // The holder invites from the profile's "Mon entreprise".
  await loginInBrowser(page, holder);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Mon entreprise' }).click();
  await page.getByLabel('E-mail du collègue').fill(colleagueEmail);
  await page.getByRole('button', { name: 'Inviter un collègue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation envoyée' })).toBeVisible();

  // The invitation e-mail carries the link.
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).find((m) => m.to.includes(colleagueEmail));
      link = /https?:\/\/\S+\/entreprise\/invitation\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  // The colleague opens it in their own browser and creates an account.
  const context = await browser.newContext();
  const colleaguePage = await context.newPage();
  await colleaguePage.goto(new URL(link).pathname + new URL(link).search);
  await expect(colleaguePage.getByText('Bureau Golfe SARL vous invite', { exact: false })).toBeVisible();
  await colleaguePage.getByRole('link', { name: 'Créer mon compte' }).click();
  await expect(colleaguePage).toHaveURL(/\/register\?invitation=/);
  await expect(colleaguePage.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await expect(colleaguePage.getByLabel('Adresse e-mail')).toHaveValue(colleagueEmail);
  await colleaguePage.getByLabel('Prénom').fill('Yao');
  await colleaguePage.getByLabel('Nom', { exact: true }).fill('Mensah');
  await colleaguePage.getByLabel('Téléphone').fill('90112233');
  await colleaguePage.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(TEST_PASSWORD);
  await colleaguePage.getByLabel('Confirmer le mot de passe').fill(TEST_PASSWORD);
  await colleaguePage.getByLabel(/J'accepte les/).check();
  await colleaguePage.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(colleaguePage.getByText(/Inscription réussie/)).toBeVisible();
  await context.close();

  // The colleague orders and pays (the checkout's own journeys are in checkout.*.spec.ts).
  const login = await request.post('/api/users/login', {
    data: { email: colleagueEmail, password: TEST_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { authorisation, user } = (await login.json()) as { authorisation: { token: string }; user: ApiUser };
  const colleague = {
    email: colleagueEmail,
    password: TEST_PASSWORD,
    token: authorisation.token,
    user,
    registration: {},
    headers: { authorization: `Bearer ${authorisation.token}` },
  };
  const [dish] = await firstCategoryDishes(request);
  const order = await placePaidOrder(request, colleague, [{ dish_id: dish!.dish_id, quantity: 2 }]);

  // The holder sees it among the company's orders, placed by the colleague, and downloads its invoice.
  await page.reload();
  await page.getByRole('tab', { name: 'Mon entreprise' }).click();
  // The orders' table: the month's invoices below it name the order too.
  const row = page
    .getByRole('table', { name: 'Commandes de l’entreprise et qui les a passées' })
    .getByRole('row')
    .filter({ hasText: order.code_commande });
  await expect(row).toContainText('Yao Mensah');
  const download = page.waitForEvent('download');
  await row
    .getByRole('button', { name: `Télécharger la facture de la commande ${order.code_commande}` })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^FAC-\d{4}-\d{6}\.pdf$/);
});
