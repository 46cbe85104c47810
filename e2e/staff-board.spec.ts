import {
  adminSession,
  test,
  expect,
  expectNoSeriousA11yViolations,
  loginInBrowser,
  menuOf,
  placePaidOrder,
  openAs,
} from './fixtures';

// Payment through the simulator takes a few seconds; the journey then runs four live updates.
test.describe.configure({ timeout: 120_000 });
// An order shows on the board, and a move on the tracking page, within 5 s.
const LIVE = { timeout: 5_000 };

test('a paid order rings on /admin until accepted, and the customer follows each move live', async ({
  browser,
  request,
  customer,
}) => {
  const board = await openAs(browser, await adminSession(request), '/admin');
  await expect(board.getByRole('heading', { name: 'Commandes en direct' })).toBeVisible();
  await expect(board.getByRole('status').filter({ hasText: 'En direct' })).toBeVisible();
  await expect(board.getByRole('link', { name: 'Espace restaurant' })).toBeVisible();
  await expect(board.getByRole('button', { name: 'Activer le son' })).toBeVisible();

  const dish = (await menuOf(request)).dishes[0]!;
  const order = await placePaidOrder(request, customer, [{ dish_id: dish.dish_id, quantity: 2 }]);

  // No reload: the order arrives over the event stream, and the board rings for it.
  const card = board.getByRole('article', { name: `Commande ${order.code_commande}` });
  await expect(card).toBeVisible(LIVE);
  // The alarm lists every ringing order. Other journeys may leave paid orders waiting past the escalation
  // delay, and then its headline counts the late ones ('En retard : …') instead of the new ones.
  const alert = board.getByRole('alert').filter({ hasText: /à accepter|En retard/ });
  await expect(alert).toContainText(order.code_commande, LIVE);
  await expect(board).toHaveTitle(/^\(\d+\) Nouvelle commande/);
  await expect(card).toContainText('Confirmée');
  await expect(card).toContainText(`2 × ${dish.dish_name}`);
  await expect(card.getByRole('link', { name: '90112233' })).toHaveAttribute('href', 'tel:+22890112233');
  await expect(card.getByRole('link', { name: 'Voir sur la carte' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=6\.135&mlon=1\.225/,
  );
  await board.getByRole('button', { name: 'Activer le son' }).click();
  await expect(board.getByRole('button', { name: 'Activer le son' })).toBeHidden();

  // The customer's tracking page, in a browser of their own.
  const tracking = await openAs(browser, customer, `/orders/track?id=${order.order_id}`);
  const status = tracking.getByRole('status').filter({ hasText: 'Statut' });
  await expect(status).toContainText('Confirmée');
  const steps = tracking.getByRole('list', { name: 'Étapes de la commande' });
  // And /orders, where the open order moves too.
  const history = await tracking.context().newPage();
  await history.goto('/orders');
  const openOrder = history.getByRole('status').filter({ hasText: order.code_commande });
  await expect(openOrder).toContainText('Confirmée');
  await expect(openOrder.getByRole('link', { name: 'Suivre en direct' })).toHaveAttribute(
    'href',
    `/orders/track?id=${order.order_id}`,
  );
  await expectNoSeriousA11yViolations(history);

  for (const [button, label] of [
    ['Accepter (en préparation)', 'En préparation'],
    ['Passer en livraison', 'En livraison'],
    ['Marquer livrée', 'Livrée'],
  ] as const) {
    await card.getByRole('button', { name: button }).click();
    // 'En livraison' asks who delivers; 'Sans livreur désigné' is the move as it always was.
    if (button === 'Passer en livraison') {
      await board.getByRole('dialog').getByRole('button', { name: 'Passer en livraison' }).click();
    }
    await expect(card).toContainText(label, LIVE);
    await expect(status).toContainText(label, LIVE);
    await expect(steps.getByRole('listitem').filter({ hasText: label })).toHaveAttribute(
      'aria-current',
      'step',
    );
    // Delivered, the order is no longer open: the notice gives way to the history alone.
    if (label === 'Livrée') await expect(openOrder).toHaveCount(0, LIVE);
    else await expect(openOrder).toContainText(label, LIVE);
    if (label === 'En préparation')
      await expect(alert.filter({ hasText: order.code_commande })).toHaveCount(0);
  }
  // Every step reached shows its time.
  await expect(steps.getByRole('listitem').filter({ hasText: /\d{2}:\d{2}/ })).toHaveCount(5);
  await expectNoSeriousA11yViolations(board);
  await expectNoSeriousA11yViolations(tracking);

  await board.context().close();
  await tracking.context().close();
});

test('a customer is refused the board', async ({ page, customer }) => {
  await loginInBrowser(page, customer);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Espace restaurant' })).toHaveCount(0);
});
