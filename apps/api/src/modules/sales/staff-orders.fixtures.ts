import { CASH_MAX_SETTING_KEY } from '@lome/shared';
import type { staffAccounts, Auth } from '../../test/office-roles.js';
import type { ReferralWorld } from '../../test/referral.js';
import { nearAddress } from '../../test/paygate-testing.js';

export type Accounts = Awaited<ReturnType<typeof staffAccounts>>;

/** The staff orders tests' steps on the world `w()`, the back office acting as `accounts()`. */
export function staffOrderSteps(w: () => ReferralWorld, accounts: () => Accounts) {
  let phoneSeq = 0;
  // Numbers of their own: the factories give everybody 90112233. Ending in 1: the simulator pays them.
  const freshPhone = () => `9${3_000_001 + ++phoneSeq * 10}`;

  async function setCashCap(amount: number) {
    const { db } = w().t;
    await db.deleteFrom('settings').where('key', '=', CASH_MAX_SETTING_KEY).execute();
    await db
      .insertInto('settings')
      .values({ key: CASH_MAX_SETTING_KEY, value: String(amount) })
      .execute();
  }

  const staffOrder = (body: object, auth: Auth = accounts().staff) =>
    w().t.app.inject({ method: 'POST', url: '/api/admin/orders', headers: auth, payload: body });
  const collect = (orderId: string, amount: number, auth: Auth = accounts().staff) =>
    w().t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cash`,
      headers: auth,
      payload: { amount },
    });
  const orderRow = (id: string) =>
    w().t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const phoneOrder = (customer: object, extra: object = {}) => ({
    customer,
    dishes: [{ dish_id: w().dish.id, quantity: 2 }],
    ...nearAddress,
    source: 'phone',
    payment: { method: 'TMONEY' },
    ...extra,
  });

  return { freshPhone, setCashCap, staffOrder, collect, orderRow, phoneOrder };
}
