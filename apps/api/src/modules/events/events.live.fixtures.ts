import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type DbKind, type TestApp } from '../../test/helper.js';
import {
  eventually,
  insertDish,
  nearAddress,
  SIM_TOKEN,
  startTestSimulator,
} from '../../test/paygate-testing.js';

export type Auth = { authorization: string };
type SseEvent = { id: string; event: string; data: Record<string, unknown> };

/** A real EventSource-like reader over HTTP (inject cannot read an answer that never ends). */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .find((line) => line.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            const data = field('data');
            if (data) events.push({ id: field('id')!, event: field('event')!, data: JSON.parse(data) });
          }
        }
      } catch {
        // Aborted by the test.
      }
    })();
  }
  return {
    res,
    events,
    /** The first event matching, waited for at most `ms`. */
    next: (match: (e: SseEvent) => boolean, ms = 2000) => eventually(async () => events.find(match), ms),
    close: () => controller.abort(),
  };
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The live events tests' app, paying through a simulator, listening on a port for real streams at `base`. */
export async function startLiveApp(kind: DbKind) {
  const sim = await startTestSimulator({ delayMs: 0 });
  const t = await createTestApp(kind, {
    PAYGATE_BASE_URL: sim.url,
    PAYGATE_AUTH_TOKEN: SIM_TOKEN,
    PAYMENT_CHECK_DELAY_MS: '20',
  });
  const dishId = (await insertDish(t.db)).id;
  const base = await listen(t.app);
  return { t, sim, base, dishId };
}

export type LiveApp = Awaited<ReturnType<typeof startLiveApp>>;

/** The live events tests' steps on the app `t()`, ordering the dish `dishId()`. */
export function liveSteps(t: () => TestApp, dishId: () => string) {
  const inject = (method: 'GET' | 'POST', url: string, headers: object = {}, payload?: object) =>
    t().app.inject({ method, url, headers: headers as Record<string, string>, payload });

  async function newOrder(auth: Auth) {
    const res = await inject('POST', '/api/orders', auth, {
      ...nearAddress,
      dishes: [{ dish_id: dishId(), quantity: 1 }],
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ order_id: string; code_commande: string; created_at: string }>();
  }

  /** Pays through the PayGate simulator, as a customer does, and waits for the order to be paid. */
  async function pay(auth: Auth, orderId: string) {
    const started = await inject('POST', '/api/payment', auth, {
      order_id: orderId,
      phone_number: '90112233',
    });
    expect(started.statusCode).toBe(200);
    await eventually(async () => {
      const status = (await inject('GET', `/api/orders/${orderId}/status`, auth)).json();
      return status.is_paid ? status : undefined;
    });
  }

  const move = (staff: Auth, orderId: string, status: string) =>
    inject('POST', `/api/admin/orders/${orderId}/status`, staff, {
      status,
      ...(status === 'cancelled' ? { reason: 'Client injoignable' } : {}),
    });

  return { inject, newOrder, pay, move };
}
