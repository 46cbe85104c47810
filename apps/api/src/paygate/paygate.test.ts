import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, SIM_TOKEN, startTestSimulator } from '../test/paygate-testing.js';
import { createPaygateClient, PaygateUnavailableError, type PaygateClient } from './client.js';
import { buildSimulator } from './simulator.js';

/** Long enough that "in progress" still holds right after registering, on a loaded CI machine. */
const SIM_DELAY_MS = 2000;
const pay = (client: PaygateClient, over: Partial<Parameters<PaygateClient['pay']>[0]> = {}) =>
  client.pay({
    phone_number: '90112233',
    amount: 2500,
    description: 'Commande',
    identifier: `id-${Math.random()}`,
    network: 'FLOOZ',
    ...over,
  });

// The simulator answers generously (amount, phone number) by default and exactly as PayGate documents (P6.10)
// when strict: the client must read both.
describe.each([false, true])('PayGate client against the simulator (D4, D10; strict %s)', (strict) => {
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  let callbacks: { contentType: string | undefined; body: Record<string, unknown> }[];
  let receiver: FastifyInstance;
  let client: PaygateClient;

  beforeAll(async () => {
    callbacks = [];
    receiver = Fastify();
    await receiver.register(formbody);
    receiver.post('/callback', async (request) => {
      callbacks.push({
        contentType: request.headers['content-type'],
        body: { ...(request.body as Record<string, unknown>) },
      });
      return { ok: true };
    });
    await receiver.listen({ port: 0, host: '127.0.0.1' });
    const address = receiver.server.address() as { port: number };
    sim = await startTestSimulator({
      delayMs: SIM_DELAY_MS,
      callbackUrl: `http://127.0.0.1:${address.port}/callback`,
      strict,
    });
    client = createPaygateClient({ baseUrl: sim.url, authToken: SIM_TOKEN, timeoutMs: 2000 });
  });
  afterAll(async () => {
    await sim.close();
    await receiver.close();
  });

  it('registers a payment, reports it in progress, then paid by v1 and v2, and sends the callback', async () => {
    const identifier = 'order-paid-1';
    const registered = await pay(client, { identifier, phone_number: '96112233', amount: 7500 });
    expect(registered).toEqual({ kind: 'registered', txReference: expect.stringMatching(/^\d+$/) });
    const txReference = (registered as { txReference: string }).txReference;

    expect(await client.statusByTxReference(txReference)).toMatchObject({ kind: 'found', status: 2 });
    const paid = await eventually(async () => {
      const s = await client.statusByIdentifier(identifier);
      return s.kind === 'found' && s.status === 0 ? s : undefined;
    });
    expect(paid).toMatchObject({
      txReference,
      // PayGate's v2 table names no identifier: we asked by it.
      identifier: strict ? null : identifier,
      status: 0,
      amount: strict ? null : 7500,
      phoneNumber: strict ? null : '96112233',
      paymentMethod: 'FLOOZ',
      paymentReference: expect.any(String),
    });
    expect(await client.statusByTxReference(txReference)).toEqual({ ...paid, identifier });

    const callback = await eventually(async () => callbacks.find((c) => c.body.identifier === identifier));
    // The callback always carries the documented fields, amount and phone number included; strict, it comes
    // form-encoded, so every value is text.
    expect(callback.contentType).toBe(strict ? 'application/x-www-form-urlencoded' : 'application/json');
    expect(callback.body).toMatchObject({
      tx_reference: strict ? txReference : Number(txReference),
      identifier,
      amount: strict ? '7500.0' : 7500,
      phone_number: '96112233',
      payment_method: 'FLOOZ',
      payment_reference: paid.paymentReference,
      datetime: expect.any(String),
    });
  });

  it('answers the v1 status whether tx_reference comes as a number or as text', async () => {
    const registered = await pay(client, { identifier: `both-${strict}` });
    const txReference = (registered as { txReference: string }).txReference;
    for (const tx_reference of [Number(txReference), txReference]) {
      const res = await fetch(`${sim.url}/api/v1/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ auth_token: SIM_TOKEN, tx_reference }),
      });
      expect(await res.json()).toMatchObject({
        tx_reference: Number(txReference),
        identifier: `both-${strict}`,
      });
    }
  });

  it.runIf(strict)("answers only the fields of PayGate's published tables when strict", async () => {
    const identifier = 'strict-fields';
    const registered = await pay(client, { identifier });
    const txReference = (registered as { txReference: string }).txReference;
    const ask = async (path: string, body: object) =>
      (await fetch(`${sim.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ auth_token: SIM_TOKEN, ...body }),
      }).then((r) => r.json())) as Record<string, unknown>;
    const v1 = await ask('/api/v1/status', { tx_reference: txReference });
    const v2 = await ask('/api/v2/status', { identifier });
    const documented = ['datetime', 'payment_method', 'payment_reference', 'status', 'tx_reference'];
    expect(Object.keys(v1).sort()).toEqual([...documented, 'identifier'].sort());
    expect(Object.keys(v2).sort()).toEqual(documented);
  });

  it.each([
    ['90112232', 2],
    ['90112234', 4],
    ['90112236', 6],
    ['90112239', 0],
  ])('ends a payment from %s with status %i after the delay', async (phone, status) => {
    const identifier = `outcome-${phone}`;
    await pay(client, { identifier, phone_number: phone, network: 'TMONEY' });
    if (status === 2) await new Promise((r) => setTimeout(r, SIM_DELAY_MS + 150));
    const s = await eventually(async () => {
      const answer = await client.statusByIdentifier(identifier);
      return answer.kind === 'found' && answer.status === status ? answer : undefined;
    });
    expect(s).toMatchObject({ kind: 'found', status, paymentMethod: 'T-Money' });
  });

  it.each([
    ['the phone 00000000', { phone_number: '00000000' }, 4],
    ['a 7-digit phone', { phone_number: '9011223' }, 4],
    ['a decimal amount', { amount: 10.5 }, 4],
    ['a zero amount', { amount: 0 }, 4],
    ['an unknown network', { network: 'MTN' as 'FLOOZ' }, 4],
  ])('refuses %s with status %i', async (_label, over, status) => {
    expect(await pay(client, over)).toEqual({ kind: 'refused', status });
  });

  it('refuses a duplicate identifier with status 6', async () => {
    await pay(client, { identifier: 'dup-1' });
    expect(await pay(client, { identifier: 'dup-1' })).toEqual({ kind: 'refused', status: 6 });
  });

  it('refuses a wrong auth token with status 2 and an error body on status calls', async () => {
    const wrong = createPaygateClient({ baseUrl: sim.url, authToken: 'nope', timeoutMs: 2000 });
    expect(await pay(wrong)).toEqual({ kind: 'refused', status: 2 });
    expect(await wrong.statusByIdentifier('order-paid-1')).toMatchObject({
      kind: 'error',
      errorMessage: expect.any(String),
    });
  });

  it('answers an unknown reference with an error body on v1 and v2', async () => {
    expect(await client.statusByTxReference('999')).toMatchObject({
      kind: 'error',
      errorCode: expect.any(String),
    });
    expect(await client.statusByIdentifier('never-sent')).toMatchObject({
      kind: 'error',
      errorCode: expect.any(String),
    });
  });

  it('keeps its transactions across a restart', async () => {
    const identifier = 'survives-restart';
    await pay(client, { identifier, phone_number: '90112238' });
    const file = path.join(sim.dataDir, 'paygate-simulator.json');
    expect(fs.existsSync(file)).toBe(true);
    const restarted = buildSimulator({ dataDir: sim.dataDir, authToken: SIM_TOKEN, delayMs: 0, strict });
    const res = await restarted.inject({
      method: 'POST',
      url: '/api/v2/status',
      payload: { auth_token: SIM_TOKEN, identifier },
    });
    expect(res.json()).toMatchObject({ status: 0, payment_method: 'FLOOZ' });
    if (!strict) expect(res.json()).toMatchObject({ identifier, amount: 2500 });
    await restarted.close();
  });
});

