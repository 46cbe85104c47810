import fs from 'node:fs/promises';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  fcfa,
  firstCategoryDishes,
  loginInBrowser,
  placePaidOrder,
  registerUser,
} from './fixtures';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

test("a company holder reads the month's invoices and credit note and downloads the month's statement (PDF, CSV)", async ({
  page,
  request,
}) => {
  // Two payments and a cancellation before the page: longer than one page's journey.
  test.slow();
  const holder = await registerUser(request, {
    user_status: 'company',
    firstname: 'Efua',
    extra: { denomination_sociale: 'Lomé Conseil SARL', nif: '1000888999', rccm: 'TG-LOM-2023-B-0888' },
  });
  const [dish] = await firstCategoryDishes(request);
  const kept = await placePaidOrder(request, holder, [{ dish_id: dish!.dish_id, quantity: 2 }]);
  const refunded = await placePaidOrder(request, holder, [{ dish_id: dish!.dish_id, quantity: 3 }]);
  const cancel = await request.post(`/api/orders/${refunded.order_id}/cancel`, { headers: holder.headers });
  expect(cancel.ok(), await cancel.text()).toBe(true);

  const month = new Date().toISOString().slice(0, 7);
  const label = `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
  // Invoices and credit notes are issued from the events, a moment after the payment and the cancellation.
  await expect
    .poll(async () => {
      const res = await request.get(`/api/invoices?month=${month}`, { headers: holder.headers });
      return ((await res.json()) as { documents: unknown[] }).documents.length;
    })
    .toBe(3);

  await loginInBrowser(page, holder);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Mon entreprise' }).click();
  const statement = page.getByRole('region', { name: 'Relevé mensuel' });
  await expect(statement.getByLabel('Mois du relevé')).toHaveValue(month);
  const table = statement.getByRole('table', { name: `Factures et avoirs de ${label}` });
  await expect(table.getByRole('row').filter({ hasText: /Facture FAC-/ })).toHaveCount(2);
  const credit = table.getByRole('row').filter({ hasText: /Avoir AV-/ });
  await expect(credit).toContainText(refunded.code_commande);
  await expect(table.getByRole('row', { name: /Total du mois/ })).toContainText(fcfa(kept.total_price));
  await expectNoSeriousA11yViolations(page);

  // The refunded order's row in the company's orders offers its credit note beside its invoice.
  const note = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Télécharger l’avoir de la commande ${refunded.code_commande}` })
    .click();
  expect((await note).suggestedFilename()).toMatch(/^AV-\d{4}-\d{6}\.pdf$/);

  const pdf = page.waitForEvent('download');
  await statement.getByRole('button', { name: `Télécharger le relevé de ${label} (PDF)` }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toBe(`releve-${month}.pdf`);
  expect((await fs.readFile(await pdfFile.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const csv = page.waitForEvent('download');
  await statement.getByRole('button', { name: `Télécharger le relevé de ${label} (CSV)` }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toBe(`releve-${month}.csv`);
  const rows = (await fs.readFile(await csvFile.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((r) => r.split(';'));
  expect(rows.map((r) => r[1]).sort()).toEqual(['Avoir', 'Facture', 'Facture']);
  // Invoices minus the credit note: what the company owes for the month.
  expect(rows.reduce((n, r) => n + Number(r[6]), 0)).toBe(kept.total_price);
});
