import { test, expect, expectNoSeriousA11yViolations, loginInBrowser, registerUser } from './fixtures';

test('a valid code: the landing names the apporteur, then registration starts with the code validated', async ({
  page,
  request,
}) => {
  const apporteur = await registerUser(request, {
    user_status: 'apporteur',
    firstname: 'Akossiwa',
    lastname: 'Dogbe',
  });
  const code = String(apporteur.user.referral_code);

  await page.goto(`/ref/${code}`);
  await expect(page.getByRole('heading', { name: 'Akossiwa Dogbe' })).toBeVisible();
  await expect(page.getByText("Apporteur d'affaires")).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('referral_code'),
      sessionStorage.getItem('referral_code'),
    ]),
  ).toEqual([code, code]);

  await page.getByRole('link', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByText('Sponsor validé: Akossiwa Dogbe')).toBeVisible();
  await expect(page.getByLabel('Code parrain (optionnel)')).toHaveValue(code);
  await expect(page.getByLabel('Code parrain (optionnel)')).toHaveAttribute('readonly', '');
});

test('an active sponsor code shows the Premium badge, a pending one not yet (D11); "Visiter le site" goes home', async ({
  page,
  request,
}) => {
  const pending = await registerUser(request, {
    user_status: 'sponsor',
    firstname: 'Komlan',
    lastname: 'Adjo',
  });
  await page.goto(`/ref/${String(pending.user.referral_code).toLowerCase()}`);
  await expect(page.getByRole('heading', { name: /Komlan Adjo/ })).toBeVisible();
  await expect(page.getByText("Apporteur d'affaires")).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toHaveCount(0);

  // The demo sponsor's account is active (docs/demo.md).
  const login = await request.post('/api/users/login', {
    data: { email: 'sponsor@chezmama.tg', password: 'Demo1234!' },
  });
  expect(login.ok()).toBe(true);
  const active = (await login.json()) as { user: { firstname: string; referral_code: string } };
  await page.goto(`/ref/${active.user.referral_code.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: new RegExp(active.user.firstname) })).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Visiter le site' }).click();
  await expect(page).toHaveURL('/');
});

test('an invalid code says so on the landing', async ({ page }) => {
  await page.goto('/ref/ZZZZ9999');
  await expect(page.getByText('Code parrain invalide')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('referral_code'))).toBeNull();
  await page.getByRole('link', { name: 'Visiter le site' }).click();
  await expect(page).toHaveURL('/');
});

test('on the register form: a wrong code, continue without sponsor, then a right one locked and cleared', async ({
  page,
  request,
}) => {
  const apporteur = await registerUser(request, {
    user_status: 'apporteur',
    firstname: 'Sena',
    lastname: 'Lawson',
  });
  const code = String(apporteur.user.referral_code);
  await page.goto('/register');
  const field = page.getByLabel('Code parrain (optionnel)');

  await field.fill('MAUVAIS1');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('Code parrain invalide')).toBeVisible();
  await expect(field).toHaveClass(/is-invalid/);
  await page.getByRole('button', { name: 'Continuer sans parrain' }).click();
  await expect(field).toHaveValue('');
  await expect(page.getByText('Code parrain invalide')).toHaveCount(0);

  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('Sponsor validé: Sena Lawson')).toBeVisible();
  await expect(field).toHaveAttribute('readonly', '');
  expect(await page.evaluate(() => localStorage.getItem('referral_code'))).toBe(code);

  await page.getByRole('button', { name: 'Retirer le code parrain' }).click();
  await expect(field).toHaveValue('');
  await expect(field).not.toHaveAttribute('readonly', '');
  expect(await page.evaluate(() => localStorage.getItem('referral_code'))).toBeNull();
});

test('?ref= on any page is kept and validated when the visitor registers', async ({ page, request }) => {
  const apporteur = await registerUser(request, {
    user_status: 'apporteur',
    firstname: 'Mawuli',
    lastname: 'Tetteh',
  });
  const code = String(apporteur.user.referral_code);
  await page.goto(`/?ref=${code}`);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('referral_code'))).toBe(code);
  await page.goto('/register?type=apporteur');
  await expect(page.getByText('Sponsor validé: Mawuli Tetteh')).toBeVisible();
});

test('an apporteur finds their referral code and link on the profile page', async ({ page, request }) => {
  const apporteur = await registerUser(request, {
    user_status: 'apporteur',
    firstname: 'Yawa',
    lastname: 'Kpodar',
  });
  const code = String(apporteur.user.referral_code);
  await loginInBrowser(page, apporteur);

  await page.goto('/profile');
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  // Shared with friends; opening one's own link while logged in is refused (no self-referral).
  await expect(page.getByRole('link', { name: new RegExp(`/ref/${code}$`) })).toHaveAttribute(
    'href',
    `/ref/${code}`,
  );
});
