import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/helper.js';
import { expectAdminOnly, staffAccounts } from '../../test/office-roles.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';

describe.each(dbKinds)('sponsor activations for admins (%s)', (kind) => {
  let w: ReferralWorld;
  let accounts: Awaited<ReturnType<typeof staffAccounts>>;
  let active: Account;
  let pending: Account;

  beforeAll(async () => {
    w = await referralWorld(kind);
    accounts = await staffAccounts(w.t.db);
    pending = (await w.register('sponsor', { firstname: 'Komla' })).account;
    active = (await w.register('sponsor', { firstname: 'Dédé' })).account;
    await w.activate(active);
  });
  afterAll(async () => w.close());

  const list = async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/admin/sponsors', headers: accounts.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ sponsors: Record<string, unknown>[] }>().sponsors;
  };
  const handOver = (id: string) =>
    w.t.app.inject({ method: 'POST', url: `/api/admin/sponsors/${id}/kit`, headers: accounts.admin });

  it('is for admins only', async () => {
    await expectAdminOnly(w.t.app, accounts, { method: 'GET', url: '/api/admin/sponsors' });
    await expectAdminOnly(w.t.app, accounts, { method: 'POST', url: `/api/admin/sponsors/${active.id}/kit` });
  });

  it('lists sponsors with their grid and activation, the kits to hand over first', async () => {
    const sponsors = await list();
    expect(sponsors.map((s) => s.id)).toEqual([active.id, pending.id]);
    expect(sponsors[0]).toMatchObject({
      name: 'Dédé Test',
      phone: '90112233',
      activation_status: 'active',
      activated_at: expect.any(String),
      kit_handed_over_at: null,
      grille: { amount: 200_000, kit_description: expect.any(String) },
    });
    expect(sponsors[1]).toMatchObject({ activation_status: 'pending_payment', activated_at: null });
  });

  it('marks the kit handed over once; a sponsor who has not paid gets none', async () => {
    const answers = await Promise.all([handOver(active.id), handOver(active.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'Le kit de ce sponsor a déjà été remis.',
    );
    const [done] = (await list()).filter((s) => s.id === active.id);
    expect(done!.kit_handed_over_at).toEqual(expect.any(String));
    // The sponsor sees it on its own activation state too.
    const own = await w.inject('GET', '/api/sponsor/activation', active.auth);
    expect(own.json().kit_handed_over_at).toBe(done!.kit_handed_over_at);

    const notPaid = await handOver(pending.id);
    expect(notPaid.statusCode).toBe(422);
    expect(notPaid.json().message).toMatch(/pas encore payé son activation/);
    expect((await handOver('unknown')).statusCode).toBe(404);

    const audits = await w.t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', active.id)
      .execute();
    expect(audits).toEqual([{ action: 'sponsor.kit_handed_over' }]);
  });
});
