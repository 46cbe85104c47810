import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { dbKinds } from '../../test/helper.js';
import { staffAccounts } from '../../test/office-roles.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { nearAddress } from '../../test/paygate-testing.js';
import { staffOrderSteps, type Accounts } from '../../test/fixtures/staff-orders.js';

// 0,9 km north of the restaurant (6.1319, 1.2228): the first band's fee.
const point = { latitude: nearAddress.latitude, longitude: nearAddress.longitude };
const fees = { bands: [{ up_to_km: 3, fee: 1_000 }], min_order_total: 0 };

describe.each(dbKinds)('what the "Nouvelle commande" dialog shows before the push (%s)', (kind) => {
  let w: ReferralWorld;
  let accounts: Accounts;
  const { freshPhone, staffOrder, phoneOrder } = staffOrderSteps(
    () => w,
    () => accounts,
  );
  const quote = (body: object, auth = accounts.staff) =>
    w.t.app.inject({ method: 'POST', url: '/api/admin/orders/quote', headers: auth, payload: body });

  beforeAll(async () => {
    w = await referralWorld(kind);
    accounts = await staffAccounts(w.t.db);
    const put = await w.t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-fees',
      headers: accounts.admin,
      payload: fees,
    });
    expect(put.statusCode, put.body).toBe(200);
  });
  afterAll(async () => w.close());

  it('shows the delivery fee and the total that the push then asks for', async () => {
    const phone = freshPhone();
    const dishes = [{ dish_id: w.dish.id, quantity: 2 }];
    const quoted = await quote({ phone, dishes, ...point });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ dishes_total: 5_198, delivery_price: 1_000, total_price: 6_198 });
    const created = await staffOrder(phoneOrder({ phone, firstname: 'Essi' }));
    expect(created.statusCode, created.body).toBe(201);
    const payment = await w.t.db
      .selectFrom('payments')
      .select('amount')
      .where('id', '=', created.json().payment.payment_id)
      .executeTakeFirstOrThrow();
    expect(payment.amount).toBe(quoted.json().total_price);
  });

  it('prices a pickup without delivery, and a point out of the zone is refused as the order would be', async () => {
    const dishes = [{ dish_id: w.dish.id, quantity: 1 }];
    const pickup = await quote({ dishes, ...point, pickup: true });
    expect(pickup.json()).toMatchObject({ delivery_price: 0, total_price: 2_599 });
    const far = await quote({ dishes, latitude: 7.5, longitude: 1.2 });
    expect(far.statusCode).toBe(422);
    expect(far.json().code).toBe('OUT_OF_DELIVERY_ZONE');
  });

  it('is for staff only', async () => {
    const res = await quote({ dishes: [{ dish_id: w.dish.id, quantity: 1 }] }, accounts.customer);
    expect(res.statusCode).toBe(403);
  });

  it("lists the caller's saved addresses, with their points, for staff only", async () => {
    const { user, auth } = await createUser(w.t.db, { phone: freshPhone() });
    const saved = await w.t.app.inject({
      method: 'POST',
      url: '/api/me/addresses',
      headers: auth,
      payload: { label: 'Bureau', description: 'Immeuble BTCI, 3e étage', ...point },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const url = `/api/admin/orders/customers/${user.id}/addresses`;
    const listed = await w.t.app.inject({ url, headers: accounts.staff });
    expect(listed.json().addresses).toEqual([
      expect.objectContaining({ label: 'Bureau', description: 'Immeuble BTCI, 3e étage', ...point }),
    ]);
    expect((await w.t.app.inject({ url, headers: accounts.customer })).statusCode).toBe(403);
  });

  it('keeps the name on file when staff type another one for that number', async () => {
    const phone = freshPhone();
    const { user } = await createUser(w.t.db, { phone, firstname: 'Kossiwa', lastname: 'Mensah' });
    const res = await staffOrder(phoneOrder({ phone, firstname: 'Afi' }, { payment: { method: 'FLOOZ' } }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().customer_id).toBe(user.id);
    const row = await w.t.db
      .selectFrom('users')
      .select(['firstname', 'lastname'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ firstname: 'Kossiwa', lastname: 'Mensah' });
  });
});
