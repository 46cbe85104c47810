import fs from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvoiceDocuments } from '@lome/shared';
import type { DbKind } from '../../test/helper.js';
import { dbKinds } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { mailsTo } from '../../test/outbox.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';
import { issueMissingInvoices, vatIncluded } from './issue.service.js';

/** The text a PDF shows: pdfkit writes each run as a hex string inside (mostly deflated) content streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  // pdfkit writes `stream\n<bytes>\nendstream`; a compressed stream may end with a \r byte of its own, which is data.
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)].map((m) => {
    const bytes = Buffer.from(m[1]!, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return m[1]!;
    }
  });
  return streams
    .join('\n')
    .split(/\bTJ\b/)
    .map((chunk) =>
      [...chunk.matchAll(/<([0-9a-fA-F]+)>/g)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n')
    .replace(/\u00a0/g, ' ');
}

const year = () => new Date().getUTCFullYear();
const thisMonth = () => new Date().toISOString().slice(0, 7);
const fcfa = (n: number) => `${n.toLocaleString('fr-FR').replace(/\s/g, ' ')} FCFA`;

/** The raw .eml files the test mailer wrote to `to` (attachments are base64 parts, left as they are). */
async function rawMailsTo(dataDir: string, to: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(names.map((n) => fs.readFile(path.join(dir, n), 'utf8')));
  return mails.filter((m) => new RegExp(`^To: ${to}$`, 'mi').test(m));
}

