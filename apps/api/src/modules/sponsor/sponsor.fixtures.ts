import type { Account, ReferralWorld } from '../../test/referral.js';

export const DAY = 86_400_000;
export type Placed = Awaited<ReturnType<ReferralWorld['order']>>;

/** Steps of the referral programme's tests, on the world `world()` of the file. */
export function sponsorSteps(world: () => ReferralWorld) {
  /** An active sponsor: registered (with `code`), then activation paid. */
  async function activeSponsor(code?: string | null, firstname?: string) {
    const { account } = await world().register('sponsor', { code, firstname });
    await world().activate(account);
    return account;
  }
  const check = (code: string) =>
    world()
      .inject('GET', `/api/referral/check/${code}`)
      .then((r) => r.json());
  const commissionRows = (beneficiary: Account) =>
    world().t.db.selectFrom('rewards').selectAll().where('beneficiary_id', '=', beneficiary.id).execute();
  return { activeSponsor, check, commissionRows };
}
