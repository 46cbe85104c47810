import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  test,
  expect,
  firstCategoryDishes,
  loginInBrowser,
  placePaidOrder,
  readOutbox,
  registerUser,
  TEST_PASSWORD,
  type RegisteredUser,
} from './fixtures';

const companyName = 'Cabinet Lagune SARL';

const registerHolder = (request: APIRequestContext) =>
  registerUser(request, {
    user_status: 'company',
    firstname: 'Edem',
    extra: { denomination_sociale: companyName, nif: '1000555666', rccm: 'TG-LOM-2023-B-0555' },
  });

/** Invites `email` through the API as the holder and returns the path of the link the e-mail carries. */
async function inviteByMail(request: APIRequestContext, holder: RegisteredUser, email: string) {
  const res = await request.post('/api/company/members', { headers: holder.headers, data: { email } });
  expect(res.status()).toBe(201);
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).find((m) => m.to.includes(email));
      link = /https?:\/\/\S+\/entreprise\/invitation\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

test('a colleague who already has an account logs in from the invitation, comes back to it and joins; the company is then in their menu and profile', async ({
  page,
  request,
}) => {
  test.slow();
  const holder = await registerHolder(request);
  const colleague = await registerUser(request, { firstname: 'Kafui', lastname: 'Amegah' });
  const link = await inviteByMail(request, holder, colleague.email);

  await page.goto(link);
  await expect(page.getByText(`${companyName} vous invite`, { exact: false })).toBeVisible();
  await page.getByRole('link', { name: /J’ai déjà un compte/ }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  // A detour by the forgotten password and back: the invitation still follows, in the address.
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await page.getByRole('link', { name: '← Retour à la connexion' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(colleague.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL(link);
  await page.getByRole('button', { name: `Rejoindre ${companyName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vous faites maintenant partie' })).toBeVisible();

  // The link followed again says the colleague has joined, not that it is invalid.
  await page.reload();
  await expect(page.getByText(`${colleague.email} fait partie de ${companyName}`)).toBeVisible();
  await expect(page.getByText('n’est plus valable')).toHaveCount(0);

  // "Mon entreprise" in the account menu, and the profile names the company.
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('button', { name: 'Kafui' }).click();
  await nav.getByRole('link', { name: 'Mon entreprise' }).click();
  await expect(page.getByText(`Entreprise : ${companyName}`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mon entreprise', selected: true })).toBeVisible();
  await expect(page.getByText(`Vous commandez pour ${companyName}`)).toBeVisible();
});

test('the holder takes back a pending invitation from the company page; its link then says it was cancelled', async ({
  page,
  browser,
  request,
}) => {
  const holder = await registerHolder(request);
  const email = `e2e-annulee-${randomUUID().slice(0, 8)}@example.com`;
  const link = await inviteByMail(request, holder, email);

  await loginInBrowser(page, holder);
  await page.goto('/profile');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('button', { name: 'Edem' }).click();
  await nav.getByRole('link', { name: 'Mon entreprise' }).click();
  const colleagues = page.getByRole('list', { name: 'Collègues de l’entreprise' });
  await expect(colleagues).toContainText(email);
  await page.getByRole('button', { name: `Annuler l’invitation de ${email}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation annulée' })).toBeVisible();
  await expect(colleagues).not.toContainText(email);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(/Cette invitation a été annulée par l.entreprise/)).toBeVisible();
  await context.close();
});

test("the company's orders fit a 390 px screen", async ({ page, request }) => {
  const holder = await registerHolder(request);
  const [dish] = await firstCategoryDishes(request);
  const order = await placePaidOrder(request, holder, [{ dish_id: dish!.dish_id, quantity: 3 }]);

  await page.setViewportSize({ width: 390, height: 844 });
  await loginInBrowser(page, holder);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Mon entreprise' }).click();
  const orders = page.getByRole('region', { name: 'Commandes de l’entreprise' });
  // One card per order, on one screen width: what it costs, who ordered, its invoice.
  const card = orders.getByRole('listitem').filter({ hasText: order.code_commande });
  await expect(card).toContainText('Edem');
  // The invoice is at hand, not beyond the right edge of a table to scroll sideways.
  const invoice = card.getByRole('button', {
    name: `Télécharger la facture de la commande ${order.code_commande}`,
  });
  await invoice.scrollIntoViewIfNeeded();
  await expect(invoice).toBeVisible();
  const box = (await invoice.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
