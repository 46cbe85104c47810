import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { test, expect, expectNoSeriousA11yViolations, adminSession, loginInBrowser } from './fixtures';
import { makePng } from './support/png';

test.describe.configure({ timeout: 90_000 });

test('an admin publishes, edits and deletes an article, and /blog follows at once', async ({
  page,
  request,
}) => {
  await loginInBrowser(page, await adminSession(request));
  const title = `Soirée grillades ${randomUUID().slice(0, 6)}`;
  // /blog read first: the browser now holds the list (max-age=60), which the admin's write must not leave stale.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Le blog de Mama' })).toBeVisible();

  await page.goto('/admin/publications');
  await page.getByRole('button', { name: 'Nouvel article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel article' });
  await dialog.getByRole('button', { name: 'Publier' }).click();
  await expect(dialog.getByText("Indiquez le titre de l'article.")).toBeVisible();
  await dialog.getByLabel('Titre').fill(title);
  await dialog.getByLabel('Résumé').fill('Poulet bicyclette et poisson braisé, samedi soir.');
  await dialog.getByLabel('Contenu').fill('Venez nombreux : musique live et grillades au feu de bois.');
  await dialog.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'grillades.png',
    mimeType: 'image/png',
    buffer: makePng(320, 200),
  });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Publier' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toContainText('Article publié.');

  await page.goto('/blog');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Poulet bicyclette et poisson braisé, samedi soir.');
  await expect(card.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\/uploads\/catalogue\/.+\.w320\.avif 320w/,
  );

  await page.goto('/admin/publications');
  await page.getByRole('button', { name: `Modifier ${title}` }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'article" });
  await edit.getByLabel('Titre').fill(`${title} (complet)`);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toContainText('Article mis à jour.');
  await page.goto('/blog');
  await expect(page.getByRole('article', { name: `${title} (complet)` })).toBeVisible();

  await page.goto('/admin/publications');
  await page.getByRole('button', { name: `Supprimer ${title} (complet)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(page.getByRole('alert')).toContainText('Article supprimé.');
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Le blog de Mama' })).toBeVisible();
  await expect(page.getByRole('article', { name: `${title} (complet)` })).toHaveCount(0);
});

test('an admin reads a contact message, answers it by mail, marks it read, and downloads the newsletter list', async ({
  page,
  request,
}) => {
  const firstname = `Ablavi${randomUUID().slice(0, 4)}`;
  const email = `${firstname.toLowerCase()}@example.com`;
  const sent = await request.post('/api/contact', {
    data: {
      firstname,
      lastname: 'Kpodar',
      email,
      subject: 'event',
      message: 'Un anniversaire pour 20 personnes ?',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect((await request.post('/api/newsletter', { data: { email } })).ok()).toBe(true);

  await loginInBrowser(page, await adminSession(request));
  await page.goto('/admin/messages');
  const message = page.getByRole('article', { name: `${firstname} Kpodar · Événement privé` });
  await expect(message).toContainText('Un anniversaire pour 20 personnes ?');
  await expect(message).toContainText('Non lu');
  await expect(message.getByRole('link', { name: 'Répondre par e-mail' })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=Re%3A%20%C3%89v%C3%A9nement%20priv%C3%A9&body=Bonjour%20${firstname}%2C%0A%0A`,
  );
  await expectNoSeriousA11yViolations(page);

  await message.getByRole('button', { name: 'Marquer comme lu' }).click();
  await expect(message).toContainText('Lu');
  await expect(message.getByRole('button', { name: 'Marquer comme non lu' })).toBeVisible();
  await page.getByRole('button', { name: 'Non lus', exact: true }).click();
  await expect(message).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger la liste newsletter (CSV)' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe('newsletter-abonnes.csv');
  const bytes = await fs.readFile((await csv.path())!);
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(bytes.toString('utf8')).toContain(`\r\n${email};`);
});
