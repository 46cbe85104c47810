import { expect } from 'vitest';
import { pushMessages } from '@lome/shared';
import type { DbKind } from '../../test/helper.js';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { browserKeys, fakeDns, startPushService } from '../../test/push-service.js';
import { referralWorld, type Account, type Auth, type ReferralWorld } from '../../test/referral.js';
import { pushEndpointGuard } from './push.endpoint.js';

export type PushService = Awaited<ReturnType<typeof startPushService>>;
type PushWorld = { w: ReferralWorld; push: PushService; staff: Auth };

/** The push tests' world: a stand-in push service, the app reaching it through `dns`, and a staff account. */
export async function startPushWorld(kind: DbKind, dns: ReturnType<typeof fakeDns>): Promise<PushWorld> {
  // The key is read when a notification arrives, once the app below exists.
  const push = await startPushService(() => w.t.app.push.publicKey);
  // The guard a server runs, on the test's DNS answers, with the stand-in's endpoints let through.
  const w = await referralWorld(
    kind,
    {},
    { pushEndpoints: push.reachedThrough(pushEndpointGuard(dns.resolve)) },
  );
  const staff = (await createUser(w.t.db, { role: 'staff' })).auth;
  return { w, push, staff };
}

/** The push tests' steps, on the world `world()` of the file. */
export function pushSteps(world: () => PushWorld) {
  const db = () => world().w.t.db;
  const subscribe = (auth: Auth, subscription: object) =>
    world().w.t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: auth,
      payload: subscription,
    });
  const move = (orderId: string, status: string) =>
    world().w.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: world().staff,
      payload: { status },
    });
  const devicesOf = (userId: string) =>
    db().selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();

  /** A customer with a paid order and this phone subscribed through the API. */
  async function subscribedCustomer() {
    const { account } = await world().w.register('particular');
    const device = world().push.device();
    expect((await subscribe(account.auth, device.subscription)).statusCode).toBe(204);
    const order = await world().w.orderAndPay(account);
    return { account, device, order };
  }

  /** A subscription a browser could send, to `endpoint`, with fresh keys. */
  const subscriptionTo = (endpoint: string) => ({ endpoint, keys: browserKeys().keys });
  const refused = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: pushMessages.endpointRefused,
      code: 'INVALID_PUSH_ENDPOINT',
      errors: { endpoint: [pushMessages.endpointRefused] },
    });
  };

  /** A customer with a paid order, subscribed to `endpoint`, whose first move queues one notification. */
  async function queuedTo(endpoint: string) {
    const { account } = await world().w.register('particular');
    expect((await subscribe(account.auth, subscriptionTo(endpoint))).statusCode).toBe(204);
    const order = await world().w.orderAndPay(account);
    return { account, order };
  }
  const queueOf = (userId: string) =>
    db()
      .selectFrom('push_queue as q')
      .innerJoin('push_subscriptions as s', 's.id', 'q.subscription_id')
      .select(['q.attempts', 'q.last_error', 'q.sent_at'])
      .where('s.user_id', '=', userId)
      .execute();

  /** A second session of `account`: its own token. */
  async function loginAgain(account: Account): Promise<Auth> {
    const res = await world().w.t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: account.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().authorisation.token}` };
  }
  const rowOf = (endpoint: string) =>
    db()
      .selectFrom('push_subscriptions')
      .select(['user_id', 'p256dh', 'auth', 'session_hash'])
      .where('endpoint', '=', endpoint)
      .executeTakeFirstOrThrow();

  return {
    subscribe,
    move,
    devicesOf,
    subscribedCustomer,
    subscriptionTo,
    refused,
    queuedTo,
    queueOf,
    loginAgain,
    rowOf,
  };
}
