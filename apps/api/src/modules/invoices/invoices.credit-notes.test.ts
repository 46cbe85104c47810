import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbKind } from '../../test/helper.js';
import { dbKinds } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { invoiceSteps, pdfText, thisMonth, year } from '../../test/fixtures/invoices.js';

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

  const { colleaguesOf, pdfOf, paidReservation, documentsOf, companyWithIdentity } = invoiceSteps(() => w);

  it('gives a cancelled unpaid order neither an invoice nor a credit note', async () => {
    const { account } = await w.register('company');
    const o = await w.order(account);
    await w.cancel(account, o.id);
    await w.t.app.outbox.drain();
    expect(await documentsOf({ order_id: o.id })).toEqual([]);
    const invoice = await pdfOf(account.auth, o.id);
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json().message).toBe("Cette commande n'est pas payée : elle n'a pas encore de facture.");
    expect((await w.inject('GET', `/api/orders/${o.id}/credit-note.pdf`, account.auth)).statusCode).toBe(404);
  });

  it('issues a credit note referring to the invoice when a paid company order is cancelled', async () => {
    const { account } = await w.register('company');
    const o = await w.orderAndPay(account);
    await w.cancel(account, o.id);
    await w.t.app.outbox.drain();
    const docs = await w.t.db
      .selectFrom('invoices')
      .select(['kind', 'number', 'credited_invoice_id', 'id', 'total'])
      .where('order_id', '=', o.id)
      .orderBy('kind', 'desc')
      .execute();
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    expect(docs[1]!.number).toMatch(new RegExp(`^AV-${year()}-\\d{6}$`));
    expect(docs[1]!.credited_invoice_id).toBe(docs[0]!.id);
    expect(docs[1]!.total).toBe(o.total_price);
    const note = await w.inject('GET', `/api/orders/${o.id}/credit-note.pdf`, account.auth);
    expect(note.statusCode, note.body).toBe(200);
    expect(note.headers['content-disposition']).toBe(`attachment; filename="${docs[1]!.number}.pdf"`);
    expect(pdfText(note.rawPayload)).toContain(`Avoir sur la facture ${docs[0]!.number}`);
    const { account: stranger } = await w.register('company');
    expect((await w.inject('GET', `/api/orders/${o.id}/credit-note.pdf`, stranger.auth)).statusCode).toBe(
      404,
    );
  });

  it('credits a cancelled paid company reservation: an AV referring to its invoice, downloadable by the holder and staff', async () => {
    const holder = await companyWithIdentity('1000555001');
    const [member] = await colleaguesOf(holder.id, 1);
    const reservation = await paidReservation(member!);
    await w.t.app.outbox.drain();
    const cancelled = await w.inject('POST', `/api/reservations/${reservation.id}/cancel`, member!.auth);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refund).toEqual({ amount: reservation.total_price, status: 'pending' });
    const docs = await documentsOf({ reservation_id: reservation.id });
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    const [invoice, credit] = docs as [(typeof docs)[0], (typeof docs)[0]];
    expect(credit.number).toMatch(new RegExp(`^AV-${year()}-\\d{6}$`));
    expect(credit.credited_invoice_id).toBe(invoice.id);
    expect(credit.total).toBe(reservation.total_price);
    // The invoice never changes: the credit note is a document of its own.
    expect(JSON.parse(invoice.content).kind).toBe('invoice');

    const pdf = await w.inject('GET', `/api/invoices/${credit.id}.pdf`, holder.auth);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${credit.number}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`AVOIR ${credit.number}`);
    expect(text).toContain(`Avoir sur la facture ${invoice.number}`);
    expect(text).toContain('NIF : 1000555001');
    expect((await w.inject('GET', `/api/invoices/${credit.id}.pdf`, member!.auth)).statusCode).toBe(200);
    const staff = (await createUser(w.t.db, { role: 'staff' })).auth;
    expect((await w.inject('GET', `/api/invoices/${credit.id}.pdf`, staff)).statusCode).toBe(200);
    const { account: stranger } = await w.register('particular');
    expect((await w.inject('GET', `/api/invoices/${credit.id}.pdf`, stranger.auth)).statusCode).toBe(404);

    // Listed with the invoices of the month, the credit note negative.
    const listed = await w.inject('GET', `/api/invoices?month=${thisMonth()}`, holder.auth);
    expect(listed.statusCode, listed.body).toBe(200);
    const numbers = listed.json<{ documents: { number: string; total: number; credits: string | null }[] }>();
    expect(numbers.documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ number: invoice.number, total: reservation.total_price, credits: null }),
        expect.objectContaining({
          number: credit.number,
          total: -reservation.total_price,
          credits: invoice.number,
        }),
      ]),
    );
    expect((await w.inject('GET', '/api/invoices?month=2026-13', holder.auth)).statusCode).toBe(422);
  });

  it('gives 10 refunds made at once (8 orders, 2 reservations) 10 consecutive credit note numbers', async () => {
    const holder = await companyWithIdentity('1000555002');
    const buyers = [holder, ...(await colleaguesOf(holder.id, 9))];
    const orders = [];
    for (const buyer of buyers.slice(0, 8)) orders.push({ ...(await w.orderAndPay(buyer)), buyer });
    const reservations = [];
    for (const buyer of buyers.slice(8)) reservations.push({ ...(await paidReservation(buyer, 1)), buyer });
    await w.t.app.outbox.drain();
    const before = await w.t.db
      .selectFrom('invoice_counters')
      .select('last_number')
      .where('series', '=', 'AV')
      .where('year', '=', year())
      .executeTakeFirst();
    const answers = await Promise.all([
      ...orders.map((o) => w.inject('POST', `/api/orders/${o.id}/cancel`, o.buyer.auth)),
      ...reservations.map((r) => w.inject('POST', `/api/reservations/${r.id}/cancel`, r.buyer.auth)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    await w.t.app.outbox.drain();
    const notes = await w.t.db
      .selectFrom('invoices')
      .select(['sequence', 'order_id'])
      .where('kind', '=', 'credit_note')
      .where('company_id', '=', holder.id)
      .orderBy('sequence')
      .execute();
    const start = (before?.last_number ?? 0) + 1;
    expect(notes.map((n) => n.sequence)).toEqual(Array.from({ length: 10 }, (_, i) => start + i));
    expect(new Set(notes.map((n) => n.order_id))).toEqual(
      new Set([...orders.map((o) => o.id), ...reservations.map((r) => r.id)]),
    );
  });

  it("credits a customer's paid order when it is cancelled: its invoice and credit note both downloadable", async () => {
    const { account } = await w.register('particular');
    const o = await w.orderAndPay(account);
    await w.cancel(account, o.id);
    await w.t.app.outbox.drain();
    const docs = await documentsOf({ order_id: o.id });
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    expect(docs[1]!.credited_invoice_id).toBe(docs[0]!.id);
    for (const [path, doc] of [
      ['invoice.pdf', docs[0]!],
      ['credit-note.pdf', docs[1]!],
    ] as const) {
      const res = await w.inject('GET', `/api/orders/${o.id}/${path}`, account.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${doc.number}.pdf"`);
    }
  });
});
