/**
 * PayGate Global client, server to server ("method 1"), written against the documented contract (D4).
 * PayGate answers HTTP 200 with a status code in the body; transport failures, time-outs and unreadable
 * answers raise PaygateUnavailableError so callers can retry later instead of guessing an outcome.
 */

export type PaygateNetwork = 'FLOOZ' | 'TMONEY';

export type PayRequest = {
  phone_number: string;
  amount: number;
  description: string;
  identifier: string;
  network: PaygateNetwork;
};

/** /api/v1/pay status: 0 registered, 2 invalid token, 4 invalid parameters, 6 duplicate identifier. */
export const PAY_STATUS = {
  registered: 0,
  invalidToken: 2,
  invalidParams: 4,
  duplicateIdentifier: 6,
} as const;

export type PayResult = { kind: 'registered'; txReference: string } | { kind: 'refused'; status: number };

/** Status call: 0 paid, 2 in progress, 4 expired, 6 cancelled. */
export const TX_STATUS = { paid: 0, inProgress: 2, expired: 4, cancelled: 6 } as const;

export type Transaction = {
  txReference: string;
  identifier: string | null;
  paymentReference: string | null;
  status: number;
  datetime: string | null;
  paymentMethod: string | null;
  amount: number | null;
  phoneNumber: string | null;
};

export type StatusResult =
  ({ kind: 'found' } & Transaction) | { kind: 'error'; errorCode: string; errorMessage: string };

export class PaygateUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaygateUnavailableError';
  }
}

export type PaygateClient = {
  pay(request: PayRequest): Promise<PayResult>;
  /** v1: by PayGate's tx_reference. */
  statusByTxReference(txReference: string): Promise<StatusResult>;
  /** v2: by our own identifier; works even when the tx_reference was never stored (crash after /pay). */
  statusByIdentifier(identifier: string): Promise<StatusResult>;
};

export type PaygateClientOptions = {
  baseUrl: string;
  authToken: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

type Json = Record<string, unknown>;

const text = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

function integer(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
}

export function createPaygateClient(options: PaygateClientOptions): PaygateClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function post(path: string, body: Json): Promise<Json> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ auth_token: options.authToken, ...body }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      throw new PaygateUnavailableError(`PayGate ${path} unreachable`, { cause: err });
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (err) {
      throw new PaygateUnavailableError(`PayGate ${path} answered HTTP ${response.status} without JSON`, {
        cause: err,
      });
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new PaygateUnavailableError(`PayGate ${path} answered an unexpected body`);
    }
    // An error body is meaningful whatever the HTTP status; anything else outside 2xx is an outage.
    if (!response.ok && !('error_code' in parsed)) {
      throw new PaygateUnavailableError(`PayGate ${path} answered HTTP ${response.status}`);
    }
    return parsed as Json;
  }

  function readStatus(path: string, body: Json): StatusResult {
    if ('error_code' in body) {
      return {
        kind: 'error',
        errorCode: text(body.error_code) ?? 'unknown',
        errorMessage: text(body.error_message) ?? '',
      };
    }
    const status = integer(body.status);
    const txReference = text(body.tx_reference);
    if (status === null || txReference === null) {
      throw new PaygateUnavailableError(`PayGate ${path} answered without status or tx_reference`);
    }
    return {
      kind: 'found',
      txReference,
      identifier: text(body.identifier),
      paymentReference: text(body.payment_reference),
      status,
      datetime: text(body.datetime),
      paymentMethod: text(body.payment_method),
      amount: integer(body.amount),
      phoneNumber: text(body.phone_number),
    };
  }

  return {
    async pay(request) {
      const body = await post('/api/v1/pay', { ...request });
      const status = integer(body.status);
      if (status === null) throw new PaygateUnavailableError('PayGate /api/v1/pay answered without status');
      if (status !== PAY_STATUS.registered) return { kind: 'refused', status };
      const txReference = text(body.tx_reference);
      if (txReference === null)
        throw new PaygateUnavailableError('PayGate /api/v1/pay answered without tx_reference');
      return { kind: 'registered', txReference };
    },
    async statusByTxReference(txReference) {
      // PayGate's tx_reference is a number; ours is stored as text.
      const reference = /^\d{1,15}$/.test(txReference) ? Number(txReference) : txReference;
      return readStatus('/api/v1/status', await post('/api/v1/status', { tx_reference: reference }));
    },
    async statusByIdentifier(identifier) {
      return readStatus('/api/v2/status', await post('/api/v2/status', { identifier }));
    },
  };
}
