import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  menuOf,
  readOutbox,
  registerUser,
  type ApiUser,
  type RegisteredUser,
  openAs,
} from './fixtures';

// A reservation is paid through the simulator first (a few seconds), then two browsers take turns.
test.describe.configure({ timeout: 120_000 });

async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/users/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { authorisation: { token: string }; user: ApiUser };
  return { token: body.authorisation.token, user: body.user };
}

/** A pickup reservation two days ahead at noon, paid through the simulator; returns its code. */
async function paidReservation(request: APIRequestContext, customer: RegisteredUser, dishId: string) {
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/reservations', {
    headers: { ...customer.headers, 'Idempotency-Key': randomUUID() },
    data: { dishes: [{ dish_id: dishId, quantity: 3 }], reservation_date: `${day} 12:00` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const reservation = (await created.json()) as { id: string; code: string };
  const pushed = await request.post('/api/payment', {
    headers: customer.headers,
    data: { phone_number: '90112231', network: 'FLOOZ', reservation_id: reservation.id },
  });
  expect(pushed.ok(), await pushed.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/reservations/${reservation.id}`, { headers: customer.headers });
        return ((await res.json()) as { reservation: { is_paid: boolean } }).reservation.is_paid;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return reservation.code;
}

test('an admin makes a new account staff; staff land on /admin, mark a paid reservation ready, and the customer is e-mailed', async ({
  browser,
  request,
  customer,
}) => {
  const lastname = `Equipe${randomUUID().slice(0, 6)}`;
  const recruit = await registerUser(request, { firstname: 'Edem', lastname });

  // The admin finds the account by name and makes it staff.
  const admin = await openAs(
    browser,
    await login(request, 'admin@chezmama.tg', 'Demo1234!'),
    '/admin/utilisateurs',
  );
  await admin.getByLabel('Rechercher par nom, e-mail ou téléphone').fill(lastname);
  const row = admin.getByRole('row', { name: `Edem ${lastname}` });
  await expect(row).toContainText('Client');
  await row.getByRole('button', { name: 'Passer en équipe' }).click();
  await expect(row).toContainText('Équipe');
  await expectNoSeriousA11yViolations(admin);

  const dish = (await menuOf(request)).dishes[0]!;
  const code = await paidReservation(request, customer, dish.dish_id);

  // The new staff member logs in: the navbar leads to the back-office, which shows staff's tabs only.
  const staff = await openAs(browser, await login(request, recruit.email, recruit.password), '/');
  await staff.getByRole('link', { name: 'Espace restaurant' }).click();
  await expect(staff.getByRole('heading', { name: 'Commandes en direct' })).toBeVisible();
  const tabs = staff.getByRole('navigation', { name: 'Espace restaurant' });
  await expect(tabs.getByRole('link', { name: 'Réservations' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Menu' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Utilisateurs' })).toHaveCount(0);

  await tabs.getByRole('link', { name: 'Réservations' }).click();
  const card = staff.getByRole('article', { name: `Réservation ${code}` });
  await expect(card).toContainText('Confirmée');
  await expect(card).toContainText(`3 × ${dish.dish_name}`);
  await expect(staff.getByLabel('Plats à préparer')).toContainText(dish.dish_name);
  await card.getByRole('button', { name: 'Prête à retirer' }).click();
  await expect(card.locator('.badge')).toHaveText('Prête à retirer');
  await expect(card.getByRole('button', { name: 'Retirée', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);

  // The customer is told by e-mail, once.
  await expect
    .poll(
      async () =>
        (await readOutbox()).filter((m) => m.to === customer.email && m.subject.includes('prête à retirer'))
          .length,
      { timeout: 10_000 },
    )
    .toBe(1);

  // The admin's journal shows both actions, newest first, in French.
  await admin.goto('/admin/journal');
  const entries = admin.getByRole('row');
  await expect(entries.filter({ hasText: code }).first()).toContainText('Statut de réservation');
  await expect(entries.filter({ hasText: code }).first()).toContainText('Confirmée → Prête à retirer');
  const roleChange = entries.filter({ hasText: 'Rôle modifié' }).filter({ hasText: recruit.email });
  await expect(roleChange).toContainText('Rôle : Client → Équipe');
  await expect(roleChange).toContainText('admin@chezmama.tg');
  await expectNoSeriousA11yViolations(admin);

  await staff.context().close();
  await admin.context().close();
});
