import type { Locator, Page } from '@playwright/test';
import {
  adminSession,
  expect,
  fcfa,
  loginInBrowser,
  menuOf,
  placePaidOrder,
  test,
  watchCsp,
} from './fixtures';
import { placeCashOrder } from './support/cash';

// The kitchen ticket. Printed to PDF at the page size its own stylesheet sets (80 or 58 mm wide), it holds the
// order code, every dish and the payment line, and nothing runs past the printer's printed band; the board prints
// a card's ticket at a tap, and each accepted order by itself when asked to.
test.describe.configure({ timeout: 120_000 });

/** The rolls: the paper's width and the band the printer prints on it, in mm (its edges are the page's margins). */
const rolls = [
  { width: '80', paper: 80, printed: 72 },
  { width: '58', paper: 58, printed: 48 },
] as const;
const PX_PER_MM = 96 / 25.4;
const PT_PER_MM = 72 / 25.4;
/** A4's length, the page length of the ticket's stylesheet. */
const PAGE_LENGTH_MM = 297;

/**
 * In print media, how far left and right the ticket draws (its boxes and every line of its text), in mm from the
 * page's content edge, where the printed band starts.
 */
const printedEdges = (ticket: Locator) =>
  ticket.evaluate((el, pxPerMm) => {
    const rects: DOMRect[] = [el, ...Array.from(el.querySelectorAll('*'))].map((e) =>
      e.getBoundingClientRect(),
    );
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...Array.from(range.getClientRects()));
    }
    return {
      left: Math.min(...rects.map((r) => r.left)) / pxPerMm,
      right: Math.max(...rects.map((r) => r.right)) / pxPerMm,
    };
  }, PX_PER_MM);

/** Prints the page as Chromium does with the page size CSS asks for, and returns each page's size in mm. */
async function printedPages(page: Page) {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const raw = pdf.toString('latin1');
  expect(raw.startsWith('%PDF')).toBe(true);
  return [...raw.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
}

/** The ticket goes to the printer at the roll's width: the PDF's page, and nothing past the printed band. */
async function expectPrintedOnRoll(page: Page, ticket: Locator, roll: (typeof rolls)[number]) {
  await page.emulateMedia({ media: 'print' });
  const edges = await printedEdges(ticket);
  expect(edges.left).toBeGreaterThanOrEqual(0);
  expect(edges.right).toBeLessThanOrEqual(roll.printed + 0.1);
  const pages = await printedPages(page);
  expect(pages.length).toBeGreaterThan(0);
  for (const { width, height } of pages) {
    // 58 mm = 164.4 pt, 80 mm = 226.8 pt; Chromium rounds the page to whole pixels.
    expect(Math.abs(width - roll.paper * PT_PER_MM)).toBeLessThanOrEqual(1);
    expect(Math.abs(height - PAGE_LENGTH_MM * PT_PER_MM)).toBeLessThanOrEqual(1);
  }
  await page.emulateMedia({ media: 'screen' });
}

/**
 * Counts window.print() calls and keeps what the ticket box held at each one (Chromium's dialog is not opened).
 * The box goes at once, as after a real print, unless `holdTicket` is set: it then stays to be printed to PDF.
 */
const stubPrint = () => {
  const w = window as unknown as { printed: string[]; holdTicket?: boolean };
  w.printed = [];
  window.print = () => {
    const box = document.querySelector('.ticket-print-root');
    w.printed.push(box?.textContent ?? '');
    if (!w.holdTicket) window.dispatchEvent(new Event('afterprint'));
  };
};
/** Spaces as a reader sees them (the amounts' thin and non-breaking spaces). */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: string[] }).printed);

