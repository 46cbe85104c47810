import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatFcfa, pushMessages } from '@lome/shared';
import { createTestApp, dbKinds } from '../../test/helper.js';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { browserKeys, fakeDns, startPushService } from '../../test/push-service.js';
import { referralWorld, type Account, type Auth } from '../../test/referral.js';
import { watchUnaccepted } from '../sales/timers.service.js';
import { pushEndpointGuard, PushEndpointRefused } from './push.endpoint.js';
import { loadVapidKeys, sendQueuedPushes } from './push.service.js';

describe('VAPID keys', () => {
  it('are made once into DATA_DIR and read again after a restart; the environment may give them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-vapid-'));
    const env = { DATA_DIR: dir, RESTAURANT_EMAIL: 'contact@chezmama.tg' };
    const first = loadVapidKeys(env);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.subject).toBe('mailto:contact@chezmama.tg');
    expect(loadVapidKeys(env)).toEqual(first);
    const given = loadVapidKeys({
      ...env,
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'https://chezmama.tg',
    });
    expect(given).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'https://chezmama.tg' });
    expect(() => loadVapidKeys({ ...env, VAPID_PUBLIC_KEY: 'pub' })).toThrow(/VAPID/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe.each(dbKinds)('Web Push notifications (%s)', (kind) => {
  let w: Awaited<ReturnType<typeof referralWorld>>;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let staff: Auth;
  const dns = fakeDns();

  beforeAll(async () => {
    push = await startPushService(() => w.t.app.push.publicKey);
    // The guard a server runs, on the test's DNS answers, with the stand-in's endpoints let through.
    w = await referralWorld(kind, {}, { pushEndpoints: push.reachedThrough(pushEndpointGuard(dns.resolve)) });
    staff = (await createUser(w.t.db, { role: 'staff' })).auth;
  });
  afterAll(async () => {
    await w.close();
    await push.close();
  });

  const subscribe = (auth: Auth, subscription: object) =>
    w.t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: auth, payload: subscription });
  const move = (orderId: string, status: string) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: staff,
      payload: { status },
    });
  const devicesOf = (userId: string) =>
    w.t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();

  /** A customer with a paid order and this phone subscribed through the API. */
  async function subscribedCustomer() {
    const { account } = await w.register('particular');
    const device = push.device();
    expect((await subscribe(account.auth, device.subscription)).statusCode).toBe(204);
    const order = await w.orderAndPay(account);
    return { account, device, order };
  }

  it('gives the public key browsers subscribe with, and stores a device only for a logged-in account', async () => {
    const key = await w.t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ public_key: w.t.app.push.publicKey });

    const device = push.device();
    expect((await subscribe({ authorization: '' }, device.subscription)).statusCode).toBe(401);
    const { account } = await w.register('particular');
    const bad = await subscribe(account.auth, {
      endpoint: 'pas une adresse',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.endpoint).toEqual(['Adresse de notification invalide.']);
    expect(await devicesOf(account.id)).toEqual([]);
  });

  it('a subscribed customer receives, decrypted, each move of the order; a tap opens its tracking page', async () => {
    const { account, device, order } = await subscribedCustomer();
    expect((await move(order.id, 'preparation')).statusCode).toBe(200);
    await vi.waitFor(() => expect(push.to(device.id)).toHaveLength(1));
    expect(push.to(device.id)[0]).toEqual({
      title: 'Commande acceptée',
      body: `Votre commande ${order.code_commande} est acceptée : elle est en préparation.`,
      url: `/orders/track?id=${order.id}`,
      tag: `order-${order.id}`,
    });
    const sent = push.deliveries.find((d) => d.device === device.id)!;
    expect(sent.urgency).toBe('high');
    expect(Number(sent.ttl)).toBeGreaterThan(0);

    await move(order.id, 'in_delivery');
    await move(order.id, 'delivered');
    await vi.waitFor(() => expect(push.to(device.id)).toHaveLength(3));
    expect(push.to(device.id).map((m) => (m as { title: string }).title)).toEqual([
      'Commande acceptée',
      'Votre commande est en route',
      'Commande livrée',
    ]);
    expect(push.refusals).toEqual([]);
    // Replaying the queue sends nothing twice.
    expect(await sendQueuedPushes({ db: w.t.db, log: w.t.app.log, sender: w.t.app.push })).toBe(0);
    expect(await devicesOf(account.id)).toHaveLength(1);
  });

  it('tells a cancelled customer of the refund', async () => {
    const { device, order } = await subscribedCustomer();
    const res = await w.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: staff,
      payload: { status: 'cancelled', reason: 'Cuisine fermée' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(push.to(device.id)).toHaveLength(1));
    expect(push.to(device.id)[0]).toMatchObject({
      title: 'Commande annulée',
      body: `Votre commande ${order.code_commande} a été annulée. Vous serez remboursé de ${formatFcfa(order.total_price)}.`,
    });
  });

  it('pushes each new paid order to the staff devices, not to customers', async () => {
    const board = push.device();
    expect((await subscribe(staff, board.subscription)).statusCode).toBe(204);
    const { account } = await w.register('particular');
    const customerPhone = push.device();
    await subscribe(account.auth, customerPhone.subscription);
    const order = await w.orderAndPay(account);
    await vi.waitFor(() =>
      expect(push.to(board.id)).toContainEqual({
        title: 'Nouvelle commande payée',
        body: `Commande ${order.code_commande} : ${formatFcfa(order.total_price)}.`,
        url: '/admin',
        tag: `new-order-${order.id}`,
        urgent: true,
      }),
    );
    expect(push.to(customerPhone.id)).toEqual([]);
  });

  it('pushes each escalation (a paid order nobody accepted in time) to staff devices; a tap opens the board', async () => {
    const board = push.device();
    expect((await subscribe(staff, board.subscription)).statusCode).toBe(204);
    const { account } = await w.register('particular');
    const customerPhone = push.device();
    await subscribe(account.auth, customerPhone.subscription);
    const order = await w.orderAndPay(account);
    // Its preparation was due at payment: escalated at once, never cancelled within this test.
    const done = await watchUnaccepted(w.t.app, { escalateAfterMinutes: 0, autoCancelAfterMinutes: 100_000 });
    expect(done.escalated).toContain(order.code_commande);
    const notice = {
      title: 'Commande en attente d’acceptation',
      body: `La commande ${order.code_commande} (${formatFcfa(order.total_price)}) est payée et attend depuis 0 min : acceptez-la ou annulez-la.`,
      url: '/admin',
      tag: `escalated-${order.id}`,
      urgent: true,
    };
    await vi.waitFor(() => expect(push.to(board.id)).toContainEqual(notice));
    // Once: a second watch escalates nothing more, and the customer hears nothing of it.
    expect(
      (await watchUnaccepted(w.t.app, { escalateAfterMinutes: 0, autoCancelAfterMinutes: 100_000 }))
        .escalated,
    ).toEqual([]);
    await sendQueuedPushes({ db: w.t.db, log: w.t.app.log, sender: w.t.app.push });
    expect(push.to(board.id).filter((m) => (m as { tag: string }).tag === notice.tag)).toHaveLength(1);
    expect(push.to(customerPhone.id)).toEqual([]);
  });

  it('forgets a device the push service says is gone (410), and retries one that failed', async () => {
    const { account, device, order } = await subscribedCustomer();
    push.answer(device.id, 500);
    await move(order.id, 'preparation');
    await vi.waitFor(async () => {
      const row = await w.t.db
        .selectFrom('push_queue')
        .select(['attempts', 'last_error'])
        .where('sent_at', 'is', null)
        .where('attempts', '>', 0)
        .executeTakeFirst();
      expect(row).toMatchObject({ attempts: 1, last_error: 'HTTP 500' });
    });
    push.answer(device.id, 201);
    // Not before its time, then sent once it has come.
    expect(await sendQueuedPushes({ db: w.t.db, log: w.t.app.log, sender: w.t.app.push })).toBe(0);
    const later = Date.now() + 60_000;
    expect(
      await sendQueuedPushes({ db: w.t.db, log: w.t.app.log, sender: w.t.app.push }, { now: later }),
    ).toBe(1);
    expect(push.to(device.id)).toHaveLength(1);

    push.answer(device.id, 410);
    await move(order.id, 'in_delivery');
    await vi.waitFor(async () => expect(await devicesOf(account.id)).toEqual([]));
    expect(push.to(device.id)).toHaveLength(1);
  });

  it('drops a device on request, all of them on request, and those of a session at its logout', async () => {
    const { account } = await w.register('particular');
    const [a, b, c] = [push.device(), push.device(), push.device()];
    for (const d of [a, b, c]) await subscribe(account.auth, d.subscription);
    const del = (payload?: object) =>
      w.t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: account.auth, payload });
    expect((await del({ endpoint: a.subscription.endpoint })).statusCode).toBe(204);
    expect((await devicesOf(account.id)).map((d) => d.endpoint).sort()).toEqual(
      [b.subscription.endpoint, c.subscription.endpoint].sort(),
    );
    expect((await del()).statusCode).toBe(204);
    expect(await devicesOf(account.id)).toEqual([]);

    await subscribe(account.auth, b.subscription);
    const logout = await w.t.app.inject({ method: 'POST', url: '/api/logout', headers: account.auth });
    expect(logout.statusCode).toBe(200);
    expect(await devicesOf(account.id)).toEqual([]);
  });

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

  it('refuses with 422 an endpoint that is no public push service’s: scheme, port, IP literals in any spelling, local names', async () => {
    const { account } = await w.register('particular');
    const endpoints = [
      'http://push.example.com/send/a',
      'https://push.example.com:8443/send/a',
      'https://user:secret@push.example.com/send/a',
      'https://127.0.0.1/send/a',
      'https://0x7f000001/send/a',
      'https://2130706433/send/a',
      'https://0177.0.0.1/send/a',
      'https://127.1/send/a',
      'https://[::1]/send/a',
      'https://[::ffff:127.0.0.1]/send/a',
      'https://[::ffff:a9fe:a9fe]/send/a',
      'https://169.254.169.254/latest/meta-data/',
      'https://0.0.0.0/send/a',
      'https://10.0.0.1/send/a',
      'https://172.16.0.1/send/a',
      'https://192.168.1.1/send/a',
      'https://100.64.0.1/send/a',
      'https://[fc00::1]/send/a',
      'https://[fe80::1]/send/a',
      'https://224.0.0.1/send/a',
      'https://255.255.255.255/send/a',
      'https://192.0.2.1/send/a',
      // A public address is refused too: push services are reached by name.
      'https://142.250.185.74/send/a',
      'https://localhost/send/a',
      'https://LOCALHOST./send/a',
      'https://push.localhost/send/a',
      'https://intranet/send/a',
      push.device().subscription.endpoint.replace('http:', 'https:'),
    ];
    const asked = dns.asked.length;
    for (const endpoint of endpoints) {
      const res = await subscribe(account.auth, subscriptionTo(endpoint));
      expect(res.statusCode, endpoint).toBe(422);
      refused(res);
    }
    expect(await devicesOf(account.id)).toEqual([]);
    // Refused by their form alone: no name was looked up.
    expect(dns.asked.slice(asked)).toEqual([]);
  });

  it('refuses with 422 a host name that resolves to a loopback, private, link-local, multicast or reserved address', async () => {
    const { account } = await w.register('particular');
    const answers = [
      ['127.0.0.1'],
      ['::1'],
      ['::ffff:127.0.0.1'],
      ['169.254.169.254'],
      ['10.1.2.3'],
      ['172.20.0.1'],
      ['192.168.0.10'],
      ['100.64.1.1'],
      ['0.0.0.0'],
      ['fc00::1'],
      ['fd12:3456::1'],
      ['fe80::1'],
      ['224.0.0.251'],
      ['ff02::1'],
      ['255.255.255.255'],
      ['198.51.100.7'],
      ['203.0.113.9'],
      ['240.0.0.1'],
      ['2001:db8::1'],
      // IPv4 inside IPv6: NAT64, 6to4 and the old IPv4-compatible form of 10.0.0.1 and 127.0.0.1.
      ['64:ff9b::a00:1'],
      ['2002:7f00:1::1'],
      ['::7f00:1'],
      // One private address among public ones is enough.
      ['142.250.185.74', '10.0.0.1'],
    ];
    for (const [i, addresses] of answers.entries()) {
      const host = `h${i}.rebind.example.net`;
      dns.answer(host, addresses);
      const res = await subscribe(account.auth, subscriptionTo(`https://${host}/send/a`));
      expect(res.statusCode, addresses.join()).toBe(422);
      refused(res);
      expect(dns.asked).toContain(host);
    }
    expect(await devicesOf(account.id)).toEqual([]);
  });

  it('a dev server (NODE_ENV development, the guard it runs by default) refuses the stand-in’s plain http on 127.0.0.1', async () => {
    const dev = await createTestApp(kind, { NODE_ENV: 'development' });
    try {
      const { auth } = await createUser(dev.db);
      const res = await dev.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: auth,
        payload: push.device().subscription,
      });
      refused(res);
    } finally {
      await dev.close();
    }
  });

  it('takes a public push service’s name, and one that does not resolve now (sending checks it again)', async () => {
    const { account } = await w.register('particular');
    dns.answer('fcm.example.com', ['142.250.185.74', '2a00:1450:4001:81c::200a']);
    const known = subscriptionTo('https://fcm.example.com/fcm/send/abc');
    expect((await subscribe(account.auth, known)).statusCode).toBe(204);
    // Not answered by the test's DNS: this machine is offline, like the real FCM's name here.
    const offline = subscriptionTo('https://fcm.googleapis.com:443/fcm/send/def');
    expect((await subscribe(account.auth, offline)).statusCode).toBe(204);
    expect((await devicesOf(account.id)).map((d) => d.endpoint).sort()).toEqual([
      'https://fcm.example.com/fcm/send/abc',
      'https://fcm.googleapis.com:443/fcm/send/def',
    ]);
  });

  /** A customer with a paid order, subscribed to `endpoint`, whose first move queues one notification. */
  async function queuedTo(endpoint: string) {
    const { account } = await w.register('particular');
    expect((await subscribe(account.auth, subscriptionTo(endpoint))).statusCode).toBe(204);
    const order = await w.orderAndPay(account);
    return { account, order };
  }
  const queueOf = (userId: string) =>
    w.t.db
      .selectFrom('push_queue as q')
      .innerJoin('push_subscriptions as s', 's.id', 'q.subscription_id')
      .select(['q.attempts', 'q.last_error', 'q.sent_at'])
      .where('s.user_id', '=', userId)
      .execute();

  it('at send time checks the address it connects to: a name that now resolves inside the network drops the device at once', async () => {
    dns.answer('push.rebind.example.org', ['142.250.185.74']);
    const { account, order } = await queuedTo('https://push.rebind.example.org/send/x');
    const [device] = await w.t.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', account.id)
      .execute();
    const asked = dns.asked.length;
    dns.answer('push.rebind.example.org', ['169.254.169.254']);
    expect((await move(order.id, 'preparation')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await devicesOf(account.id)).toEqual([]));
    expect(dns.asked.slice(asked)).toContain('push.rebind.example.org');
    // Nothing left to retry: the notification went with the device.
    const left = await w.t.db
      .selectFrom('push_queue')
      .select('id')
      .where('subscription_id', '=', device!.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('at send time drops a device stored before the guard (plain http on a private address) without connecting', async () => {
    const { account, device, order } = await subscribedCustomer();
    await w.t.db
      .updateTable('push_subscriptions')
      .set({ endpoint: 'http://10.0.0.1:8080/push/x' })
      .where('user_id', '=', account.id)
      .execute();
    await move(order.id, 'preparation');
    await vi.waitFor(async () => expect(await devicesOf(account.id)).toEqual([]));
    expect(push.to(device.id)).toEqual([]);
  });

  it('a name that does not resolve at send time is retried later, its device kept', async () => {
    const { account, order } = await queuedTo('https://push.unresolved.example.org/send/y');
    await move(order.id, 'preparation');
    await vi.waitFor(async () =>
      expect(await queueOf(account.id)).toEqual([{ attempts: 1, last_error: 'HTTP 0', sent_at: null }]),
    );
    expect(await devicesOf(account.id)).toHaveLength(1);
  });

  it('the guard’s own send refuses a private answer and an IP literal without connecting', async () => {
    const local = fakeDns();
    local.answer('push.example.com', ['10.0.0.1']);
    const guard = pushEndpointGuard(local.resolve);
    const request = { headers: {}, body: Buffer.from('x'), signal: AbortSignal.timeout(5_000) };
    await expect(guard.post('https://push.example.com/send/z', request)).rejects.toBeInstanceOf(
      PushEndpointRefused,
    );
    expect(local.asked).toEqual(['push.example.com']);
    await expect(guard.post('https://127.0.0.1/send/z', request)).rejects.toBeInstanceOf(PushEndpointRefused);
    expect(local.asked).toHaveLength(1);
  });

  /** A second session of `account`: its own token. */
  async function loginAgain(account: Account): Promise<Auth> {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: account.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().authorisation.token}` };
  }
  const rowOf = (endpoint: string) =>
    w.t.db
      .selectFrom('push_subscriptions')
      .select(['user_id', 'p256dh', 'auth', 'session_hash'])
      .where('endpoint', '=', endpoint)
      .executeTakeFirstOrThrow();

  it('a device stays its account’s: another account’s POST of its endpoint is refused (409) and its DELETE removes nothing', async () => {
    const { account, device, order } = await subscribedCustomer();
    const endpoint = device.subscription.endpoint;
    const before = await rowOf(endpoint);
    const { account: other } = await w.register('particular');

    const taken = await subscribe(other.auth, subscriptionTo(endpoint));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: pushMessages.endpointTaken, code: 'PUSH_ENDPOINT_TAKEN' });
    expect(await rowOf(endpoint)).toEqual(before);
    expect(await devicesOf(other.id)).toEqual([]);

    const del = (payload?: object) =>
      w.t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: other.auth, payload });
    expect((await del({ endpoint })).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(204);
    expect(await rowOf(endpoint)).toEqual(before);

    // The owner still hears of the order.
    await move(order.id, 'preparation');
    await vi.waitFor(() => expect(push.to(device.id)).toHaveLength(1));
    expect(await devicesOf(account.id)).toEqual([{ endpoint }]);
  });

  it('the owner’s own POST of its endpoint again refreshes its keys and session', async () => {
    const { account, device } = await subscribedCustomer();
    const endpoint = device.subscription.endpoint;
    const before = await rowOf(endpoint);
    const session = await loginAgain(account);
    const renewed = subscriptionTo(endpoint);
    expect((await subscribe(session, renewed)).statusCode).toBe(204);
    const after = await rowOf(endpoint);
    expect(after).toMatchObject({ user_id: account.id, ...renewed.keys });
    expect(after.session_hash).not.toBe(before.session_hash);
    // The first session's logout no longer drops it: it is the second session's now.
    await w.t.app.inject({ method: 'POST', url: '/api/logout', headers: account.auth });
    expect(await devicesOf(account.id)).toEqual([{ endpoint }]);
  });
});
