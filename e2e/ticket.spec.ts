import { adminSession, expect, fcfa, loginInBrowser, menuOf, placePaidOrder, test } from './fixtures';
import { placeCashOrder } from './support/cash';

// The kitchen ticket. Printed to PDF 80 mm wide, it holds the order code, every dish and the amount line;
// the board prints a card's ticket at a tap, and each accepted order by itself when asked to.
test.describe.configure({ timeout: 120_000 });

/** Counts window.print() calls and keeps what the ticket box held at each one (Chromium's dialog is not opened). */
const stubPrint = () => {
  (window as unknown as { printed: string[] }).printed = [];
  window.print = () => {
    const box = document.querySelector('.ticket-print-root');
    (window as unknown as { printed: string[] }).printed.push(box?.textContent ?? '');
    window.dispatchEvent(new Event('afterprint'));
  };
};
const printed = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { printed: string[] }).printed);

test('the ticket page prints to an 80 mm PDF with the code, every dish and the cash to collect', async ({
  page,
  request,
  customer,
}) => {
  const dishes = (await menuOf(request)).dishes.slice(0, 2);
  const admin = await adminSession(request);
  // Cash on delivery: the ticket says what the rider collects.
  const order = await placeCashOrder(request, admin, customer, [
    { dish_id: dishes[0]!.dish_id, quantity: 2 },
    { dish_id: dishes[1]!.dish_id, quantity: 1 },
  ]);
  await loginInBrowser(page, admin);
  await page.goto(`/admin/ticket/order/${order.order_id}`);
  const ticket = page.getByRole('article', { name: `Ticket ${order.code_commande}` });
  await expect(ticket).toContainText(order.code_commande);
  await expect(ticket).toContainText(`2 × ${dishes[0]!.dish_name}`);
  await expect(ticket).toContainText(`1 × ${dishes[1]!.dish_name}`);
  await expect(ticket).toContainText(`À ENCAISSER ${fcfa(order.total_price)}`);
  await expect(ticket).toContainText('Nyékonakpoè, rue des Cocotiers');
  await expect(ticket).toContainText('90112233');

  // What the printer gets: only the ticket (the toolbar is not printed), the page the roll's width.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();
  await expect(ticket).toBeVisible();
  const box = await ticket.boundingBox();
  // 80 mm at 96 px per inch.
  expect(Math.round(box!.width)).toBe(302);
  const pdf = await page.pdf({ width: '80mm', printBackground: true });
  const raw = pdf.toString('latin1');
  expect(raw.startsWith('%PDF')).toBe(true);
  const mediaBox = raw.match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/);
  // 80 mm = 226.77 pt.
  expect(Number(mediaBox![1])).toBeCloseTo(226.77, 0);
  await page.emulateMedia({ media: 'screen' });

  // The 58 mm roll: the choice is remembered and the page follows it.
  await page.getByLabel('Rouleau').selectOption('58');
  await page.reload();
  await expect(page.getByLabel('Rouleau')).toHaveValue('58');
  await page.emulateMedia({ media: 'print' });
  expect(Math.round((await ticket.boundingBox())!.width)).toBe(219);
  expect(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('style')).some((s) => s.textContent?.includes('size: 58mm auto')),
    ),
  ).toBe(true);
});

test('the board prints a card at a tap, and each order it accepts by itself once asked', async ({
  page,
  request,
  customer,
}) => {
  const dish = (await menuOf(request)).dishes[0]!;
  const first = await placePaidOrder(request, customer, [{ dish_id: dish.dish_id, quantity: 3 }]);
  await page.addInitScript(stubPrint);
  await loginInBrowser(page, await adminSession(request));
  await page.goto('/admin');
  const card = page.getByRole('article', { name: `Commande ${first.code_commande}` });
  await card.getByRole('button', { name: 'Imprimer le ticket' }).click();
  expect(await printed(page)).toHaveLength(1);
  expect((await printed(page))[0]).toContain(first.code_commande);
  expect((await printed(page))[0]).toContain(`3 × ${dish.dish_name}`);
  expect((await printed(page))[0]).toContain('PAYÉ');
  // The box goes once printed: the board itself prints as before.
  await expect(page.locator('.ticket-print-root')).toHaveCount(0);

  await page.getByLabel('Imprimer le ticket de chaque commande acceptée').check();
  await card.getByRole('button', { name: 'Accepter (en préparation)' }).click();
  await expect(card).toContainText('En préparation');
  await expect.poll(async () => (await printed(page)).length).toBe(2);
  expect((await printed(page))[1]).toContain(first.code_commande);

  // Remembered on this computer; off again, an accepted order prints nothing.
  await page.reload();
  await expect(page.getByLabel('Imprimer le ticket de chaque commande acceptée')).toBeChecked();
  await page.getByLabel('Imprimer le ticket de chaque commande acceptée').uncheck();
  const second = await placePaidOrder(request, customer, [{ dish_id: dish.dish_id, quantity: 1 }]);
  const next = page.getByRole('article', { name: `Commande ${second.code_commande}` });
  await next.getByRole('button', { name: 'Accepter (en préparation)' }).click();
  await expect(next).toContainText('En préparation');
  expect(await printed(page)).toHaveLength(0);
});
