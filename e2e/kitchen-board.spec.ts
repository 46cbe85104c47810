import type { APIRequestContext } from '@playwright/test';
import {
  adminSession,
  expect,
  expectNoSeriousA11yViolations,
  loginInBrowser,
  menuOf,
  ordersOf,
  placePaidOrder,
  registerUser,
  test,
  type ApiUser,
  openAs,
  orderNow,
} from './fixtures';

// The kitchen's switches change what every visitor sees: this spec runs in the 'kitchen-clock' project, one test
// at a time, after the others (playwright.config.ts). Payment through the simulator takes a few seconds, and each
// journey drives two browsers.
test.describe.configure({ timeout: 180_000 });
const LIVE = { timeout: 5_000 };
// A page's first paint waits for its chunks, slow on a busy machine; what follows is held to LIVE.
const FIRST_PAINT = { timeout: 30_000 };

type Status = {
  paused: boolean;
  accepting_orders: boolean;
  message: string;
  paused_until: string | null;
  pause_message: string | null;
};

/** A new account made staff by the demo admin, logged in again so its session carries the role. */
async function staffSession(request: APIRequestContext) {
  const recruit = await registerUser(request, { firstname: 'Edem', lastname: 'Cuisine' });
  const admin = await adminSession(request);
  const promoted = await request.post(`/api/admin/users/${recruit.user.id}/role`, {
    headers: admin.headers,
    data: { role: 'staff' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  const login = await request.post('/api/users/login', {
    data: { email: recruit.email, password: recruit.password },
  });
  const body = (await login.json()) as { authorisation: { token: string }; user: ApiUser };
  return { token: body.authorisation.token, user: body.user };
}

async function restaurantStatus(request: APIRequestContext): Promise<Status> {
  const res = await request.get('/api/restaurant/status');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Status;
}

/** '13h05', Lomé time (UTC all year). */
const frenchTime = (iso: string) => `${iso.slice(11, 13)}h${iso.slice(14, 16)}`;

const allDay = Array.from({ length: 7 }, () => [{ open: '00:00', close: '24:00' }]);

// Whatever a failed journey left, the next spec finds the kitchen open all day and taking orders.
test.afterEach(async ({ request }) => {
  const admin = await adminSession(request);
  await request.delete('/api/admin/pause', { headers: admin.headers });
  await request.put('/api/admin/rush', { headers: admin.headers, data: { on: false } });
  await request.put('/api/admin/opening-hours', {
    headers: admin.headers,
    data: { weekly: allDay, closures: [] },
  });
});

test('staff pause ASAP orders from the board: customers see it and cannot order now, then staff resume', async ({
  browser,
  request,
  customer,
}) => {
  const board = await openAs(browser, await staffSession(request), '/admin');
  await expect(board.getByRole('heading', { name: 'Commandes en direct' })).toBeVisible(FIRST_PAINT);
  await expect(board.getByTestId('kitchen-message')).toContainText('Ouvert');

  await board.getByRole('button', { name: 'Pause des commandes' }).click();
  const dialog = board.getByRole('dialog', { name: 'Pause des commandes' });
  await dialog.getByLabel('30 min').check();
  await dialog.getByLabel('Message aux clients (facultatif)').fill('Trop de commandes, nous revenons vite.');
  await expectNoSeriousA11yViolations(board);
  await dialog.getByRole('button', { name: 'Mettre en pause' }).click();
  await expect(dialog).toBeHidden();

  // The board: the time left, ticking, and the message.
  const paused = board.getByTestId('kitchen-paused');
  await expect(paused).toContainText('Commandes en pause');
  await expect(paused).toContainText('Message aux clients : « Trop de commandes, nous revenons vite. »');
  const left = board.getByTestId('pause-left');
  await expect(left).toHaveText(/reprise automatique dans (29|30) min \d\d s \(vers \d\dh\d\d\)/);
  const before = await left.textContent();
  await expect(left).not.toHaveText(before!, LIVE);
  await expect(board.getByRole('button', { name: 'Pause des commandes' })).toHaveCount(0);

  // What everyone reads.
  const status = await restaurantStatus(request);
  expect(status).toMatchObject({
    paused: true,
    accepting_orders: false,
    pause_message: 'Trop de commandes, nous revenons vite.',
  });
  expect(status.message).toBe(`Commandes en pause · reprise vers ${frenchTime(status.paused_until!)}`);

  const menu = await openAs(browser, customer, '/menu');
  await expect(menu.getByTestId('kitchen-status')).toContainText('Commandes en pause', FIRST_PAINT);

  // An order for now is refused, and nothing is created.
  const dish = (await menuOf(request)).dishes.find((d) => !d.requires_advance_notice)!;
  const refused = await orderNow(request, customer, dish);
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { code: string }).code).toBe('ORDERS_PAUSED');
  expect(await ordersOf(request, customer)).toEqual([]);

  // Staff resume: ASAP orders are taken again.
  await paused.getByRole('button', { name: 'Reprendre' }).click();
  await expect(paused).toBeHidden();
  await expect(board.getByRole('button', { name: 'Pause des commandes' })).toBeVisible();
  expect(await restaurantStatus(request)).toMatchObject({ paused: false, accepting_orders: true });
  await menu.reload();
  await expect(menu.getByTestId('kitchen-status')).toContainText('Ouvert');

  await board.context().close();
  await menu.context().close();
});

test("staff push a paid order's time back by 10 minutes; the board and the customer's tracking page follow", async ({
  browser,
  request,
  customer,
}) => {
  const board = await openAs(browser, await staffSession(request), '/admin');
  await expect(board.getByRole('status').filter({ hasText: 'En direct' })).toBeVisible(FIRST_PAINT);

  // Rush mode is a switch staff can flip back.
  const rush = board.getByLabel('Mode rush : +15 min sur chaque estimation');
  await rush.check();
  await expect(rush).toBeChecked();
  await expect.poll(async () => ((await restaurantStatus(request)) as { rush?: boolean }).rush).toBe(true);
  await rush.uncheck();
  await expect.poll(async () => ((await restaurantStatus(request)) as { rush?: boolean }).rush).toBe(false);

  const dish = (await menuOf(request)).dishes.find((d) => !d.requires_advance_notice)!;
  const order = await placePaidOrder(request, customer, [{ dish_id: dish.dish_id, quantity: 1 }]);
  const detail = await request.get(`/api/orders-detail/${order.order_id}`, { headers: customer.headers });
  const estimated = ((await detail.json()) as { order: { estimated_at: string } }).order.estimated_at;
  expect(estimated).toBeTruthy();
  const pushed = new Date(Date.parse(estimated) + 10 * 60_000).toISOString();

  const card = board.getByRole('article', { name: `Commande ${order.code_commande}` });
  await expect(card).toContainText(`Livraison prévue`, LIVE);
  await expect(card).toContainText(`vers ${frenchTime(estimated)}`);

  const tracking = await openAs(browser, customer, `/orders/track?id=${order.order_id}`);
  const estimate = tracking.getByTestId('delivery-estimate');
  await expect(estimate).toContainText(`vers ${frenchTime(estimated)}`, FIRST_PAINT);

  await card.getByRole('button', { name: '+10 min' }).click();
  await expect(card).toContainText(`vers ${frenchTime(pushed)}`, LIVE);
  // No reload: the delay arrives over the order's stream.
  await expect(estimate).toContainText(`vers ${frenchTime(pushed)}`, LIVE);
  await expectNoSeriousA11yViolations(board);

  await board.context().close();
  await tracking.context().close();
});

test('an admin edits the opening hours in Réglages: an impossible period is refused beside it, a closure is saved', async ({
  page,
  request,
}) => {
  await loginInBrowser(page, await adminSession(request));
  await page.goto('/admin/reglages');
  await expect(page.getByRole('heading', { name: 'Horaires d’ouverture' })).toBeVisible(FIRST_PAINT);
  // The kitchen's figures sit with the others.
  const kitchen = page.getByRole('group', { name: 'Cuisine et horaires' });
  await expect(kitchen.getByLabel('Temps de préparation')).toHaveValue(/^\d+$/);
  await expect(kitchen.getByLabel('Alerte si une commande payée n’est pas acceptée après')).toHaveValue(
    /^\d+$/,
  );

  // OPENING_HOURS=24/7: every day from 00:00 to midnight.
  const mondayOpen = page.getByLabel('Lundi, service 1 : ouverture');
  const mondayClose = page.getByLabel('Lundi, service 1 : fermeture');
  await expect(mondayOpen).toHaveValue('00:00');
  await expect(mondayClose).toHaveValue('00:00');
  await mondayOpen.fill('12:00');
  await mondayClose.fill('11:00');
  await page.getByRole('button', { name: 'Enregistrer les horaires' }).click();
  const monday = page.getByRole('group', { name: 'Lundi' });
  await expect(monday).toContainText(
    'Un service doit se terminer après son ouverture (de 00:00 à 24:00, sans passer minuit).',
  );
  await expect(mondayClose).toHaveAttribute('aria-invalid', 'true');
  await mondayOpen.fill('00:00');
  await mondayClose.fill('00:00');

  await page.getByRole('button', { name: 'Ajouter une fermeture' }).click();
  const closure = page.getByRole('group', { name: 'Fermeture 1' });
  await closure.getByLabel('Du', { exact: true }).fill('2030-04-27');
  await closure.getByLabel('Au', { exact: true }).fill('2030-04-27');
  await closure.getByLabel('Raison affichée aux clients').fill('Fermé pour la fête de l’indépendance');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Enregistrer les horaires' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Horaires enregistrés.' })).toBeVisible();

  const hours = (await (await request.get('/api/restaurant/hours')).json()) as {
    weekly: { open: string; close: string }[][];
    closures: unknown[];
  };
  expect(hours.weekly).toEqual(allDay);
  expect(hours.closures).toEqual([
    { from: '2030-04-27', to: '2030-04-27', reason: 'Fermé pour la fête de l’indépendance' },
  ]);
  await page.reload();
  await expect(page.getByLabel('Raison affichée aux clients')).toHaveValue(
    'Fermé pour la fête de l’indépendance',
  );
});
