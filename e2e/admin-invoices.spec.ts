import fs from 'node:fs/promises';
import {
  test,
  expect,
  adminSession,
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

type Listed = { documents: { id: string; kind: string; number: string; code: string }[] };

test("an admin reads the month's invoices under Factures, a customer's among them, and downloads a company's statement", async ({
  page,
  request,
  customer,
}) => {
  // Two payments before the page, and two downloads.
  test.slow();
  const company = await registerUser(request, {
    user_status: 'company',
    firstname: 'Abla',
    extra: { denomination_sociale: 'Togo Saveurs SARL', nif: '1000777666', rccm: 'TG-LOM-2024-B-0777' },
  });
  const [dish] = await firstCategoryDishes(request);
  const theirs = await placePaidOrder(request, customer, [{ dish_id: dish!.dish_id, quantity: 1 }]);
  const companys = await placePaidOrder(request, company, [{ dish_id: dish!.dish_id, quantity: 2 }]);
  const admin = await adminSession(request);

  const month = new Date().toISOString().slice(0, 7);
  const label = `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
  // Invoiced from the payments' events, a moment after the payments, downloaded or not.
  const listed = async () =>
    (await (
      await request.get(`/api/admin/invoices?month=${month}`, { headers: admin.headers })
    ).json()) as Listed;
  const invoiceOf = (docs: Listed, code: string) =>
    docs.documents.find((d) => d.kind === 'invoice' && d.code === code);
  await expect
    .poll(async () => {
      const docs = await listed();
      return [theirs, companys].every((o) => invoiceOf(docs, o.code_commande));
    })
    .toBe(true);
  const docs = await listed();
  const customerInvoice = invoiceOf(docs, theirs.code_commande)!;
  const companyInvoice = invoiceOf(docs, companys.code_commande)!;

  await loginInBrowser(page, admin);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Espace restaurant' })
    .getByRole('link', { name: 'Factures' })
    .click();
  await expect(page).toHaveURL(/\/admin\/factures$/);
  await expect(page.getByRole('heading', { name: 'Factures', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Mois')).toHaveValue(month);
  const table = page.getByRole('table', { name: `Factures et avoirs de ${label}` });
  const row = table.getByRole('row').filter({ hasText: theirs.code_commande });
  await expect(row).toContainText(`Facture ${customerInvoice.number}`);
  await expect(row).toContainText(fcfa(theirs.total_price));
  await expectNoSeriousA11yViolations(page);

  const pdf = page.waitForEvent('download');
  await row.getByRole('button', { name: `Télécharger la facture ${customerInvoice.number}` }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toBe(`${customerInvoice.number}.pdf`);
  expect((await fs.readFile(await pdfFile.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const statements = page.getByRole('table', { name: `Relevés des entreprises de ${label}` });
  await expect(statements.getByRole('row').filter({ hasText: 'Togo Saveurs SARL' })).toContainText(
    fcfa(companys.total_price),
  );
  const csv = page.waitForEvent('download');
  await statements
    .getByRole('button', { name: `Télécharger le relevé de Togo Saveurs SARL de ${label} (CSV)` })
    .click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toBe(`releve-${month}.csv`);
  expect(await fs.readFile(await csvFile.path(), 'utf8')).toContain(companyInvoice.number);
});
