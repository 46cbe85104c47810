import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminInvoiceDocuments } from '@lome/shared';
import type { DbKind } from '../../test/helper.js';
import { dbKinds } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { fcfa, invoiceSteps, pdfText, thisMonth } from '../../test/fixtures/invoices.js';

describe.each(dbKinds)('invoices (%s)', (kind: DbKind) => {
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld(kind);
  });
  afterAll(() => w.close());

  beforeEach(async () => {
    // Each test pays many orders from this one address: the per-address limit is tested elsewhere.
    await w.t.db.deleteFrom('rate_limits').execute();
  });

  const { colleaguesOf, paidReservation, companyWithIdentity } = invoiceSteps(() => w);

  it("states a company's month in PDF and CSV: its NIF, every number, the total; the CSV sums to invoices minus credit notes", async () => {
    const holder = await companyWithIdentity('1000555003');
    const [member, other] = await colleaguesOf(holder.id, 2);
    const kept = await w.orderAndPay(member!, [{ dish_id: w.dish.id, quantity: 3 }]);
    const refunded = await w.orderAndPay(other!);
    const reservation = await paidReservation(holder);
    await w.t.app.outbox.drain();
    await w.cancel(other!, refunded.id);
    await w.t.app.outbox.drain();
    const docs = await w.t.db
      .selectFrom('invoices')
      .select(['kind', 'number', 'total', 'vat'])
      .where('company_id', '=', holder.id)
      .execute();
    expect(docs.map((d) => d.kind).sort()).toEqual(['credit_note', 'invoice', 'invoice', 'invoice']);
    const signed = (d: (typeof docs)[number], key: 'total' | 'vat') =>
      d.kind === 'invoice' ? d[key] : -d[key];
    const total = docs.reduce((n, d) => n + signed(d, 'total'), 0);
    const vat = docs.reduce((n, d) => n + signed(d, 'vat'), 0);
    expect(total).toBe(kept.total_price + reservation.total_price);

    const url = (ext: string) => `/api/company/statements/${thisMonth()}.${ext}`;
    const pdf = await w.inject('GET', url('pdf'), holder.auth);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="releve-${thisMonth()}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('SARL Test');
    expect(text).toContain('NIF : 1000555003');
    for (const d of docs) expect(text).toContain(d.number);
    expect(text).toContain('Total du mois TTC');
    expect(text).toContain(fcfa(total));

    const csv = await w.inject('GET', url('csv'), holder.auth);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFFDate;Document;Numéro;')).toBe(true);
    const rows = csv.body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((r) => r.split(';'));
    expect(rows).toHaveLength(4);
    expect(rows.reduce((n, r) => n + Number(r[6]), 0)).toBe(total);
    expect(rows.reduce((n, r) => n + Number(r[7]), 0)).toBe(vat);
    expect(rows.filter((r) => r[1] === 'Avoir').map((r) => Number(r[6]))).toEqual([-refunded.total_price]);

    // A colleague, a particular and a stranger company's statement: not theirs.
    for (const who of [member!, (await w.register('particular')).account]) {
      const refused = await w.inject('GET', url('pdf'), who.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Seul le titulaire du compte entreprise peut gérer ses collègues.');
      expect((await w.inject('GET', url('csv'), who.auth)).statusCode).toBe(403);
    }
    expect((await w.inject('GET', '/api/company/statements/2026-13.pdf', holder.auth)).statusCode).toBe(422);
    // Admins read any company's statement.
    const admin = (await createUser(w.t.db, { role: 'admin' })).auth;
    const byAdmin = await w.inject(
      'GET',
      `/api/admin/companies/${holder.id}/statements/${thisMonth()}.csv`,
      admin,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.body).toBe(csv.body);
    const staff = (await createUser(w.t.db, { role: 'staff' })).auth;
    expect(
      (await w.inject('GET', `/api/admin/companies/${holder.id}/statements/${thisMonth()}.pdf`, staff))
        .statusCode,
    ).toBe(403);
    expect(
      (await w.inject('GET', `/api/admin/companies/${member!.id}/statements/${thisMonth()}.pdf`, admin))
        .statusCode,
    ).toBe(404);
  });

  it("lists the month's invoices and credit notes with their buyers, and each company's statement, for admins only", async () => {
    const holder = await companyWithIdentity('1000555012');
    const [member] = await colleaguesOf(holder.id, 1);
    const { account: customer } = await w.register('particular', { firstname: 'Kafui' });
    const kept = await w.orderAndPay(member!);
    const refunded = await w.orderAndPay(holder);
    const own = await w.orderAndPay(customer);
    await w.cancel(holder, refunded.id);
    await w.t.app.outbox.drain();
    const docs = await w.t.db
      .selectFrom('invoices')
      .select(['id', 'kind', 'number', 'order_id', 'company_id', 'total', 'issued_at'])
      .where('order_id', 'in', [kept.id, refunded.id, own.id])
      .execute();
    expect(docs).toHaveLength(4);
    // The month they were issued in (all of them but at a month's last millisecond).
    const month = docs[0]!.issued_at.slice(0, 7);
    const inMonth = docs.filter((d) => d.issued_at.startsWith(month));
    const admin = (await createUser(w.t.db, { role: 'admin' })).auth;

    const res = await w.inject('GET', `/api/admin/invoices?month=${month}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminInvoiceDocuments>();
    expect(body.month).toBe(month);
    const listed = body.documents.filter((d) => docs.some((mine) => mine.id === d.id));
    expect(listed.map((d) => d.id).sort()).toEqual(inMonth.map((d) => d.id).sort());
    const numberOf = (orderId: string, kind: string) =>
      docs.find((d) => d.order_id === orderId && d.kind === kind)!.number;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          number: numberOf(kept.id, 'invoice'),
          kind: 'invoice',
          buyer: 'SARL Test',
          ordered_by: expect.stringMatching(/^Prénom\d+ Test$/),
          code: kept.code_commande,
          total: kept.total_price,
          company_id: holder.id,
        }),
        expect.objectContaining({
          number: numberOf(own.id, 'invoice'),
          buyer: 'Kafui Test',
          ordered_by: null,
          code: own.code_commande,
          total: own.total_price,
          company_id: null,
        }),
      ]),
    );
    const companyDocs = inMonth.filter((d) => d.company_id === holder.id);
    expect(body.statements).toContainEqual({
      company_id: holder.id,
      name: 'SARL Test',
      documents: companyDocs.length,
      total: companyDocs.reduce((n, d) => n + (d.kind === 'invoice' ? d.total : -d.total), 0),
    });
    expect(body.total).toBe(body.documents.reduce((n, d) => n + d.total, 0));
    // Each listed document downloads for the admin.
    const pdf = await w.inject('GET', `/api/invoices/${listed[0]!.id}.pdf`, admin);
    expect(pdf.statusCode, pdf.body).toBe(200);

    expect((await w.inject('GET', `/api/admin/invoices?month=${month}`, customer.auth)).statusCode).toBe(403);
    expect((await w.inject('GET', `/api/admin/invoices?month=${month}`, holder.auth)).statusCode).toBe(403);
    const staff = (await createUser(w.t.db, { role: 'staff' })).auth;
    expect((await w.inject('GET', `/api/admin/invoices?month=${month}`, staff)).statusCode).toBe(403);
    expect((await w.inject('GET', `/api/admin/invoices?month=${month}`)).statusCode).toBe(401);
    const bad = await w.inject('GET', '/api/admin/invoices?month=2026-13', admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ month: ['Le mois doit être au format AAAA-MM.'] });
  });
});
