import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettingMessage, type AdminSettings } from '@lome/shared';
import { dbKinds } from '../../test/helper.js';
import { expectAdminOnly, staffAccounts } from '../../test/office-roles.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';
import { eventually, nearAddress } from '../../test/paygate-testing.js';

const DEFAULTS: AdminSettings = {
  delivery_radius_km: 15,
  delivery_price: 0,
  direct_commission_bp: 100,
  network_commission_bp: 50,
  network_depth: 3,
  sponsor_bonus: 25_000,
  free_dish_every: 5,
  free_dish_cap: 5_000,
  free_dish_valid_days: 60,
  min_payout: 0,
  newsletter_discount_bp: 1_000,
  preparation_minutes: 25,
  delivery_minutes_per_km: 3,
  last_order_margin_minutes: 30,
  escalate_after_minutes: 5,
  auto_cancel_after_minutes: 20,
  unpaid_expiry_minutes: 30,
  cash_max_amount: 0,
};

describe.each(dbKinds)('admin settings (%s)', (kind) => {
  let w: ReferralWorld;
  let accounts: Awaited<ReturnType<typeof staffAccounts>>;
  let referrer: Account;
  let client: Account;

  beforeAll(async () => {
    w = await referralWorld(kind);
    accounts = await staffAccounts(w.t.db);
    // A client of an apporteur pays a 6,000 FCFA dish: 60 FCFA (1 %) pending for the apporteur (P7.2).
    referrer = (await w.register('apporteur', { firstname: 'Kodjo' })).account;
    client = (await w.register('particular', { code: referrer.referral_code, firstname: 'Afi' })).account;
    await w.orderAndPay(client, [{ dish_id: w.dear.id, quantity: 1 }]);
  });
  afterAll(async () => w.close());

  const get = () => w.t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: accounts.admin });
  const put = (payload: object, headers = accounts.admin) =>
    w.t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload });
  const current = async () => (await get()).json<AdminSettings>();
  const save = async (patch: Partial<AdminSettings>) => {
    const res = await put({ ...(await current()), ...patch });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminSettings>();
  };
  const settingAudits = () =>
    w.t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'before', 'after'])
      .where('action', '=', 'settings.update')
      .orderBy('created_at')
      .execute();

  it('is for admins only, to read and to change', async () => {
    await expectAdminOnly(w.t.app, accounts, { method: 'GET', url: '/api/admin/settings' });
    await expectAdminOnly(w.t.app, accounts, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: DEFAULTS,
    });
    expect(await current()).toEqual(DEFAULTS);
  });

  it('refuses a bad figure with its French message, field by field, and changes nothing', async () => {
    const res = await put({
      ...DEFAULTS,
      delivery_price: 500.5,
      direct_commission_bp: 6_000,
      network_depth: 0,
      min_payout: -1,
      delivery_radius_km: undefined,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      delivery_price: [adminSettingMessage('delivery_price')],
      direct_commission_bp: [adminSettingMessage('direct_commission_bp')],
      network_depth: [adminSettingMessage('network_depth')],
      min_payout: [adminSettingMessage('min_payout')],
      delivery_radius_km: [adminSettingMessage('delivery_radius_km')],
    });
    // French digit grouping uses a narrow no-break space.
    expect(adminSettingMessage('delivery_price').replace(/\s/gu, ' ')).toBe(
      'Frais de livraison : un montant entier en FCFA, de 0 à 50 000.',
    );
    expect(await current()).toEqual(DEFAULTS);
    expect(await settingAudits()).toEqual([]);
  });

  it('a minimum payout applies to the very next payout, and each change is audited before/after', async () => {
    const pending = await eventually(async () => {
      const res = await w.t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: accounts.admin });
      return res.json().payouts.find((p: { beneficiary_id: string }) => p.beneficiary_id === referrer.id);
    });
    expect(pending).toMatchObject({ amount: 60, payable: true });

    expect(await save({ min_payout: 1_000 })).toEqual({ ...DEFAULTS, min_payout: 1_000 });
    const pay = () =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/admin/payouts/${referrer.id}`,
        headers: accounts.admin,
        payload: { reference: 'TMONEY-1', amount: 60 },
      });
    const refused = await pay();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('PAYOUT_TOO_SMALL');

    await save({ min_payout: 50 });
    expect((await pay()).statusCode).toBe(200);

    // Saving the same figures again is no change: nothing more in the journal.
    await save({});
    const audits = await settingAudits();
    expect(audits.map((a) => [a.actor_id, JSON.parse(a.before!), JSON.parse(a.after!)])).toEqual([
      [accounts.adminId, { min_payout: 0 }, { min_payout: 1_000 }],
      [accounts.adminId, { min_payout: 1_000 }, { min_payout: 50 }],
    ]);
  });

  it('the delivery radius and fee apply to the next order', async () => {
    // About 8 km north of the usual test address: inside 15 km, outside 5.
    const farther = { ...nearAddress, latitude: nearAddress.latitude + 0.07 };
    const order = () =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: client.auth,
        payload: { ...farther, dishes: [{ dish_id: w.cheap.id, quantity: 1 }] },
      });
    await save({ delivery_radius_km: 5, delivery_price: 700 });
    const refused = await order();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Adresse hors de notre zone de livraison (5 km autour du restaurant).',
    );

    await save({ delivery_radius_km: 15 });
    const accepted = await order();
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ delivery_price: 700, total_price: 1_500 + 700 });
    await save({ delivery_price: 0, min_payout: 0 });
  });
});
