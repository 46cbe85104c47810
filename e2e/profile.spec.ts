import { test, expect, expectNoSeriousA11yViolations, loginInBrowser, registerUser } from './fixtures';
import { makePng } from './support/png';

test('a visitor who is not logged in is sent to /login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
});

test('a customer edits their details and changes their photo', async ({ page, customer }) => {
  await loginInBrowser(page, customer);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Mon Profil' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(customer.email);
  await expect(page.getByLabel('Adresse e-mail')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Nom', { exact: true }).fill('Amegah');
  await page.getByLabel('Téléphone', { exact: true }).fill('+228 91 22 33 44');
  await expect(page.getByLabel('Téléphone', { exact: true })).toHaveValue('+22891223344');
  await page.getByLabel('Adresse', { exact: true }).fill('Rue des Cocotiers, Bè');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Votre profil a été mis à jour.')).toBeVisible();

  await page.getByRole('button', { name: 'Changer la photo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(dialog.getByText('Veuillez sélectionner une image')).toBeVisible();
  await dialog.getByLabel('Nouvelle photo').setInputFiles({
    name: 'moi.png',
    mimeType: 'image/png',
    buffer: makePng(32, 32),
  });
  await expect(dialog.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Amegah');
  await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue('Rue des Cocotiers, Bè');
  const photo = page.getByRole('img', { name: /Photo de profil de/ });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
});

test('a text file renamed .png is refused by the server; a real text file and a large picture by the page', async ({
  page,
  customer,
}) => {
  await loginInBrowser(page, customer);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Changer la photo' }).click();
  const dialog = page.getByRole('dialog');
  const input = dialog.getByLabel('Nouvelle photo');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
  await expect(dialog.getByRole('alert')).toHaveText('La photo doit être au format JPEG, PNG, WebP ou HEIC.');

  // A phone's 3 Mo photo is fine; over 15 Mo it is not.
  await input.setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(3 * 1024 * 1024),
  });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await input.setInputFiles({
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(15 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByRole('alert')).toHaveText('La photo ne doit pas dépasser 15 Mo.');

  // The browser trusts the name; the server reads the content (P10.5).
  await input.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('pas une image'),
  });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('La photo doit être au format JPEG, PNG, WebP ou HEIC.');
  const me = await (await page.request.get('/api/me', { headers: customer.headers })).json();
  expect(me.user.picture_user).toBeNull();
});

test('the password tab checks the length and the current password, then changes it', async ({
  page,
  customer,
}) => {
  await loginInBrowser(page, customer);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Mot de passe' }).click();

  await page.getByLabel('Mot de passe actuel').fill(customer.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('abc');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('abc');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères.')).toBeVisible();

  await page.getByLabel('Mot de passe actuel').fill('PasLeBon1!');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Changement-2026');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Changement-2026');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();

  await page.getByLabel('Mot de passe actuel').fill(customer.password);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
  const login = await page.request.post('/api/users/login', {
    data: { email: customer.email, password: 'Changement-2026' },
  });
  expect(login.status()).toBe(200);
});

test('a company account sees and edits its company fields', async ({ page, request }) => {
  const company = await registerUser(request, {
    user_status: 'company',
    extra: { denomination_sociale: 'Atelier Kpémé', nif: '2000987654' },
  });
  await loginInBrowser(page, company);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: "Informations de l'entreprise" })).toBeVisible();
  await expect(page.getByLabel('Dénomination sociale')).toHaveValue('Atelier Kpémé');
  await expect(page.getByLabel('NIF', { exact: true })).toHaveValue('2000987654');
  await page.getByLabel('RCCM', { exact: true }).fill('TG-LOM-2024-B-77');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Votre profil a été mis à jour.')).toBeVisible();
  const me = await (await request.get('/api/me', { headers: company.headers })).json();
  expect(me.user.company.rccm).toBe('TG-LOM-2024-B-77');
});

test('a particular account has no company section', async ({ page, customer }) => {
  await loginInBrowser(page, customer);
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Informations personnelles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Informations de l'entreprise" })).toHaveCount(0);
});
