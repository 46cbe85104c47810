import { test, expect, loginInBrowser, menuOf, placePaidOrder, type ApiUser } from './fixtures';
import type { Locator } from '@playwright/test';

// A payment through the simulator takes a few seconds.
test.describe.configure({ timeout: 90_000 });

async function expectOnScreen(target: Locator, what: string) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x + box.width, `${what} is off screen`).toBeLessThanOrEqual(390);
}

// The back-office is run from a phone at the counter: at 390 px every section fits the screen, and the
// users' actions can be reached without scrolling a table sideways.
test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px, every back-office section fits the screen and each account can be acted on', async ({
  page,
  request,
  customer,
}) => {
  const res = await request.post('/api/users/login', {
    data: { email: 'admin@chezmama.tg', password: 'Demo1234!' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { authorisation: { token: string }; user: ApiUser };
  await loginInBrowser(page, { token: body.authorisation.token, user: body.user });

  await page.goto('/admin/utilisateurs');
  const row = page.getByRole('row', { name: 'Afi Mensah' });
  for (const name of ['Passer en équipe', 'Désactiver'])
    await expectOnScreen(row.getByRole('button', { name }), `'${name}'`);
  // What the hidden columns said is still there, under the name.
  await expect(row).toContainText('Particulier · Actif');

  // Argent: a paid order cancelled leaves a refund; its amount, the number to pay and the action are on screen.
  const dish = (await menuOf(request)).dishes[0]!;
  const order = await placePaidOrder(request, customer, [{ dish_id: dish.dish_id, quantity: 1 }]);
  const cancelled = await request.post(`/api/admin/orders/${order.order_id}/status`, {
    headers: { authorization: `Bearer ${body.authorisation.token}` },
    data: { status: 'cancelled', reason: 'Client injoignable' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await page.goto('/admin/argent');
  const refund = page.getByRole('row').filter({ hasText: order.code_commande });
  await expectOnScreen(refund.getByRole('link', { name: '90112231' }), 'the number to refund');
  await expectOnScreen(refund.getByRole('button', { name: 'Marquer remboursé' }), "'Marquer remboursé'");
  await page.getByRole('tab', { name: 'Paiements du mois' }).click();
  // The demo's referrers have rewards waiting; whichever row is payable.
  const payout = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Marquer payé/ }) })
    .first();
  await expectOnScreen(payout.getByRole('link').first(), 'the number to pay');
  await expectOnScreen(payout.getByRole('button', { name: /^Marquer payé/ }), "'Marquer payé'");
  // Sponsors: the demo's active sponsor, and whether the kit is handed over (or the button to say so).
  await page.getByRole('tab', { name: 'Activations sponsors' }).click();
  const sponsor = page.getByRole('row').filter({ hasText: 'Komi Adjo' });
  await expect(sponsor).toContainText('Actif');
  await expectOnScreen(sponsor.getByRole('cell').last(), 'the kit');

  for (const section of ['/admin', '/admin/reservations', '/admin/menu', '/admin/argent', '/admin/journal']) {
    await page.goto(section);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${section} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
