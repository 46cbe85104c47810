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

test('an admin opens Chiffres and reads what the restaurant kept, what was paid and what goes back', async ({
  page,
  request,
  customer,
}) => {
  // Two paid orders (the simulator takes its time), the charts' chunk and an accessibility scan.
  test.slow();
  const [dish] = await firstCategoryDishes(request);
  const first = await placePaidOrder(request, customer, [{ dish_id: dish!.dish_id, quantity: 2 }]);
  const second = await placePaidOrder(request, customer, [{ dish_id: dish!.dish_id, quantity: 1 }]);
  const admin = await adminSession(request);
  const today = new Date().toISOString().slice(0, 10);

  await loginInBrowser(page, admin);
  await page.goto('/admin/chiffres');
  await expect(page.getByRole('heading', { name: 'Chiffres', level: 1 })).toBeVisible();
  // Other journeys pay and cancel on the same server meanwhile: the figures are read from the page and checked
  // against each other and against the two orders paid here (the API tests tally a fixed service to the franc).
  const figure = async (label: string) => {
    const text = await page
      .getByTestId('report-summary')
      .getByText(label, { exact: true })
      .locator('..')
      .getByRole('definition')
      .textContent();
    return Number(text!.replace(/\D/g, ''));
  };
  const net = await figure("Chiffre d'affaires net");
  const gross = await figure('Encaissé (brut)');
  const refunded = await figure('Remboursé ou à rembourser');
  expect(gross).toBeGreaterThanOrEqual(first.total_price + second.total_price);
  expect(net).toBe(gross - refunded);
  // The same net figure in the accessible table of the days.
  await expect(page.getByRole('table', { name: "Chiffre d'affaires par jour" })).toContainText(fcfa(net));
  await expect(page.getByRole('heading', { name: 'Espèces' })).toBeVisible();
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
