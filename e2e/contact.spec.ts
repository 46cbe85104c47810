import { test, expect, readOutbox } from './fixtures';
import type { Page } from '@playwright/test';
import { untilAlive } from './support/alive';

const errors = [
  'Veuillez renseigner votre prénom.',
  'Veuillez renseigner votre nom.',
  'Veuillez renseigner un email valide.',
  'Veuillez sélectionner un sujet.',
  'Veuillez écrire votre message.',
];

function form(page: Page) {
  return page.getByRole('form', { name: 'Envoyez-nous un message' });
}

async function fillValid(page: Page, message: string) {
  const f = form(page);
  await f.getByRole('textbox', { name: 'Prénom' }).fill('Kossi');
  await f.getByRole('textbox', { name: 'Nom', exact: true }).fill('Agbeko');
  await f.getByRole('textbox', { name: 'E-mail' }).fill('kossi.agbeko@example.com');
  await f.getByRole('textbox', { name: /Téléphone/ }).fill('90112233');
  await f.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Allergies et régimes' });
  await f.getByRole('textbox', { name: 'Message' }).fill(message);
}

test('the contact page shows the restaurant details and the shared opening hours', async ({
  page,
  request,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Nos coordonnées' });
  await expect(details.getByRole('link', { name: '+228 90 12 34 56' })).toHaveAttribute(
    'href',
    'tel:+22890123456',
  );
  await expect(details.getByRole('link', { name: 'contact@chezmama.tg' })).toHaveAttribute(
    'href',
    'mailto:contact@chezmama.tg',
  );
  await expect(details).toContainText('Lomé');
  // The same hours as the footer (one source, P4.1): the restaurant's, whatever this server was started with.
  const { groups } = (await (await request.get('/api/restaurant/hours')).json()) as {
    groups: { days: string; hours: string }[];
  };
  expect(groups.length).toBeGreaterThan(0);
  for (const { days, hours } of groups) {
    for (const line of [days, ...hours.split(' / ')]) {
      await expect(details).toContainText(line);
      await expect(page.getByRole('contentinfo')).toContainText(line);
    }
  }
  await expect(page.getByRole('link', { name: 'Ouvrir dans Google Maps' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
});

test('an empty submit shows each field message; typing fixes them one by one', async ({ page }) => {
  await page.goto('/contact');
  const f = form(page);
  // Nothing is flagged before the first attempt.
  for (const text of errors) await expect(f.getByText(text)).toHaveCount(0);

  await f.getByRole('button', { name: 'Envoyer le message' }).click();
  for (const text of errors) await expect(f.getByText(text, { exact: true })).toBeVisible();
  await expect(f.getByRole('textbox', { name: 'Prénom' })).toBeFocused();
  await expect(f.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'true');
  await expect(f.getByRole('textbox', { name: /Téléphone/ })).not.toHaveAttribute('aria-invalid', 'true');

  await f.getByRole('textbox', { name: 'Prénom' }).fill('Kossi');
  await expect(f.getByText('Veuillez renseigner votre prénom.')).toHaveCount(0);
  await f.getByRole('textbox', { name: 'E-mail' }).fill('pas-une-adresse');
  await expect(f.getByText('Veuillez renseigner un email valide.')).toBeVisible();
  await f.getByRole('textbox', { name: 'E-mail' }).fill('kossi@example.com');
  await expect(f.getByText('Veuillez renseigner un email valide.')).toHaveCount(0);
  // Blank text is not a message.
  await f.getByRole('textbox', { name: 'Message' }).fill('   ');
  await f.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(f.getByText('Veuillez écrire votre message.')).toBeVisible();
});

test('a valid message is sent: success for 5 s, the form is emptied and the restaurant is told', async ({
  page,
}) => {
  const message = `Bonjour, je suis allergique à l'arachide (${Date.now()}).`;
  await page.clock.install();
  await page.goto('/contact');
  await fillValid(page, message);
  // From here the page's clock moves only when the test says so, once the page's code has started.
  await untilAlive(page);
  await page.clock.pauseAt(Date.now() + 1000);
  await form(page).getByRole('button', { name: 'Envoyer le message' }).click();

  const success = form(page).getByText('Votre message a bien été envoyé. Nous vous répondrons rapidement.');
  // The answer arrives over the network; the page's clock advances in small steps meanwhile (well under 1 s).
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return success.isVisible();
    })
    .toBe(true);
  for (const name of ['Prénom', 'Nom', 'E-mail', 'Message'])
    await expect(form(page).getByRole('textbox', { name, exact: true })).toHaveValue('');
  await expect(form(page).getByRole('combobox', { name: 'Sujet' })).toHaveValue('');
  for (const text of errors) await expect(form(page).getByText(text)).toHaveCount(0);

  await page.clock.runFor(4000);
  await expect(success).toBeVisible();
  await page.clock.runFor(1100);
  await expect(success).toHaveCount(0);
  await page.clock.resume();

  // P11.2: the message reaches the restaurant's mailbox.
  await expect
    .poll(async () => (await readOutbox()).some((m) => m.text.includes(message)), { timeout: 15_000 })
    .toBe(true);
});

test('a failed send keeps everything typed, and resending the same message reuses its key', async ({
  page,
}) => {
  const keys: (string | undefined)[] = [];
  let attempts = 0;
  await page.route('**/api/contact', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    attempts += 1;
    if (attempts === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto('/contact');
  const message = `Réservation pour 12 personnes samedi (${Date.now()}).`;
  await fillValid(page, message);
  await form(page).getByRole('button', { name: 'Envoyer le message' }).click();

  await expect(form(page).getByRole('alert')).toHaveText('Erreur de réseau');
  await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveValue(message);
  await expect(form(page).getByRole('textbox', { name: 'Prénom' })).toHaveValue('Kossi');

  await form(page).getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(
    form(page).getByText('Votre message a bien été envoyé. Nous vous répondrons rapidement.'),
  ).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
});

test('a server error is shown as a danger alert', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 503,
      json: { message: 'Service momentanément indisponible.', code: 'UNAVAILABLE' },
    }),
  );
  await page.goto('/contact');
  await fillValid(page, 'Un message qui ne partira pas tout de suite.');
  await form(page).getByRole('button', { name: 'Envoyer le message' }).click();
  const alert = form(page).getByRole('alert');
  await expect(alert).toHaveText('Service momentanément indisponible.');
  await expect(alert).toHaveClass(/alert-danger/);
  await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Un message qui ne partira pas tout de suite.',
  );
});
