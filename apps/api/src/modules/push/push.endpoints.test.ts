import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushMessages } from '@lome/shared';
import { createTestApp, dbKinds } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { fakeDns } from '../../test/push-service.js';
import type { Auth, ReferralWorld } from '../../test/referral.js';
import { pushEndpointGuard, PushEndpointRefused } from './push.endpoint.js';
import { pushSteps, startPushWorld, type PushService } from '../../test/fixtures/push.js';

describe.each(dbKinds)('Web Push notifications (%s)', (kind) => {
  let w: ReferralWorld;
  let push: PushService;
  let staff: Auth;
  const dns = fakeDns();
  const {
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
  } = pushSteps(() => ({ w, push, staff }));

  beforeAll(async () => {
    ({ w, push, staff } = await startPushWorld(kind, dns));
  });
  afterAll(async () => {
    await w.close();
    await push.close();
  });

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