describe('PayGate client failures', () => {
  let broken: FastifyInstance;
  let url: string;
  const seen: Record<string, unknown>[] = [];

  beforeAll(async () => {
    broken = Fastify();
    broken.post('/slow/api/v1/pay', () => new Promise(() => undefined));
    broken.post('/html/api/v1/pay', async (_req, reply) =>
      reply.status(502).type('text/html').send('<h1>Bad gateway</h1>'),
    );
    broken.post('/down/api/v2/status', async (_req, reply) =>
      reply.status(503).send({ message: 'maintenance' }),
    );
    broken.post('/odd/api/v2/status', async () => ({ hello: 'world' }));
    broken.post('/text-ref/api/v1/status', async () => ({
      tx_reference: '42',
      identifier: 'x',
      payment_reference: 'P1',
      status: '0',
      datetime: '2025-01-01 10:00:00',
      payment_method: 'T-Money',
      amount: '1500',
      phone_number: '90112233',
    }));
    broken.post('/err/api/v1/status', async (_req, reply) =>
      reply.status(404).send({ error_code: 404, error_message: 'Not found' }),
    );
    // PayGate's published status answer: no amount, no phone number (P6.10).
    const documented = {
      tx_reference: 42,
      identifier: 'x',
      payment_reference: 'P1',
      status: 0,
      datetime: '2025-01-01 10:00:00',
      payment_method: 'FLOOZ',
    };
    broken.post('/documented/api/v1/status', async (request) => {
      seen.push(request.body as Record<string, unknown>);
      return documented;
    });
    broken.post('/decimal/api/v2/status', async () => ({ ...documented, amount: '1500.0' }));
    broken.post('/empty-amount/api/v2/status', async () => ({ ...documented, amount: '' }));
    broken.post('/garbled-amount/api/v2/status', async () => ({ ...documented, amount: '15OO' }));
    await broken.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(broken.server.address() as { port: number }).port}`;
  });
  afterAll(() => broken.close());

  const client = (prefix: string, timeoutMs = 2000) =>
    createPaygateClient({ baseUrl: `${url}/${prefix}`, authToken: SIM_TOKEN, timeoutMs });

  it('gives up on a silent PayGate after the time-out', async () => {
    await expect(pay(client('slow', 100))).rejects.toBeInstanceOf(PaygateUnavailableError);
  });

  it('treats an unreachable host, an HTML error page, a 503 and an unexpected body as unavailable', async () => {
    const unreachable = createPaygateClient({
      baseUrl: 'http://127.0.0.1:1',
      authToken: SIM_TOKEN,
      timeoutMs: 2000,
    });
    await expect(pay(unreachable)).rejects.toBeInstanceOf(PaygateUnavailableError);
    await expect(pay(client('html'))).rejects.toBeInstanceOf(PaygateUnavailableError);
    await expect(client('down').statusByIdentifier('x')).rejects.toBeInstanceOf(PaygateUnavailableError);
    await expect(client('odd').statusByIdentifier('x')).rejects.toBeInstanceOf(PaygateUnavailableError);
  });

  it('reads numbers sent as text and error bodies sent with an HTTP error status', async () => {
    expect(await client('text-ref').statusByTxReference('42')).toMatchObject({
      kind: 'found',
      status: 0,
      amount: 1500,
    });
    expect(await client('err').statusByTxReference('42')).toEqual({
      kind: 'error',
      errorCode: '404',
      errorMessage: 'Not found',
    });
  });

  it('reads a documented answer without amount or phone number as "not said", and amounts in any spelling', async () => {
    expect(await client('documented').statusByTxReference('42')).toEqual({
      kind: 'found',
      txReference: '42',
      identifier: 'x',
      paymentReference: 'P1',
      status: 0,
      datetime: '2025-01-01 10:00:00',
      paymentMethod: 'FLOOZ',
      amount: null,
      phoneNumber: null,
    });
    expect(await client('decimal').statusByIdentifier('x')).toMatchObject({ amount: 1500 });
    expect(await client('empty-amount').statusByIdentifier('x')).toMatchObject({ amount: null });
    // An amount that is there but unreadable is not "no amount": ask again later rather than confirm.
    await expect(client('garbled-amount').statusByIdentifier('x')).rejects.toBeInstanceOf(
      PaygateUnavailableError,
    );
  });

  it('sends tx_reference to the v1 status as text, as the public clients do', async () => {
    seen.length = 0;
    await client('documented').statusByTxReference('1234567');
    expect(seen).toEqual([{ auth_token: SIM_TOKEN, tx_reference: '1234567' }]);
  });
});
