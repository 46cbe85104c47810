import {
  test,
  expect,
  adminSession,
  expectNoSeriousA11yViolations,
  fcfa,
  firstCategoryDishes,
  loginInBrowser,
  placePaidOrder,
} from './fixtures';

type StaffOrder = { is_paid: boolean; paid_at: string | null; total_price: number };

test("an admin opens Chiffres and sees the day's revenue equal the orders paid that day", async ({
  page,
  request,
  customer,
}) => {
  // Two paid orders (the simulator takes its time), the charts' chunk and an accessibility scan.
  test.slow();
  const [dish] = await firstCategoryDishes(request);
  await placePaidOrder(request, customer, [{ dish_id: dish!.dish_id, quantity: 2 }]);
  await placePaidOrder(request, customer, [{ dish_id: dish!.dish_id, quantity: 1 }]);
  const admin = await adminSession(request);

  // The orders paid today, from the order board's own list (created today or the day before).
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  let paidToday = 0;
  for (const day of [yesterday, today]) {
    const res = await request.get(`/api/admin/orders?day=${day}`, { headers: admin.headers });
    expect(res.ok()).toBe(true);
    const { orders } = (await res.json()) as { orders: StaffOrder[] };
    paidToday += orders
      .filter((o) => o.is_paid && o.paid_at?.startsWith(today))
      .reduce((s, o) => s + o.total_price, 0);
  }
  expect(paidToday).toBeGreaterThan(0);

  await loginInBrowser(page, admin);
  await page.goto('/admin/chiffres');
  await expect(page.getByRole('heading', { name: 'Chiffres', level: 1 })).toBeVisible();
  const revenue = page.getByTestId('report-summary').getByText("Chiffre d'affaires").locator('..');
  await expect(revenue.getByRole('definition')).toHaveText(fcfa(paidToday));
  // The same figure in the accessible table of the days.
  await expect(page.getByRole('table', { name: "Chiffre d'affaires par jour" })).toContainText(
    fcfa(paidToday),
  );
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter les commandes en CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`commandes-${today}-${today}.csv`);
});

test('on a 390 px phone the Chiffres page fits its width', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginInBrowser(page, await adminSession(request));
  await page.goto('/admin/chiffres');
  // The back-office chunk and the report: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Rapprochement PayGate' })).toBeVisible({ timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
