import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import Fastify from 'fastify';
import type { PushEndpointGuard, Resolve } from '../modules/push/push.endpoint.js';
import { decryptAes128gcm } from './web-push-decrypt.js';

const b64url = (buf: Buffer) => buf.toString('base64url');

/** A browser's side of a subscription: its ECDH key pair and auth secret, to read what is pushed to it. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
}

export type BrowserKeys = ReturnType<typeof browserKeys>;

export type Delivery = {
  device: string;
  /** The decrypted notification. */
  message: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
};

/**
 * Name lookups answered by the test: `answer(host, addresses)`; a host never answered does not resolve
 * (ENOTFOUND), like a real push service's name on this offline machine.
 */
export function fakeDns() {
  const answers = new Map<string, string[]>();
  const asked: string[] = [];
  const resolve: Resolve = async (hostname) => {
    asked.push(hostname);
    const addresses = answers.get(hostname);
    if (addresses) return addresses;
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  };
  return {
    resolve,
    asked,
    answer: (hostname: string, addresses: string[]) => void answers.set(hostname, addresses),
  };
}

/**
 * A stand-in push service (like FCM or Mozilla's autopush) on 127.0.0.1: it refuses a request whose VAPID
 * signature does not verify against the server's public key (RFC 8292: ES256 JWT, `aud` = the endpoint's
 * origin, `exp` within a day), decrypts the payload with the device's keys (RFC 8291) and records it. A device
 * can be told to answer 410 Gone (unsubscribed) or 500.
 */
export async function startPushService(vapidPublicKey: () => string) {
  const app = Fastify({ logger: false });
  const devices = new Map<string, { keys: BrowserKeys; answer: number }>();
  const deliveries: Delivery[] = [];
  const refusals: string[] = [];
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { device: string } }>('/push/:device', async (request, reply) => {
    const device = devices.get(request.params.device);
    if (!device) return reply.code(404).send();
    const problem = checkVapid(String(request.headers.authorization ?? ''), vapidPublicKey(), origin);
    if (problem) {
      refusals.push(problem);
      return reply.code(403).send({ problem });
    }
    if (device.answer !== 201) return reply.code(device.answer).send();
    if (request.headers['content-encoding'] !== 'aes128gcm') return reply.code(415).send();
    const plain = decryptAes128gcm(request.body as Buffer, device.keys.ecdh, device.keys.auth);
    deliveries.push({
      device: request.params.device,
      message: JSON.parse(plain.toString('utf8')),
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
    });
    return reply.code(201).send();
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let seq = 0;
  return {
    /**
     * `guard` as the server runs it, except for this stand-in's own endpoints (plain http on 127.0.0.1, which
     * the guard refuses): the one way tests point the app at it. Any other endpoint meets the guard.
     */
    reachedThrough(guard: PushEndpointGuard): PushEndpointGuard {
      const ours = (endpoint: string) => endpoint.startsWith(`${origin}/`);
      return {
        vet: (endpoint) => (ours(endpoint) ? Promise.resolve() : guard.vet(endpoint)),
        async post(endpoint, request) {
          if (!ours(endpoint)) return guard.post(endpoint, request);
          const res = await fetch(endpoint, { method: 'POST', ...request });
          await res.body?.cancel();
          return res.status;
        },
      };
    },
    deliveries,
    refusals,
    /** A new device: its subscription as the browser's PushSubscription.toJSON() gives it. */
    device() {
      const id = `device-${++seq}`;
      const keys = browserKeys();
      devices.set(id, { keys, answer: 201 });
      return { id, subscription: { endpoint: `${origin}/push/${id}`, keys: keys.keys } };
    },
    /** What the push service answers from now on for `id` (410: the browser unsubscribed). */
    answer(id: string, status: number) {
      devices.get(id)!.answer = status;
    },
    to: (id: string) => deliveries.filter((d) => d.device === id).map((d) => d.message),
    close: () => app.close(),
  };
}

/** Why a VAPID `Authorization: vapid t=<jwt>, k=<key>` header is not valid for `audience`, or '' when it is. */
function checkVapid(header: string, publicKey: string, audience: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) return 'no vapid header';
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== publicKey) return 'unknown key';
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (alg !== 'ES256') return 'not ES256';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (body.aud !== audience) return `aud ${body.aud}`;
  const now = Date.now() / 1000;
  if (!(body.exp > now && body.exp <= now + 24 * 3600)) return 'exp';
  if (!/^(mailto:|https:)/.test(body.sub)) return 'sub';
  return '';
}
