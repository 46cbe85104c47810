import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMessages, type CompanySettings } from '@lome/shared';
import { dbKinds } from '../../test/helper.js';
import { expectAdminOnly, staffAccounts } from '../../test/office-roles.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';

const FILLED: CompanySettings = {
  invoice_legal_name: 'Chez Mama Lomé SARL',
  invoice_address: '25 Boulevard de la République, Lomé',
  invoice_nif: '1000999888',
  invoice_rccm: 'TG-LOM-2019-B-0042',
  vat_rate_bp: 1_850,
  support_whatsapp: '+228 90 55 44 33',
  support_phone: '22 21 00 00',
};

describe.each(dbKinds)('company settings: invoicing identity and direct line (%s)', (kind) => {
  let w: ReferralWorld;
  let accounts: Awaited<ReturnType<typeof staffAccounts>>;

  beforeAll(async () => {
    w = await referralWorld(kind);
    accounts = await staffAccounts(w.t.db);
  });
  afterAll(() => w.close());

  const put = (payload: object, headers = accounts.admin) =>
    w.t.app.inject({ method: 'PUT', url: '/api/admin/company-settings', headers, payload });

  it('is for admins only, and starts empty at 18 % VAT', async () => {
    await expectAdminOnly(w.t.app, accounts, { method: 'GET', url: '/api/admin/company-settings' });
    await expectAdminOnly(w.t.app, accounts, {
      method: 'PUT',
      url: '/api/admin/company-settings',
      payload: FILLED,
    });
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/api/admin/company-settings',
      headers: accounts.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      invoice_legal_name: '',
      invoice_address: '',
      invoice_nif: '',
      invoice_rccm: '',
      vat_rate_bp: 1_800,
      support_whatsapp: '',
      support_phone: '',
    });
  });

  it('refuses a VAT rate out of range and a number with letters, in French, by field', async () => {
    const res = await put({ ...FILLED, vat_rate_bp: 9_000, support_phone: 'appelez-nous' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      vat_rate_bp: [companyMessages.vatRate],
      support_phone: [companyMessages.phone],
    });
  });

  it('saves the texts with one audit row, and the next invoice carries them', async () => {
    const res = await put(FILLED);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(FILLED);
    expect((await put(FILLED)).statusCode).toBe(200);
    const audits = await w.t.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'subject_id'])
      .where('action', '=', 'settings.update')
      .where('subject_id', '=', 'company')
      .execute();
    expect(audits).toHaveLength(1);
    expect(JSON.parse(String(audits[0]!.after))).toMatchObject({
      invoice_nif: '1000999888',
      vat_rate_bp: 1_850,
    });

    const { account } = await w.register('company');
    const o = await w.orderAndPay(account);
    await w.t.app.outbox.drain();
    const invoice = await w.t.db
      .selectFrom('invoices')
      .select(['content', 'vat', 'total'])
      .where('order_id', '=', o.id)
      .executeTakeFirstOrThrow();
    const content = JSON.parse(invoice.content);
    expect(content.seller).toEqual({
      name: 'Chez Mama Lomé SARL',
      address: '25 Boulevard de la République, Lomé',
      nif: '1000999888',
      rccm: 'TG-LOM-2019-B-0042',
    });
    expect(invoice.vat).toBe(Math.round((invoice.total * 1_850) / 11_850));
  });
});