/** The PDF parts of a raw e-mail: their file name and bytes. */
function pdfAttachments(raw: string): { filename: string; bytes: Buffer }[] {
  return [
    ...raw.matchAll(
      /Content-Type: application\/pdf; name=(\S+)\r?\n(?:[\w-]+: .*\r?\n(?:[ \t].*\r?\n)*)*\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    ),
  ].map((m) => ({
    filename: m[1]!.replace(/"/g, ''),
    bytes: Buffer.from(m[2]!.replace(/\s/g, ''), 'base64'),
  }));
}

describe('vatIncluded', () => {
  it.each([
    [11_800, 1_800, 1_800],
    [2_599, 1_800, 396],
    [5_000, 0, 0],
    [0, 1_800, 0],
  ])('%i FCFA TTC at %i bp holds %i FCFA of VAT', (ttc, bp, vat) => {
    expect(vatIncluded(ttc, bp)).toBe(vat);
  });
});

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

  /** `n` colleagues joined to the company account `holderId`. */
  async function colleaguesOf(holderId: string, n: number): Promise<Account[]> {
    const colleagues: Account[] = [];
    for (let i = 0; i < n; i++) colleagues.push((await w.register('particular')).account);
    await w.t.db
      .updateTable('users')
      .set({ company_id: holderId })
      .where(
        'id',
        'in',
        colleagues.map((c) => c.id),
      )
      .execute();
    return colleagues;
  }

  const pdfOf = (auth: { authorization: string }, orderId: string) =>
    w.inject('GET', `/api/orders/${orderId}/invoice.pdf`, auth);

  /** A reservation three days ahead (a pickup), not paid yet. */
  async function reserve(who: Account, quantity = 2) {
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const created = await w.inject('POST', '/api/reservations', who.auth, {
      dishes: [{ dish_id: w.dish.id, quantity }],
      reservation_date: `${day} 12:30:00`,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string; code: string; total_price: number }>();
  }

  /** Pays a reservation through POST /api/payment and PayGate's callback; its transaction reference. */
  async function payReservation(who: Account, reservationId: string) {
    const started = await w.inject('POST', '/api/payment', who.auth, {
      reservation_id: reservationId,
      phone_number: '90112233',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { tx_reference } = started.json<{ tx_reference: string }>();
    await w.inject('POST', '/api/paygate/callback', {}, { tx_reference });
    return tx_reference;
  }

  /** A paid reservation three days ahead (a pickup, cancellable with its refund). */
  async function paidReservation(who: Account, quantity = 2) {
    const reservation = await reserve(who, quantity);
    return { ...reservation, tx_reference: await payReservation(who, reservation.id) };
  }

  /** When each sale was paid, by id. */
  async function paidAtOf(ids: string[]): Promise<Map<string, string | null>> {
    const rows = await w.t.db.selectFrom('orders').select(['id', 'paid_at']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.paid_at]));
  }

  /** The invoices of these sales, in the order they were numbered. */
  const invoicesOf = (ids: string[]) =>
    w.t.db
      .selectFrom('invoices')
      .select(['id', 'number', 'year', 'sequence', 'order_id', 'issued_at', 'content'])
      .where('kind', '=', 'invoice')
      .where('order_id', 'in', ids)
      .orderBy('year')
      .orderBy('sequence')
      .execute();

  /** The last FAC number given in each year. */
  async function facCounters(): Promise<Map<number, number>> {
    const rows = await w.t.db
      .selectFrom('invoice_counters')
      .select(['year', 'last_number'])
      .where('series', '=', 'FAC')
      .execute();
    return new Map(rows.map((r) => [r.year, r.last_number]));
  }

  /**
   * Runs `work` while another process holds the outbox: the events wait, as they do between a payment and its
   * consumption (the lease is taken back afterwards, whatever happens).
   */
  async function withOutboxHeld(work: () => Promise<void>) {
    await w.t.db
      .insertInto('outbox_leases')
      .values({ name: 'domain_events', holder: 'another-process', expires_at: '9999-12-31T00:00:00.000Z' })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ holder: 'another-process', expires_at: '9999-12-31T00:00:00.000Z' }),
      )
      .execute();
    try {
      await work();
    } finally {
      await w.t.db
        .updateTable('outbox_leases')
        .set({ holder: null, expires_at: null })
        .where('name', '=', 'domain_events')
        .execute();
    }
  }

  const documentsOf = (subject: { order_id?: string; reservation_id?: string }) =>
    w.t.db
      .selectFrom('invoices')
      .select(['id', 'kind', 'number', 'credited_invoice_id', 'total', 'vat', 'content'])
      // A reservation is a sale like an order: its documents name it by the same column (decision 0069).
      .where('order_id', '=', (subject.order_id ?? subject.reservation_id)!)
      .orderBy('kind', 'desc')
      .execute();

  /** A company holder with its legal identity filled in. */
  async function companyWithIdentity(nif: string) {
    const { account } = await w.register('company');
    await w.t.db
      .updateTable('users')
      .set({ nif, rccm: `TG-LOM-2026-B-${nif.slice(-4)}`, adresse_company: 'Rue du Commerce, Lomé' })
      .where('id', '=', account.id)
      .execute();
    return account;
  }

  it('invoices every paid sale when it is paid, in the order of the payments and dated when paid, with no download', async () => {
    const { account: first } = await w.register('particular');
    const { account: second } = await w.register('particular');
    const holder = await companyWithIdentity('1000555010');
    // Created in one order, paid in another: the numbers follow the payments.
    const early = await w.order(first);
    const reservation = await reserve(holder);
    const late = await w.order(second);
    const sales = [late.id, reservation.id, early.id];
    await withOutboxHeld(async () => {
      await w.pay(second, late.id);
      await payReservation(holder, reservation.id);
      await w.pay(first, early.id);
      expect(await invoicesOf(sales)).toEqual([]);
    });
    // Consumed after the payments: dated when each was paid all the same.
    await w.t.app.outbox.drain();

    const invoices = await invoicesOf(sales);
    expect(invoices.map((i) => i.order_id)).toEqual(sales);
    const firstInvoice = invoices[0]!;
    expect(invoices.map((i) => i.sequence)).toEqual([0, 1, 2].map((n) => firstInvoice.sequence + n));
    const paidAt = await paidAtOf(sales);
    for (const invoice of invoices) {
      const paid = paidAt.get(invoice.order_id!)!;
      expect(invoice.issued_at).toBe(paid);
      expect(invoice.number).toBe(`FAC-${paid.slice(0, 4)}-${String(invoice.sequence).padStart(6, '0')}`);
      expect(JSON.parse(invoice.content)).toMatchObject({
        issued_on: paid.slice(0, 10),
        paid_on: paid.slice(0, 10),
      });
    }

    // Downloading reads the invoice issued at payment; it takes no number.
    const counters = await facCounters();
    const res = await pdfOf(second.auth, late.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${firstInvoice.number}.pdf"`);
    expect(pdfText(res.rawPayload)).toContain(`Date : ${firstInvoice.issued_at.slice(0, 10)}`);
    expect(await facCounters()).toEqual(counters);
  });

  it("numbers 20 sales paid at once (customers' and a company's orders, reservations) without gap or duplicate, each PDF naming its buyer and total", async () => {
    const { account: company } = await w.register('company');
    await w.t.db
      .updateTable('users')
      .set({ nif: '1000123456', rccm: 'TG-LOM-2020-B-1234', adresse_company: 'Rue du Commerce, Lomé' })
      .where('id', '=', company.id)
      .execute();
    // One order per buyer: a customer's unpaid order is reused by their next checkout (decision 0039).
    const buyers = [company, ...(await colleaguesOf(company.id, 7))];
    for (let i = 0; i < 8; i++) buyers.push((await w.register('particular')).account);
    const orders: { id: string; total_price: number; buyer: Account }[] = [];
    for (const [i, buyer] of buyers.entries()) {
      orders.push({ ...(await w.order(buyer, [{ dish_id: w.dish.id, quantity: 1 + (i % 3) }])), buyer });
    }
    const reservations: { id: string; buyer: Account }[] = [];
    for (const buyer of [company, buyers[3]!, buyers[10]!, buyers[12]!]) {
      reservations.push({ ...(await reserve(buyer, 1)), buyer });
    }
    const counters = await facCounters();
    await Promise.all([
      ...orders.map((o) => w.pay(o.buyer, o.id)),
      ...reservations.map((r) => payReservation(r.buyer, r.id)),
    ]);
    await w.t.app.outbox.drain();

    const sales = [...orders, ...reservations].map((s) => s.id);
    const invoices = await invoicesOf(sales);
    expect(new Set(invoices.map((i) => i.order_id))).toEqual(new Set(sales));
    const { year, sequence: start } = invoices[0]!;
    expect(invoices.map((i) => [i.year, i.sequence])).toEqual(sales.map((_, n) => [year, start + n]));
    // Right after the numbers given before, and none taken but these.
    expect(start).toBe((counters.get(year) ?? 0) + 1);
    expect((await facCounters()).get(year)).toBe(start + sales.length - 1);
    const paidAt = await paidAtOf(sales);
    for (const i of invoices) expect(i.issued_at).toBe(paidAt.get(i.order_id!));

    const [byCompany, byCustomer] = [orders[0]!, orders[8]!];
    const res = await pdfOf(company.auth, byCompany.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = invoices.find((i) => i.order_id === byCompany.id)!.number;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`FACTURE ${number}`);
    expect(text).toContain('SARL Test');
    expect(text).toContain('NIF : 1000123456');
    expect(text).toContain('RCCM : TG-LOM-2020-B-1234');
    expect(text).toContain(fcfa(byCompany.total_price));
    expect(text).toContain('dont TVA 18 %');
    const theirs = await pdfOf(byCustomer.buyer.auth, byCustomer.id);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(pdfText(theirs.rawPayload)).toContain(fcfa(byCustomer.total_price));
  });

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

  it('lets the holder read a colleague’s invoice, not another colleague nor a stranger; staff may', async () => {
    const { account: holder } = await w.register('company');
    const { account: member } = await w.register('particular');
    const { account: other } = await w.register('particular');
    await w.t.db
      .updateTable('users')
      .set({ company_id: holder.id })
      .where('id', 'in', [member.id, other.id])
      .execute();
    const o = await w.orderAndPay(member);
    await w.t.app.outbox.drain();
    expect((await pdfOf(member.auth, o.id)).statusCode).toBe(200);
    const byHolder = await pdfOf(holder.auth, o.id);
    expect(byHolder.statusCode).toBe(200);
    expect(pdfText(byHolder.rawPayload)).toContain('Commandé par');
    expect((await pdfOf(other.auth, o.id)).statusCode).toBe(404);
    const { account: stranger } = await w.register('company');
    expect((await pdfOf(stranger.auth, o.id)).statusCode).toBe(404);
    const staff = (await createUser(w.t.db, { role: 'staff' })).auth;
    expect((await pdfOf(staff, o.id)).statusCode).toBe(200);
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

  it("invoices a company's paid reservation from reservation.paid, with its code and dishes", async () => {
    const { account } = await w.register('company');
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const created = await w.inject('POST', '/api/reservations', account.auth, {
      dishes: [{ dish_id: w.dish.id, quantity: 2 }],
      reservation_date: `${day} 12:30:00`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const reservation = created.json<{ id: string; code: string; total_price: number }>();
    const started = await w.inject('POST', '/api/payment', account.auth, {
      reservation_id: reservation.id,
      phone_number: '90112233',
    });
    expect(started.statusCode, started.body).toBe(200);
    await w.inject('POST', '/api/paygate/callback', {}, { tx_reference: started.json().tx_reference });
    await w.t.app.outbox.drain();
    const invoice = await w.t.db
      .selectFrom('invoices')
      .select(['number', 'total', 'content', 'company_id'])
      .where('order_id', '=', reservation.id)
      .executeTakeFirstOrThrow();
    expect(invoice.number).toMatch(new RegExp(`^FAC-${year()}-\\d{6}$`));
    expect(invoice.total).toBe(reservation.total_price);
    expect(invoice.company_id).toBe(account.id);
    const content = JSON.parse(invoice.content);
    expect(content.order_code).toBe(reservation.code);
    expect(content.lines).toEqual([{ name: 'Ayimolou', quantity: 2, unit_price: 2_599, total: 5_198 }]);
    expect(content.payment.reference).toBe(started.json().tx_reference);
  });

  it('refuses an unpaid order', async () => {
    const { account } = await w.register('particular');
    const o = await w.order(account);
    const res = await pdfOf(account.auth, o.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Cette commande n'est pas payée : elle n'a pas encore de facture.");
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

  it("attaches the invoice PDF to a company's receipt e-mails (order and reservation), drawn when the mail leaves", async () => {
    const holder = await companyWithIdentity('1000555004');
    const order = await w.orderAndPay(holder);
    const reservation = await paidReservation(holder);
    await w.t.app.outbox.drain();
    let mails: string[] = [];
    await vi.waitFor(async () => {
      mails = (await rawMailsTo(w.t.env.DATA_DIR, holder.email)).filter((m) => /^Subject: .*Re/m.test(m));
      expect(mails.filter((m) => pdfAttachments(m).length > 0)).toHaveLength(2);
    });
    const invoices = await w.t.db
      .selectFrom('invoices')
      .select(['number', 'order_id'])
      .where('company_id', '=', holder.id)
      .execute();
    const numberOf = (id: string) => invoices.find((i) => i.order_id === id)!.number;
    const attached = mails.flatMap(pdfAttachments);
    expect(attached.map((a) => a.filename).sort()).toEqual(
      [`${numberOf(order.id)}.pdf`, `${numberOf(reservation.id)}.pdf`].sort(),
    );
    for (const a of attached) {
      expect(a.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(a.bytes)).toContain('NIF : 1000555004');
    }
    const queued = await w.t.db
      .selectFrom('mail_queue')
      .select('attachment')
      .where('to_address', '=', holder.email)
      .where('attachment', 'is not', null)
      .execute();
    expect(queued.map((q) => q.attachment).sort()).toEqual(
      [`invoice:order:${order.id}`, `invoice:order:${reservation.id}`].sort(),
    );
    // A particular's receipt carries none.
    const { account: particular } = await w.register('particular');
    await w.orderAndPay(particular);
    await vi.waitFor(async () => {
      const theirs = await rawMailsTo(w.t.env.DATA_DIR, particular.email);
      expect(theirs.some((m) => m.includes('Reçu') || /Re=C3=A7u|UmXDp3U/.test(m))).toBe(true);
    });
    for (const m of await rawMailsTo(w.t.env.DATA_DIR, particular.email))
      expect(pdfAttachments(m)).toEqual([]);
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

  it('catches up the sales paid before invoices were issued at payment: oldest payment first, after the numbers given, dated the day it runs', async () => {
    const [customer, other, refunder, late] = [
      (await w.register('particular')).account,
      (await w.register('particular')).account,
      (await w.register('particular')).account,
      (await w.register('particular')).account,
    ];
    const oldOrder = await w.order(customer);
    const reservation = await reserve(other, 1);
    const refunded = await w.order(refunder);
    const waiting = await w.order(late);
    const now = new Date().toISOString();
    let before = new Map<number, number>();
    await withOutboxHeld(async () => {
      await payReservation(other, reservation.id);
      await w.pay(customer, oldOrder.id);
      await w.pay(refunder, refunded.id);
      await w.cancel(refunder, refunded.id);
      // Before this change the invoicing consumer took a customer's payments and issued nothing.
      await w.t.db
        .updateTable('domain_events')
        .set({ processed_at: now })
        .where('subject_id', 'in', [oldOrder.id, reservation.id, refunded.id])
        .execute();
      // The order was paid months ago, before the reservation.
      await w.t.db
        .updateTable('orders')
        .set({ paid_at: '2025-06-14T12:00:00.000Z' })
        .where('id', '=', oldOrder.id)
        .execute();
      // This payment's event still waits for the consumer, which will date it when it was paid.
      await w.pay(late, waiting.id);

      before = await facCounters();
      // Two processes starting at once: each sale caught up once, and no number lost.
      const counts = await Promise.all([
        issueMissingInvoices(w.t.db, now),
        issueMissingInvoices(w.t.db, now),
      ]);
      expect(counts[0] + counts[1]).toBe(2);
      expect(await issueMissingInvoices(w.t.db, now)).toBe(0);
    });

    const year = Number(now.slice(0, 4));
    const caughtUp = await invoicesOf([oldOrder.id, reservation.id]);
    expect(caughtUp.map((i) => [i.order_id, i.year, i.sequence])).toEqual([
      [oldOrder.id, year, (before.get(year) ?? 0) + 1],
      [reservation.id, year, (before.get(year) ?? 0) + 2],
    ]);
    expect((await facCounters()).get(year)).toBe((before.get(year) ?? 0) + 2);
    const paidAt = await paidAtOf([reservation.id]);
    expect(caughtUp.map((i) => [i.issued_at, JSON.parse(i.content).paid_on])).toEqual([
      [now, '2025-06-14'],
      [now, paidAt.get(reservation.id)!.slice(0, 10)],
    ]);
    const pdf = await pdfOf(customer.auth, oldOrder.id);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Date : ${now.slice(0, 10)}`);
    expect(text).toContain('Vente payée le : 2025-06-14');

    // Refunded before: nothing to invoice, and its owner is told why.
    expect(await documentsOf({ order_id: refunded.id })).toEqual([]);
    const refused = await pdfOf(refunder.auth, refunded.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Cette commande a été annulée avant d'être facturée.");

    // The waiting payment was left to the consumer: dated when it was paid, not when caught up.
    expect(await invoicesOf([waiting.id])).toEqual([]);
    const pending = await pdfOf(late.auth, waiting.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(
      "La facture de cette commande est en cours d'émission : réessayez dans un instant.",
    );
    await w.t.app.outbox.drain();
    const [issued] = await invoicesOf([waiting.id]);
    expect(issued!.issued_at).toBe((await paidAtOf([waiting.id])).get(waiting.id));
    expect(pdfText((await pdfOf(late.auth, waiting.id)).rawPayload)).not.toContain('Vente payée le');
  });

  it("attaches the credit note to a company's cancellation e-mail; a customer's carries none", async () => {
    const holder = await companyWithIdentity('1000555011');
    const o = await w.orderAndPay(holder);
    await w.cancel(holder, o.id);
    await w.t.app.outbox.drain();
    const note = (await documentsOf({ order_id: o.id })).find((d) => d.kind === 'credit_note')!;
    let attached: { filename: string; bytes: Buffer }[] = [];
    await vi.waitFor(async () => {
      attached = (await rawMailsTo(w.t.env.DATA_DIR, holder.email)).flatMap(pdfAttachments);
      expect(attached.map((a) => a.filename)).toContain(`${note.number}.pdf`);
    });
    const file = attached.find((a) => a.filename === `${note.number}.pdf`)!;
    expect(pdfText(file.bytes)).toContain(`AVOIR ${note.number}`);
    const cancelled = (await mailsTo(w.t.env.DATA_DIR, holder.email)).find(
      (m) => m.subject === `Votre commande ${o.code_commande} est annulée – Chez Mama Lomé`,
    );
    expect(cancelled?.text).toContain(
      "L'avoir qui annule la facture de cette commande est joint à cet e-mail (PDF).",
    );
    expect(
      await w.t.db
        .selectFrom('mail_queue')
        .select('attachment')
        .where('to_address', '=', holder.email)
        .where('attachment', 'like', 'credit_note:%')
        .execute(),
    ).toEqual([{ attachment: `credit_note:order:${o.id}` }]);

    const { account: customer } = await w.register('particular');
    const theirs = await w.orderAndPay(customer);
    await w.cancel(customer, theirs.id);
    await vi.waitFor(async () => {
      const mails = await mailsTo(w.t.env.DATA_DIR, customer.email);
      expect(mails.map((m) => m.subject)).toContain(
        `Votre commande ${theirs.code_commande} est annulée – Chez Mama Lomé`,
      );
    });
    for (const m of await rawMailsTo(w.t.env.DATA_DIR, customer.email)) expect(pdfAttachments(m)).toEqual([]);
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
