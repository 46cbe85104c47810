import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { outcomeOf, SimStore, STATUS, type SimTransaction } from './simulator-store.js';

/**
 * A stand-in for PayGate Global speaking the same HTTP contract (P6.3), with outcomes chosen by the last
 * digit of the phone number (P13.3): 2 stays in progress, 4 expires, 6 is cancelled, anything else is paid
 * once `delayMs` has passed; '00000000' is refused at /pay. Outcomes follow from the creation time, and the
 * transactions live in a JSON file, so a restart of either side loses nothing.
 *
 * By default the status answers are generous (they add `amount` and `phone_number`, as a live v2 answer
 * sometimes does). `strict` answers exactly PayGate's published tables (P6.10) and posts its callback
 * form-encoded, every value a string, as the public PHP integrations read it: what the product must survive.
 */
export type SimulatorOptions = {
  dataDir: string;
  authToken: string;
  delayMs: number;
  /** Where the payment confirmation is POSTed once paid; none means the callback is never sent (lost). */
  callbackUrl?: string | (() => string | undefined);
  /** Logs what a merchant should notice (lost callbacks); silent when false. */
  logs?: boolean;
  /**
   * Only the documented fields (P6.10): no amount or phone number in status answers, a form-encoded callback.
   */
  strict?: boolean;
  /** A network that loses answers, as PayGate's does (decision 0047). Read at each call, so tests may change it. */
  faults?: SimulatorFaults;
};

/**
 * Shares of calls, from 0 (never) to 1 (always). A lost /pay answer comes after the push is registered (the
 * phone rings): the connection is cut or a gateway's 502 page comes back instead, one or the other at random.
 */
export type SimulatorFaults = {
  payAnswersLost?: number;
  /** /pay calls that never reach PayGate: a gateway's 502 page, nothing registered, no phone rings. */
  payRequestsLost?: number;
  /** Status calls (v1 and v2) answered by a gateway's 502 page, not looked up. */
  statusErrors?: number;
  random?: () => number;
};

