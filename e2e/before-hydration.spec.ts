import { test, expect, firstCategoryDishes, portion, addLabel } from './fixtures';
import type { Page } from '@playwright/test';
import { hydrating, untilAlive } from './support/alive';

/**
 * A server-rendered page shows its buttons and forms before its JavaScript has arrived (decision 0037): on a slow
 * link that is seconds. What the customer does meanwhile is kept and done once the page is alive, never lost.
 */

/** The site's code arrives `ms` late, as on a slow mobile link. */
async function slowScripts(page: Page, ms = 2000) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('a dish added before the page is alive lands in the cart once, however many times it was tapped', async ({
  page,
  request,
}) => {
  const [dish] = await firstCategoryDishes(request);
  // Long enough for both taps, even on a loaded machine (CI once hydrated between them at 2 s).
  await slowScripts(page, 3500);
  await page.goto('/menu', { waitUntil: 'domcontentloaded' });
  const card = page.getByRole('article').filter({ hasText: dish!.dish_name }).first();
  const add = card.getByRole('button', { name: addLabel(dish!.dish_name), exact: true });
  await add.click();
  // The tap is taken: the button dims until the page is alive.
  await expect(add).toHaveCSS('opacity', '0.6');
  // A customer who taps again anyway still gets one portion.
  await add.click();
  expect(await hydrating(page)).toBe(false);

  await expect(card.getByRole('button', { name: portion('add', dish!.dish_name) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible();
});

/**
 * /contact opened with its code held back, its bodies sent to /api/contact recorded, and the customer's name and
 * e-mail typed before the page is alive.
 */
async function contactTypedEarly(page: Page, person: { firstname: string; lastname: string; email: string }) {
  // Long enough to type the whole form first, even on a loaded machine.
  await slowScripts(page, 3500);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') sent.push(r.postData() ?? '');
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Envoyez-nous un message' });
  await form.getByRole('textbox', { name: 'Prénom' }).fill(person.firstname);
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(person.lastname);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  expect(await hydrating(page)).toBe(false);
  return { form, sent };
}

test('a message typed and sent before the page is alive is sent once it is, with nothing lost', async ({
  page,
}) => {
  test.slow();
  const afi = { firstname: 'Afi', lastname: 'Mensah', email: 'afi.mensah@example.com' };
  const { form, sent } = await contactTypedEarly(page, afi);
  await form.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Allergies et régimes' });
  const message = `Sans arachide, s'il vous plaît (${Date.now()}).`;
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  expect(await hydrating(page)).toBe(false);

  await expect(page.getByText('Votre message a bien été envoyé.')).toBeVisible({ timeout: 30_000 });
  // Sent through the API once, never as a native form with the fields in the address.
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toMatchObject({ ...afi, subject: 'allergy', message });
  expect(new URL(page.url()).search).toBe('');
});

test('a message sent just as the page comes alive is sent, with what was typed before', async ({ page }) => {
  test.slow();
  // The send is tapped the moment the page's code starts hydrating (lib/early-taps.tsx sets the flag first).
  await page.addInitScript(() => {
    let value = false;
    Object.defineProperty(window, '__lomeHydrating', {
      configurable: true,
      get: () => value,
      set: (next: boolean) => {
        value = next;
        if (next)
          setTimeout(() =>
            document
              .querySelector<HTMLFormElement>('form[aria-labelledby="contact-form-titre"]')
              ?.requestSubmit(),
          );
      },
    });
  });
  const ama = { firstname: 'Ama', lastname: 'Kodjo', email: 'ama.kodjo@example.com' };
  const { form, sent } = await contactTypedEarly(page, ama);
  await form.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Information' });
  await form.getByRole('textbox', { name: 'Message' }).fill('Livrez-vous à Adidogomé ?');

  await expect(page.getByText('Votre message a bien été envoyé.')).toBeVisible({ timeout: 30_000 });
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toMatchObject({
    ...ama,
    subject: 'information',
    message: 'Livrez-vous à Adidogomé ?',
  });
  expect(new URL(page.url()).search).toBe('');
});

test('what is typed before the page is alive is what the page sends afterwards', async ({ page }) => {
  test.slow();
  const kodjo = { firstname: 'Kodjo', lastname: 'Amegah', email: 'kodjo.amegah@example.com' };
  const { form, sent } = await contactTypedEarly(page, kodjo);
  // The rest once the page is alive: the fields typed early are sent, not refused as empty.
  await untilAlive(page);
  await form.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Allergies et régimes' });
  await form.getByRole('textbox', { name: 'Message' }).fill('Une table pour six ce soir ?');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Votre message a bien été envoyé.')).toBeVisible({ timeout: 30_000 });
  expect(JSON.parse(sent[0]!)).toMatchObject(kodjo);
});

test('once the page is alive it is styled by the full stylesheet alone, the inline rules of its first paint gone', async ({
  page,
  request,
}) => {
  const [dish] = await firstCategoryDishes(request);
  await page.goto('/menu');
  await untilAlive(page);
  const sheets = await page.evaluate(() =>
    Array.from(document.styleSheets, (s) => ({ href: s.href ?? 'inline', media: s.media.mediaText })),
  );
  expect(sheets).toEqual([{ href: expect.stringMatching(/\/assets\/style-[\w-]+\.css$/), media: 'all' }]);
  // The brand's buttons keep their colour, and what the page draws after the first paint is styled too.
  const card = page.getByRole('article').filter({ hasText: dish!.dish_name }).first();
  const add = card.getByRole('button', { name: addLabel(dish!.dish_name), exact: true });
  await expect(add).toHaveCSS('background-color', 'rgb(181, 69, 27)');
  await add.click();
  await expect(card.getByRole('button', { name: portion('add', dish!.dish_name) })).toHaveCSS(
    'border-radius',
    '50%',
  );
});

test('the menu asks for its code and its manifest only once its main picture is on screen, and carries its tab icon', async ({
  page,
}) => {
  await page.goto('/menu');
  await untilAlive(page);
  const { painted, asked, icon } = await page.evaluate(
    () =>
      new Promise<{ painted: number | undefined; asked: number[]; icon: string | undefined }>((resolve) => {
        const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority=high]');
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const entry = list
            .getEntries()
            .find((e) => (e as PerformanceEntry & { url: string }).url === picture?.currentSrc);
          resolve({
            painted: entry?.startTime,
            asked: performance
              .getEntriesByType('resource')
              .filter((r) => /\/assets\/|\/manifest\.webmanifest$/.test(r.name))
              .map((r) => r.startTime),
            icon: document.querySelector<HTMLLinkElement>('link[rel=icon]')?.href,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(painted).toBeDefined();
  expect(asked.length).toBeGreaterThan(1);
  expect(Math.min(...asked)).toBeGreaterThanOrEqual(painted!);
  await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/manifest.webmanifest');
  expect(icon).toMatch(/^data:image\/png;base64,/);
});
