/**
 * PayGate Global client, server to server ("method 1"), written against the documented contract (P6.3,
 * P6.10). PayGate answers HTTP 200 with a status code in the body; transport failures, time-outs and
 * unreadable answers raise PaygateUnavailableError so callers can retry later instead of guessing an outcome.
 * The published status answers carry no `amount` and no `phone_number` (a live v2 answer sometimes has
 * `amount`), so both are read as optional: null means "not said", never zero.
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
  /** Only when PayGate says it (not in the published tables); FCFA, whole. */
  amount: number | null;
  /** Only when PayGate says it (not in the published tables). */
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

/**
 * An amount as PayGate may write it: 1500, "1500" or "1500.0". Absent, null or empty is null (not said). A
 * value that is there but is no amount at all is an unreadable answer: better to ask again than to read it
 * as "no amount" and confirm money we cannot account for.
 */
export function readAmount(v: unknown): number | null {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isFinite(n) || n < 0)
    throw new PaygateUnavailableError(`PayGate answered an unreadable amount`);
  return n;
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
      amount: readAmount(body.amount),
      phoneNumber: text(body.phone_number) || null,
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
      // PayGate answers tx_reference as a number; the public clients send it back as a string, as we do.
      return readStatus('/api/v1/status', await post('/api/v1/status', { tx_reference: txReference }));
    },
    async statusByIdentifier(identifier) {
      return readStatus('/api/v2/status', await post('/api/v2/status', { identifier }));
    },
  };
}
