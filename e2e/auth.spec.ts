import { test, expect, expectNoSeriousA11yViolations, loginInBrowser, registerUser } from './fixtures';

test('logging in with remember me: success message, then the home page with the account menu', async ({
  page,
  request,
}) => {
  const account = await registerUser(request, { firstname: 'Yao' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByLabel('Se souvenir de moi').check();
  await page.getByRole('button', { name: 'Se connecter' }).click();

  // Filtered: the offline note's live region (role status, empty while online) joins the page after load.
  await expect(page.getByRole('status').filter({ hasText: 'Connexion réussie' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Yao' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('rememberMe'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('a wrong password is refused with the server message', async ({ page, customer }) => {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(customer.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('PasLeBon1!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect.');
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the password can be shown and hidden; links lead to reset, register and home', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Mot de passe', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL('/forgotpassword');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL('/register');
  await page.goto('/login');
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});

test("the cart's login dialog brings the visitor back to the cart after logging in", async ({
  page,
  customer,
}) => {
  const dishes = (await (await page.request.get('/api/dishes')).json()) as Array<{
    dish_id: string;
    dish_name: string;
    dish_price: number;
  }>;
  const dish = dishes[0]!;
  await page.addInitScript((d) => {
    if (!localStorage.getItem('cart')) {
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { id: d.dish_id, name: d.dish_name, price: d.dish_price, image: '', category: 'all', quantity: 1 },
        ]),
      );
    }
  }, dish);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Commander' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Adresse e-mail').fill(customer.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/cart');
});

test('logging out in one tab logs out the other tab too, and the token is revoked', async ({
  context,
  request,
}) => {
  const account = await registerUser(request, { firstname: 'Edem' });
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/login');
  await second.goto('/');
  await expect(second.getByRole('link', { name: 'Se connecter' })).toBeVisible();

  await first.getByLabel('Adresse e-mail').fill(account.email);
  await first.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await first.getByRole('button', { name: 'Se connecter' }).click();
  // The other tab learns of the login through the storage event, without a reload.
  await expect(second.getByRole('button', { name: 'Edem' })).toBeVisible();
  const token = await first.evaluate(() => localStorage.getItem('token'));

  await second.getByRole('button', { name: 'Edem' }).click();
  await second.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(second).toHaveURL('/');
  await expect(second.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(first.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Edem' })).toHaveCount(0);

  await expect
    .poll(async () =>
      (await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);
});

test('a stored token the server no longer knows ends the session on start', async ({ page }) => {
  await loginInBrowser(page, {
    token: 'jeton-inconnu-du-serveur',
    user: { id: 'x', firstname: 'Fantôme', email: 'fantome@example.com', user_status: 'particular' },
  });
  await page.goto('/');
  // The server's page shows 'Se connecter' before the app has asked /me: the stored session goes once it has.
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]))
    .toEqual([null, null]);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});

test('a valid stored session is confirmed by /me and refreshes the stored user', async ({
  page,
  customer,
}) => {
  await loginInBrowser(page, { token: customer.token, user: { ...customer.user, firstname: 'Ancien' } });
  await page.goto('/');
  await expect(page.getByRole('button', { name: customer.user.firstname })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored.firstname).toBe(customer.user.firstname);
});
