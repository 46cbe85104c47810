import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbKind } from '../../test/helper.js';
import { dbKinds } from '../../test/helper.js';
import { mailsTo } from '../../test/outbox.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { invoiceSteps, pdfAttachments, pdfText, rawMailsTo } from '../../test/fixtures/invoices.js';

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

  const { paidReservation, documentsOf, companyWithIdentity } = invoiceSteps(() => w);

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
});
