import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/helper.js';
import { expectAdminOnly, staffAccounts } from '../../test/office-roles.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';

describe.each(dbKinds)('refunds for admins (%s)', (kind) => {
  let w: ReferralWorld;
  let accounts: Awaited<ReturnType<typeof staffAccounts>>;
  let refundId: string;
  let orderCode: string;
  let amount: number;

  beforeAll(async () => {
    w = await referralWorld(kind);
    accounts = await staffAccounts(w.t.db);
    // A customer pays an order, then cancels it: the restaurant owes the money back (P2.6).
    const { account } = await w.register('particular', { firstname: 'Yawa' });
    const order = await w.orderAndPay(account);
    await w.cancel(account, order.id);
    orderCode = order.code_commande;
    amount = order.total_price;
    refundId = (
      await w.t.db
        .selectFrom('refunds')
        .select('id')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => w.close());

  const list = async (status = 'pending') => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/refunds?status=${status}`,
      headers: accounts.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ refunds: Record<string, unknown>[] }>().refunds;
  };
  const settle = (payload: unknown, id = refundId) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${id}/settle`,
      headers: accounts.admin,
      payload: payload as object,
    });

  it('is for admins only', async () => {
    await expectAdminOnly(w.t.app, accounts, { method: 'GET', url: '/api/admin/refunds' });
    await expectAdminOnly(w.t.app, accounts, {
      method: 'POST',
      url: `/api/admin/refunds/${refundId}/settle`,
      payload: { reference: 'X' },
    });
  });

  it('lists the refunds owed with the order code, the customer, the phone that paid and the amount', async () => {
    expect(await list()).toEqual([
      expect.objectContaining({
        id: refundId,
        status: 'pending',
        amount,
        order_code: orderCode,
        reservation_code: null,
        customer_name: 'Yawa Test',
        customer_phone: '90112233',
        payment_phone: '90112233',
        network: 'FLOOZ',
        reference: null,
      }),
    ]);
  });

  it('asks for the mobile-money reference, in French', async () => {
    for (const payload of [{}, { reference: '   ' }]) {
      const res = await settle(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ reference: ['Indiquez la référence du paiement mobile money.'] });
    }
    expect((await settle({ reference: 'x'.repeat(65) })).json().errors.reference).toEqual([
      'La référence est trop longue (64 caractères maximum).',
    ]);
    expect((await settle({ reference: 'R' }, 'unknown')).statusCode).toBe(404);
  });

  it('settles exactly once: of two simultaneous taps one wins, the other gets 409 and changes nothing', async () => {
    const answers = await Promise.all([
      settle({ reference: '  FLZ-2611-0001 ' }),
      settle({ reference: 'FLZ-OTHER' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)!.json();
    const lost = answers.find((a) => a.statusCode === 409)!.json();
    expect(lost.message).toBe('Ce remboursement a déjà été enregistré.');
    expect(await list()).toEqual([]);
    const [settled] = await list('settled');
    expect(settled).toMatchObject({ id: refundId, status: 'settled', reference: won.reference });
    expect(['FLZ-2611-0001', 'FLZ-OTHER']).toContain(won.reference);
    const audits = await w.t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('subject_id', '=', refundId)
      .execute();
    expect(audits).toEqual([{ action: 'refund.settle', actor_id: accounts.adminId }]);
    expect((await settle({ reference: 'LATER' })).statusCode).toBe(409);
  });
});
