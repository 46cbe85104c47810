import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbKind } from '../../test/helper.js';
import { dbKinds } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';
import { vatIncluded } from './invoices.service.js';

/** The text a PDF shows: pdfkit writes each run as a hex string inside (mostly deflated) content streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
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
const fac = (n: number) => `FAC-${year()}-${String(n).padStart(6, '0')}`;

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

  it("gives 20 concurrently paid company orders 20 consecutive numbers, each PDF naming the company's NIF and the total", async () => {
    const { account: company } = await w.register('company');
    await w.t.db
      .updateTable('users')
      .set({ nif: '1000123456', rccm: 'TG-LOM-2020-B-1234', adresse_company: 'Rue du Commerce, Lomé' })
      .where('id', '=', company.id)
      .execute();
    // One order per colleague: a customer's unpaid order is reused by their next checkout (decision 0039).
    const buyers = [company, ...(await colleaguesOf(company.id, 19))];
    const orders: { id: string; total_price: number; buyer: Account }[] = [];
    for (let i = 0; i < 20; i++) {
      const buyer = buyers[i]!;
      orders.push({ ...(await w.order(buyer, [{ dish_id: w.dish.id, quantity: 1 + (i % 3) }])), buyer });
    }
    await Promise.all(orders.map((o) => w.pay(o.buyer, o.id)));
    await w.t.app.outbox.drain();

    const invoices = await w.t.db
      .selectFrom('invoices')
      .select(['number', 'sequence', 'order_id', 'total'])
      .where('kind', '=', 'invoice')
      .orderBy('sequence')
      .execute();
    expect(invoices.map((i) => i.number)).toEqual(Array.from({ length: 20 }, (_, i) => fac(i + 1)));
    expect(new Set(invoices.map((i) => i.order_id))).toEqual(new Set(orders.map((o) => o.id)));

    const first = orders[0]!;
    const res = await pdfOf(company.auth, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = invoices.find((i) => i.order_id === first.id)!.number;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`FACTURE ${number}`);
    expect(text).toContain('SARL Test');
    expect(text).toContain('NIF : 1000123456');
    expect(text).toContain('RCCM : TG-LOM-2020-B-1234');
    expect(text).toContain(`${first.total_price.toLocaleString('fr-FR').replace(/\s/g, ' ')} FCFA`);
    expect(text).toContain('dont TVA 18 %');
  });

  it('numbers on-demand invoices without gap or duplicate when 20 are asked at once', async () => {
    const before = await w.t.db
      .selectFrom('invoice_counters')
      .select('last_number')
      .where('series', '=', 'FAC')
      .executeTakeFirst();
    const buyers: Account[] = [];
    for (let i = 0; i < 4; i++) buyers.push((await w.register('particular')).account);
    const ids = buyers.map((b) => b.id);
    const orders: { id: string; buyer: Account }[] = [];
    for (let i = 0; i < 20; i++) {
      const buyer = buyers[i % 4]!;
      orders.push({ ...(await w.orderAndPay(buyer)), buyer });
    }
    await w.t.app.outbox.drain();
    // A particular's orders are invoiced on request only.
    expect(await w.t.db.selectFrom('invoices').select('id').where('user_id', 'in', ids).execute()).toEqual(
      [],
    );
    const answers = await Promise.all(orders.map((o) => pdfOf(o.buyer.auth, o.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(orders.map(() => 200));
    const rows = await w.t.db
      .selectFrom('invoices')
      .select('sequence')
      .where('user_id', 'in', ids)
      .orderBy('sequence')
      .execute();
    const start = (before?.last_number ?? 0) + 1;
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => start + i));
    // Asking again gives the same invoice.
    const again = await pdfOf(orders[0]!.buyer.auth, orders[0]!.id);
    expect(again.headers['content-disposition']).toBe(answers[0]!.headers['content-disposition']);
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
      .where('reservation_id', '=', reservation.id)
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
});
