import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbKind } from '../../test/helper.js';
import { dbKinds } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';
import { issueMissingInvoices, vatIncluded } from './issue.service.js';
import { fcfa, invoiceSteps, pdfText, year } from '../../test/fixtures/invoices.js';

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

  const {
    colleaguesOf,
    pdfOf,
    reserve,
    payReservation,
    paidAtOf,
    invoicesOf,
    facCounters,
    withOutboxHeld,
    documentsOf,
    companyWithIdentity,
  } = invoiceSteps(() => w);

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
});
