import { test, expect, loginInBrowser, type ApiUser } from './fixtures';

// The back-office is run from a phone at the counter (issue 10): at 390 px every section fits the screen, and the
// users' actions can be reached without scrolling a table sideways.
test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px, every back-office section fits the screen and each account can be acted on', async ({
  page,
  request,
}) => {
  const res = await request.post('/api/users/login', {
    data: { email: 'admin@chezmama.tg', password: 'Demo1234!' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { authorisation: { token: string }; user: ApiUser };
  await loginInBrowser(page, { token: body.authorisation.token, user: body.user });

  await page.goto('/admin/utilisateurs');
  const row = page.getByRole('row', { name: 'Afi Mensah' });
  for (const name of ['Passer en équipe', 'Désactiver']) {
    const button = row.getByRole('button', { name });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, `'${name}' is off screen`).toBeLessThanOrEqual(390);
  }
  // What the hidden columns said is still there, under the name.
  await expect(row).toContainText('Particulier · Actif');

  for (const section of ['/admin', '/admin/reservations', '/admin/menu', '/admin/argent', '/admin/journal']) {
    await page.goto(section);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${section} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