test('the ticket page prints at 80 and 58 mm, nothing cut, with the code, every dish and the cash to collect', async ({
  page,
  request,
  customer,
}) => {
  const csp = await watchCsp(page);
  const dishes = (await menuOf(request)).dishes.slice(0, 2);
  const admin = await adminSession(request);
  // Cash on delivery: the ticket says what the rider collects. An address with a long word, which must wrap.
  const longWord = 'portail-bleu-après-la-station-total-de-nyékonakpoè';
  const order = await placeCashOrder(
    request,
    admin,
    customer,
    [
      { dish_id: dishes[0]!.dish_id, quantity: 2 },
      { dish_id: dishes[1]!.dish_id, quantity: 1 },
    ],
    { description_address: `Nyékonakpoè, rue des Cocotiers, ${longWord}` },
  );
  await loginInBrowser(page, admin);
  await page.goto(`/admin/ticket/order/${order.order_id}`);
  const ticket = page.getByRole('article', { name: `Ticket ${order.code_commande}` });
  await expect(ticket).toContainText(order.code_commande);
  await expect(ticket).toContainText(`2 × ${dishes[0]!.dish_name}`);
  await expect(ticket).toContainText(`1 × ${dishes[1]!.dish_name}`);
  await expect(ticket).toContainText(`À ENCAISSER ${fcfa(order.total_price)}`);
  await expect(ticket).toContainText('Nyékonakpoè, rue des Cocotiers');
  await expect(ticket).toContainText('90112233');
  await expect(ticket).toContainText(longWord);

  // What the printer gets: only the ticket (the toolbar is not printed), on a page of the roll's width.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();
  await expect(ticket).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expectPrintedOnRoll(page, ticket, rolls[0]);

  // The 58 mm roll: the choice is remembered and the page follows it.
  await page.getByLabel('Rouleau').selectOption('58');
  await page.reload();
  await expect(page.getByLabel('Rouleau')).toHaveValue('58');
  await expect(ticket).toContainText(order.code_commande);
  await expectPrintedOnRoll(page, ticket, rolls[1]);

  // The page size comes from a stylesheet of the site: the CSP refused nothing.
  expect(csp.violations, 'securitypolicyviolation events').toEqual([]);
  expect(csp.console, 'CSP reports on the console').toEqual([]);
});

test('the board prints a card at a tap, and each order it accepts by itself once asked', async ({
  page,
  request,
  customer,
}) => {
  const csp = await watchCsp(page);
  const dish = (await menuOf(request)).dishes[0]!;
  const first = await placePaidOrder(request, customer, [{ dish_id: dish.dish_id, quantity: 3 }]);
  await page.addInitScript(stubPrint);
  await loginInBrowser(page, await adminSession(request));
  await page.goto('/admin');
  const card = page.getByRole('article', { name: `Commande ${first.code_commande}` });
  await card.getByRole('button', { name: 'Imprimer le ticket' }).click();
  // Printed once the ticket's stylesheet applies.
  await expect.poll(async () => (await printed(page)).length).toBe(1);
  expect((await printed(page))[0]).toContain(first.code_commande);
  expect((await printed(page))[0]).toContain(`3 × ${dish.dish_name}`);
  // Paid: the amount and the network that paid it.
  expect(spaced((await printed(page))[0]!)).toContain(`Payée : ${spaced(fcfa(first.total_price))} (FLOOZ)`);
  // The box goes once printed: the board itself prints as before.
  await expect(page.locator('.ticket-print-root')).toHaveCount(0);

  // On a 58 mm roll, what the board sends to the printer is the ticket alone, on a page of the roll's width.
  await page.getByLabel('Rouleau').selectOption('58');
  await page.evaluate(() => ((window as unknown as { holdTicket: boolean }).holdTicket = true));
  await card.getByRole('button', { name: 'Imprimer le ticket' }).click();
  await expect.poll(async () => (await printed(page)).length).toBe(2);
  const boxed = page.locator('.ticket-print-root .kitchen-ticket');
  await expect(boxed).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  await expect(boxed).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commandes en direct' })).toBeHidden();
  await expectPrintedOnRoll(page, boxed, rolls[1]);
  await page.evaluate(() => {
    (window as unknown as { holdTicket: boolean }).holdTicket = false;
    window.dispatchEvent(new Event('afterprint'));
  });
  await expect(page.locator('.ticket-print-root')).toHaveCount(0);

  await page.getByLabel('Imprimer le ticket de chaque commande acceptée').check();
  await card.getByRole('button', { name: 'Accepter (en préparation)' }).click();
  await expect(card).toContainText('En préparation');
  await expect.poll(async () => (await printed(page)).length).toBe(3);
  expect((await printed(page))[2]).toContain(first.code_commande);

  // Remembered on this computer; off again, an accepted order prints nothing.
  await page.reload();
  await expect(page.getByLabel('Imprimer le ticket de chaque commande acceptée')).toBeChecked();
  await page.getByLabel('Imprimer le ticket de chaque commande acceptée').uncheck();
  const second = await placePaidOrder(request, customer, [{ dish_id: dish.dish_id, quantity: 1 }]);
  const next = page.getByRole('article', { name: `Commande ${second.code_commande}` });
  await next.getByRole('button', { name: 'Accepter (en préparation)' }).click();
  await expect(next).toContainText('En préparation');
  expect(await printed(page)).toHaveLength(0);

  expect(csp.violations, 'securitypolicyviolation events').toEqual([]);
  expect(csp.console, 'CSP reports on the console').toEqual([]);
});
