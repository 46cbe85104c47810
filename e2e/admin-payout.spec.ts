import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  adminSession,
  test,
  expect,
  expectNoSeriousA11yViolations,
  fcfa,
  menuOf,
  placePaidOrder,
  registerUser,
  type RegisteredUser,
  openAs,
} from './fixtures';

// An order is paid through the simulator first (a few seconds), then two browsers take turns.
test.describe.configure({ timeout: 120_000 });

/** The apporteur's pending balance, once the ledger has written the commission of the paid order. */
async function pendingOf(request: APIRequestContext, apporteur: RegisteredUser): Promise<number> {
  let pending = 0;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/sponsor/rewards', { headers: apporteur.headers });
        pending = ((await res.json()) as { summary: { pending_earnings: number } }).summary.pending_earnings;
        return pending;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return pending;
}

test("an admin marks a month-end payout paid with its reference, and the apporteur's dashboard shows it paid", async ({
  browser,
  request,
}) => {
  // A referral network of one: an apporteur, and a friend who registered with its code and paid an order.
  const lastname = `Versement${randomUUID().slice(0, 6)}`;
  const apporteur = await registerUser(request, { user_status: 'apporteur', firstname: 'Mawuli', lastname });
  const friend = await registerUser(request, { extra: { sponsor_id: String(apporteur.user.referral_code) } });
  const dish = (await menuOf(request)).dishes.find((d) => d.dish_price >= 100)!;
  await placePaidOrder(request, friend, [{ dish_id: dish.dish_id, quantity: 1 }]);
  const amount = await pendingOf(request, apporteur);
  expect(amount).toBe(Math.floor(dish.dish_price / 100));

  const admin = await openAs(browser, await adminSession(request), '/admin/argent');
  await expect(admin.getByRole('heading', { name: 'Argent', level: 1 })).toBeVisible();
  await admin.getByRole('tab', { name: 'Paiements du mois' }).click();
  const row = admin.getByRole('row').filter({ hasText: `Mawuli ${lastname}` });
  await expect(row).toContainText(fcfa(amount));
  await expect(row.getByRole('link', { name: '90112233' })).toHaveAttribute('href', 'tel:+22890112233');
  await expectNoSeriousA11yViolations(admin);

  // The month's list, as the CSV the admin pays from.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Exporter en CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^versements-\d{4}-\d{2}\.csv$/);
  const bytes = await fs.readFile((await csv.path())!);
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(bytes.toString('utf8')).toContain(
    // 'Versement sur' is empty until the apporteur names a payout number in the profile.
    `Mawuli ${lastname};90112233;;${apporteur.email};Apporteur d'affaires;${amount};1;`,
  );

  await row.getByRole('button', { name: 'Marquer payé' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Marquer le versement payé' });
  await expect(dialog).toContainText(fcfa(amount));
  await dialog.getByRole('button', { name: 'Enregistrer le versement' }).click();
  await expect(dialog.getByText('Indiquez la référence du paiement mobile money.')).toBeVisible();
  await dialog.getByLabel('Référence du paiement mobile money').fill('  TM-E2E-0042  ');
  await dialog.getByRole('button', { name: 'Enregistrer le versement' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('alert')).toContainText(
    `Versement de ${fcfa(amount)} à Mawuli ${lastname} enregistré (référence TM-E2E-0042).`,
  );
  await expect(row).toBeHidden();

  // The apporteur's own dashboard: the reward is paid, nothing waits any more.
  const dashboard = await openAs(browser, apporteur, '/sponsor-dashboard');
  await dashboard.getByRole('tab', { name: 'Mes gains' }).click();
  const history = dashboard.getByRole('list', { name: 'Historique des gains' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText(`+${fcfa(amount)}`);
  await expect(history.first()).toContainText('Payé');
  const summary = (label: string) =>
    dashboard.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(summary('Déjà payés')).toHaveText(fcfa(amount));
  await expect(summary('Gains en attente')).toHaveText(fcfa(0));
});