const REFUSED_PHONE = '00000000';

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Builds the simulator as a Fastify app; `startSimulator` listens. */
export function buildSimulator(options: SimulatorOptions): FastifyInstance {
  const app = Fastify({ logger: options.logs ? { level: 'warn' } : false });
  const callbackUrl = () =>
    typeof options.callbackUrl === 'function' ? options.callbackUrl() : options.callbackUrl;
  const store = new SimStore(path.join(options.dataDir, 'paygate-simulator.json'));
  const timers = new Set<NodeJS.Timeout>();

  const documented = (tx: SimTransaction) => {
    const status = outcomeOf(tx, Date.now(), options.delayMs);
    return {
      tx_reference: tx.tx_reference,
      identifier: tx.identifier,
      payment_reference: status === STATUS.paid ? tx.payment_reference : '',
      status,
      datetime: new Date(tx.created_at + (status === STATUS.inProgress ? 0 : options.delayMs)).toISOString(),
      payment_method: tx.network === 'FLOOZ' ? 'FLOOZ' : 'T-Money',
    };
  };
  /** A status answer: v1 (by tx_reference) names our identifier, v2 (by identifier) does not in the tables. */
  const view = (tx: SimTransaction, version: 'v1' | 'v2') => {
    if (!options.strict) return { ...documented(tx), amount: tx.amount, phone_number: tx.phone_number };
    const { identifier: _identifier, ...v2 } = documented(tx);
    return version === 'v1' ? documented(tx) : v2;
  };

  async function sendCallback(tx: SimTransaction) {
    if (!options.callbackUrl || tx.callback_sent) return;
    // Node's timers may fire a millisecond before Date.now() says the delay has passed: not settled yet, wait on.
    if (Date.now() - tx.created_at < options.delayMs) return scheduleCallback(tx, 5);
    if (outcomeOf(tx, Date.now(), options.delayMs) !== STATUS.paid) return;
    const url = callbackUrl();
    // The merchant is not listening yet (embedded start): try again shortly.
    if (!url) return scheduleCallback(tx, 1000);
    // The callback's fields (P6.3) always include the amount and the phone number.
    const { status: _status, ...fields } = documented(tx);
    const payload = { ...fields, amount: tx.amount, phone_number: tx.phone_number };
    const body = options.strict
      ? new URLSearchParams(
          Object.entries({ ...payload, amount: tx.amount.toFixed(1) }).map(([k, v]): [string, string] => [
            k,
            String(v),
          ]),
        ).toString()
      : JSON.stringify(payload);
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': options.strict ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) app.log.warn({ tx_reference: tx.tx_reference, status: res.status }, 'callback refused');
    } catch (err) {
      // Like a real provider: one attempt; the merchant's reconciliation must cope with a lost callback.
      app.log.warn({ tx_reference: tx.tx_reference, err }, 'callback lost');
    }
    store.markCallbackSent(tx);
  }

  function scheduleCallback(tx: SimTransaction, minWaitMs = 0) {
    const wait = Math.max(minWaitMs, tx.created_at + options.delayMs - Date.now());
    const timer = setTimeout(() => {
      timers.delete(timer);
      void sendCallback(tx);
    }, wait);
    timers.add(timer);
  }

  app.addHook('onReady', async () => {
    for (const tx of store.all()) if (!tx.callback_sent) scheduleCallback(tx);
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  const happens = (share: number | undefined) => !!share && (options.faults?.random ?? Math.random)() < share;
  const badGateway = (reply: FastifyReply) =>
    reply.status(502).type('text/html').send('<html><body><h1>502 Bad Gateway</h1></body></html>');
  /** The answer never arrives: half the time the connection is cut, else a gateway answers 502. */
  const loseAnswer = (reply: FastifyReply) => {
    if ((options.faults?.random ?? Math.random)() < 0.5) {
      reply.hijack();
      reply.raw.socket?.destroy();
      return reply;
    }
    return badGateway(reply);
  };

  app.post('/api/v1/pay', async (request, reply) => {
    if (happens(options.faults?.payRequestsLost)) return badGateway(reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.auth_token !== options.authToken) return { tx_reference: null, status: 2 };
    const phone = str(body.phone_number);
    const identifier = str(body.identifier)?.trim();
    const network = body.network;
    const amount = typeof body.amount === 'string' ? Number(body.amount) : body.amount;
    const valid =
      !!phone &&
      /^\d{8}$/.test(phone) &&
      phone !== REFUSED_PHONE &&
      !!identifier &&
      (network === 'FLOOZ' || network === 'TMONEY') &&
      typeof amount === 'number' &&
      Number.isInteger(amount) &&
      amount > 0;
    if (!valid) return { tx_reference: null, status: 4 };
    if (store.byIdentifier(identifier)) return { tx_reference: null, status: 6 };
    const tx = store.add({
      identifier,
      amount,
      phone_number: phone,
      network,
      description: str(body.description) ?? '',
      created_at: Date.now(),
      payment_reference: randomBytes(5).toString('hex').toUpperCase(),
      callback_sent: false,
    });
    scheduleCallback(tx);
    if (happens(options.faults?.payAnswersLost)) return loseAnswer(reply);
    return { tx_reference: tx.tx_reference, status: 0 };
  });

  function statusRoute(
    version: 'v1' | 'v2',
    find: (body: Record<string, unknown>) => SimTransaction | undefined,
  ) {
    return async (request: { body: unknown }, reply: FastifyReply) => {
      if (happens(options.faults?.statusErrors)) return badGateway(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (body.auth_token !== options.authToken) {
        return { error_code: 401, error_message: "Jeton d'authentification invalide" };
      }
      const tx = find(body);
      return tx ? view(tx, version) : { error_code: 404, error_message: 'Transaction introuvable' };
    };
  }
  // tx_reference as PayGate answers it (a number) or as the public clients send it back (a string).
  const reference = (v: unknown): number | undefined =>
    typeof v === 'number' && Number.isInteger(v)
      ? v
      : typeof v === 'string' && /^\d{1,15}$/.test(v)
        ? Number(v)
        : undefined;
  app.post(
    '/api/v1/status',
    statusRoute('v1', (b) => {
      const ref = reference(b.tx_reference);
      return ref === undefined ? undefined : store.byReference(ref);
    }),
  );
  app.post(
    '/api/v2/status',
    statusRoute('v2', (b) => {
      const identifier = str(b.identifier);
      return identifier ? store.byIdentifier(identifier) : undefined;
    }),
  );

  return app;
}

/** Starts the simulator on `port` (0 picks a free one) and returns its base URL. */
export async function startSimulator(
  options: SimulatorOptions & { port: number; host?: string },
): Promise<{ app: FastifyInstance; url: string }> {
  const app = buildSimulator(options);
  const host = options.host ?? '127.0.0.1';
  try {
    await app.listen({ port: options.port, host });
  } catch (err) {
    await app.close();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return { app, url: `http://${urlHost}:${port}` };
}

/**
 * The simulator `npm start` runs when PAYGATE_BASE_URL is unset (P13.3): on PAYGATE_SIM_PORT, or on a free
 * port when that one is taken (a second instance on the same machine), sharing DATA_DIR with the product.
 */
export async function startEmbeddedSimulator(
  env: {
    DATA_DIR: string;
    PAYGATE_AUTH_TOKEN: string;
    PAYGATE_SIM_DELAY_MS: number;
    PAYGATE_SIM_PORT: number;
    PAYGATE_SIM_STRICT: boolean;
    LOG_LEVEL: string;
  },
  callbackUrl: () => string | undefined,
): Promise<{ app: FastifyInstance; url: string }> {
  const options = {
    dataDir: env.DATA_DIR,
    authToken: env.PAYGATE_AUTH_TOKEN,
    delayMs: env.PAYGATE_SIM_DELAY_MS,
    callbackUrl,
    logs: env.LOG_LEVEL !== 'silent',
    strict: env.PAYGATE_SIM_STRICT,
  };
  try {
    return await startSimulator({ ...options, port: env.PAYGATE_SIM_PORT });
  } catch (err) {
    if ((err as { code?: string }).code !== 'EADDRINUSE') throw err;
    return startSimulator({ ...options, port: 0 });
  }
}
