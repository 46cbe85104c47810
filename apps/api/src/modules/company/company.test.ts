import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyMessages, type CompanyMembers, type CompanyOrders } from '@lome/shared';
import { dbKinds } from '../../test/helper.js';
import { companySteps, type CompanySteps } from '../../test/fixtures/company.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';

describe.each(dbKinds)('company accounts: colleagues, their orders, the direct line (%s)', (kind) => {
  let w: ReferralWorld;
  let s: CompanySteps;
  let holder: Account;
  let alice: Account;
  let bruno: Account;

  beforeAll(async () => {
    w = await referralWorld(kind);
    s = companySteps(w);
    holder = (await w.register('company')).account;
  });
  afterAll(() => w.close());
  beforeEach(async () => {
    await w.t.db.deleteFrom('rate_limits').execute();
  });

  it('lets only the holder invite; a colleague signs up through the link, which works once', async () => {
    const { account: particular } = await w.register('particular');
    const refused = await s.call('POST', '/api/company/members', particular.auth, { email: 'x@example.tg' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(companyMessages.holderOnly);

    const email = `alice-${Date.now()}@example.tg`;
    const token = await s.invite(holder, email);
    const info = await s.call('GET', `/api/company/invitations/${token}`, {});
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ company_name: 'SARL Test', email });

    // Another address cannot use the link.
    const wrong = await s.registerWith(`autre-${Date.now()}@example.tg`, token);
    expect(wrong.res.statusCode).toBe(403);
    expect(wrong.res.json().message).toBe(companyMessages.invitationOtherEmail);

    const joined = await s.registerWith(email, token);
    expect(joined.res.statusCode, joined.res.body).toBe(201);
    alice = joined.account!;
    expect(await s.companyOf(alice.id)).toBe(holder.id);

    // The link used says the colleague has joined; it joins nobody else.
    const used = await s.call('GET', `/api/company/invitations/${token}`, {});
    expect(used.statusCode).toBe(200);
    expect(used.json().accepted_at).toEqual(expect.any(String));
    const again = await s.registerWith(`encore-${Date.now()}@example.tg`, token);
    expect(again.res.statusCode).toBe(410);
  });

  it('joins an existing account that logs in and accepts', async () => {
    bruno = (await w.register('particular', { firstname: 'Bruno' })).account;
    const token = await s.invite(holder, bruno.email);
    const { account: stranger } = await w.register('particular');
    const notHis = await s.call('POST', '/api/company/invitations/accept', stranger.auth, { token });
    expect(notHis.statusCode).toBe(403);
    const accepted = await s.call('POST', '/api/company/invitations/accept', bruno.auth, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await s.companyOf(bruno.id)).toBe(holder.id);

    const members = await s.call('GET', '/api/company/members', holder.auth);
    expect(members.statusCode).toBe(200);
    const body = members.json<CompanyMembers>();
    expect(body.members.map((m) => m.id).sort()).toEqual([alice.id, bruno.id].sort());
    expect(body.members.every((m) => m.joined_at !== null)).toBe(true);
    expect(body.invitations).toEqual([]);
    expect((await s.call('GET', '/api/company/members', alice.auth)).statusCode).toBe(403);
  });

  it("shows the holder every colleague's orders, a colleague only their own; invoices follow", async () => {
    const a = await w.orderAndPay(alice);
    const b = await w.orderAndPay(bruno);
    const own = await w.orderAndPay(holder);
    await w.t.app.outbox.drain();

    const forHolder = (await s.call('GET', '/api/company/orders', holder.auth)).json<CompanyOrders>();
    expect(forHolder.is_holder).toBe(true);
    expect(new Set(forHolder.orders.map((o) => o.id))).toEqual(new Set([a.id, b.id, own.id]));
    expect(forHolder.orders.find((o) => o.id === a.id)!.placed_by).toEqual({
      id: alice.id,
      name: 'Alice Collègue',
    });
    const forBruno = (await s.call('GET', '/api/company/orders', bruno.auth)).json<CompanyOrders>();
    expect(forBruno).toMatchObject({ is_holder: false });
    expect(forBruno.orders.map((o) => o.id)).toEqual([b.id]);

    // A colleague cannot read another's order nor its invoice; the holder reads the invoice.
    expect((await s.call('GET', `/api/orders-detail/${a.id}`, bruno.auth)).statusCode).toBe(404);
    expect((await s.call('GET', `/api/orders/${a.id}/invoice.pdf`, bruno.auth)).statusCode).toBe(404);
    expect((await s.call('GET', `/api/orders/${a.id}/invoice.pdf`, holder.auth)).statusCode).toBe(200);
    const invoice = await w.t.db
      .selectFrom('invoices')
      .select(['company_id', 'content'])
      .where('order_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(invoice.company_id).toBe(holder.id);
    expect(JSON.parse(invoice.content).buyer).toMatchObject({
      name: 'SARL Test',
      ordered_by: 'Alice Collègue',
    });

    // The colleague's receipt says where the invoice is.
    const receipt = await w.t.db
      .selectFrom('mail_queue')
      .select('text_body')
      .where('to_address', '=', alice.email)
      .where('subject', 'like', `Reçu de votre commande ${a.code_commande}%`)
      .executeTakeFirstOrThrow();
    expect(receipt.text_body).toContain('Télécharger la facture : https://chezmama.tg/orders');
  });

  it('lets the holder remove a colleague, whose orders then leave the company list', async () => {
    expect((await s.call('DELETE', `/api/company/members/${alice.id}`, bruno.auth)).statusCode).toBe(403);
    expect((await s.call('DELETE', `/api/company/members/${holder.id}`, holder.auth)).statusCode).toBe(404);
    const removed = await s.call('DELETE', `/api/company/members/${bruno.id}`, holder.auth);
    expect(removed.statusCode).toBe(200);
    expect(await s.companyOf(bruno.id)).toBeNull();
    const orders = (await s.call('GET', '/api/company/orders', holder.auth)).json<CompanyOrders>();
    expect(orders.orders.some((o) => o.placed_by.id === bruno.id)).toBe(false);
    expect((await s.call('GET', '/api/company/orders', bruno.auth)).statusCode).toBe(403);
  });

  it('shows the direct line of the settings to company accounts and colleagues only', async () => {
    const { account: admin } = await w.register('particular');
    await w.t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const saved = await s.call('PUT', '/api/admin/company-settings', admin.auth, {
      invoice_legal_name: '',
      invoice_address: '',
      invoice_nif: '',
      invoice_rccm: '',
      vat_rate_bp: 1_800,
      support_whatsapp: '+228 90 55 44 33',
      support_phone: '22 21 00 00',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const line = {
      whatsapp: '+228 90 55 44 33',
      whatsapp_url: 'https://wa.me/22890554433',
      phone: '22 21 00 00',
      phone_href: 'tel:22210000',
    };
    expect((await s.call('GET', '/api/company/support', holder.auth)).json()).toEqual(line);
    expect((await s.call('GET', '/api/company/support', alice.auth)).json()).toEqual(line);
    expect((await s.call('GET', '/api/company/support', bruno.auth)).statusCode).toBe(403);
  });

  it("flags a company's contact messages 'Entreprise' and lists them first", async () => {
    const { account: admin } = await w.register('particular');
    await w.t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const send = async (email: string, firstname: string) => {
      const res = await s.call(
        'POST',
        '/api/contact',
        {},
        {
          firstname,
          lastname: 'Test',
          email,
          subject: 'information',
          message: 'Pouvez-vous livrer vingt plats vendredi à midi ?',
        },
      );
      expect(res.statusCode, res.body).toBe(201);
    };
    await send(holder.email.toUpperCase(), 'Entreprise');
    await send(alice.email, 'Collègue');
    await send(`visiteur-${Date.now()}@example.tg`, 'Visiteur');
    const res = await s.call('GET', '/api/admin/contact-messages', admin.auth);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ messages: { firstname: string; is_company: boolean }[] }>().messages;
    expect(list.map((m) => [m.firstname, m.is_company])).toEqual([
      ['Collègue', true],
      ['Entreprise', true],
      ['Visiteur', false],
    ]);
  });

  it("flags a company's orders on the staff board and lists them first", async () => {
    const { account: staff } = await w.register('particular');
    await w.t.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.id).execute();
    const fromCompany = await w.orderAndPay(alice);
    const { account: visitor } = await w.register('particular');
    const fromVisitor = await w.orderAndPay(visitor);
    // The day the company's order was made (both in the same second, whatever the hour).
    const day = (fromCompany as unknown as { created_at: string }).created_at.slice(0, 10);
    const res = await s.call('GET', `/api/admin/orders?day=${day}`, staff.auth);
    expect(res.statusCode, res.body).toBe(200);
    const orders = res.json<{ orders: { id: string; is_company: boolean }[] }>().orders;
    const at = (id: string) => orders.findIndex((o) => o.id === id);
    expect(orders[at(fromCompany.id)]!.is_company).toBe(true);
    expect(orders[at(fromVisitor.id)]!.is_company).toBe(false);
    // Newer, yet after every company order.
    expect(at(fromVisitor.id)).toBeGreaterThan(at(fromCompany.id));
    expect(orders.findIndex((o) => !o.is_company)).toBeGreaterThan(
      orders.map((o) => o.is_company).lastIndexOf(true),
    );
  });
});
