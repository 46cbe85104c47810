import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import {
  eventually,
  insertDish,
  nearAddress,
  SIM_TOKEN,
  startTestSimulator,
} from '../../test/paygate-testing.js';

type Auth = { authorization: string };

/** Opens the staff board's stream over HTTP and notes when the server ends it and each event it carries. */
async function openBoard(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/admin/events/stream?access_token=${token}`, {
    signal: controller.signal,
  });
  const state = { ended: false, body: '' };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        state.body += value;
      }
      state.ended = true;
    } catch {
      // Aborted by the test.
    }
  })();
  return { res, state, close: () => controller.abort() };
}

describe.each(dbKinds)("a staff member's live board after an admin changes the account (%s)", (kind) => {
  let t: TestApp;
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  let base: string;
  let dishId: string;
  let admin: Auth;
  beforeAll(async () => {
    sim = await startTestSimulator({ delayMs: 0 });
    t = await createTestApp(kind, {
      PAYGATE_BASE_URL: sim.url,
      PAYGATE_AUTH_TOKEN: SIM_TOKEN,
      PAYMENT_CHECK_DELAY_MS: '20',
    });
    dishId = (await insertDish(t.db)).id;
    admin = (await createUser(t.db, { role: 'admin' })).auth;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  const post = (url: string, auth: Auth, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });

  /** A paid order: the board hears 'order.paid' with its code. */
  async function paidOrder(): Promise<string> {
    const customer = await createUser(t.db);
    const created = await post('/api/orders', customer.auth, {
      ...nearAddress,
      dishes: [{ dish_id: dishId, quantity: 1 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { order_id, code_commande } = created.json<{ order_id: string; code_commande: string }>();
    expect(
      (await post('/api/payment', customer.auth, { order_id, phone_number: '90112233' })).statusCode,
    ).toBe(200);
    await eventually(async () => {
      const status = (
        await t.app.inject({ method: 'GET', url: `/api/orders/${order_id}/status`, headers: customer.auth })
      ).json();
      return status.is_paid ? true : undefined;
    });
    return code_commande;
  }

  it.each([
    [
      'deactivates the account',
      (id: string) => post(`/api/admin/users/${id}/active`, admin, { active: false }),
    ],
    [
      'makes the staff member a customer',
      (id: string) => post(`/api/admin/users/${id}/role`, admin, { role: 'customer' }),
    ],
  ])('ends the open stream at once when the admin %s; another staff stream goes on', async (_, change) => {
    const staff = await createUser(t.db, { role: 'staff' });
    const colleague = await createUser(t.db, { role: 'staff' });
    const board = await openBoard(base, staff.token);
    const other = await openBoard(base, colleague.token);
    try {
      expect(board.res.status).toBe(200);
      const before = await paidOrder();
      await eventually(async () => (board.state.body.includes(before) ? true : undefined), 3000);

      const res = await change(staff.user.id);
      expect(res.statusCode, res.body).toBe(200);
      await eventually(async () => (board.state.ended ? true : undefined), 1000);

      const after = await paidOrder();
      await eventually(async () => (other.state.body.includes(after) ? true : undefined), 3000);
      expect(board.state.body).not.toContain(after);
      expect(other.state.ended).toBe(false);
    } finally {
      board.close();
      other.close();
    }
  });

  it('ends within a heartbeat a stream whose account another API process deactivated', async () => {
    const staff = await createUser(t.db, { role: 'staff' });
    // Only the intervals are faked: the heartbeat is one, HTTP and the database run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const board = await openBoard(base, staff.token);
    try {
      expect(board.res.status).toBe(200);
      // As another process's deactivation does: this process's streams are not told.
      await t.db
        .updateTable('users')
        .set({ deactivated_at: new Date().toISOString() })
        .where('id', '=', staff.user.id)
        .execute();
      await t.db.deleteFrom('sessions').where('user_id', '=', staff.user.id).execute();
      await new Promise((r) => setTimeout(r, 200));
      expect(board.state.ended).toBe(false);
      vi.advanceTimersByTime(20_000);
      await eventually(async () => (board.state.ended ? true : undefined), 2000);
    } finally {
      vi.useRealTimers();
      board.close();
    }
  });
});
