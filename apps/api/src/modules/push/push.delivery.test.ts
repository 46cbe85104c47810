import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatFcfa } from '@lome/shared';
import { dbKinds } from '../../test/helper.js';
import { fakeDns } from '../../test/push-service.js';
import type { Auth, ReferralWorld } from '../../test/referral.js';
import { watchUnaccepted } from '../sales/timers.service.js';
import { loadVapidKeys, sendQueuedPushes } from './push.service.js';
import { pushSteps, startPushWorld, type PushService } from '../../test/fixtures/push.js';

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
  let w: ReferralWorld;
  let push: PushService;
  let staff: Auth;
  const dns = fakeDns();
  const { subscribe, move, devicesOf, subscribedCustomer } = pushSteps(() => ({ w, push, staff }));

  beforeAll(async () => {
    ({ w, push, staff } = await startPushWorld(kind, dns));
  });
  afterAll(async () => {
    await w.close();
    await push.close();
  });

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
});
