import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newId } from '../lib/ids.js';
import { multipartPayload, type FilePart } from '../test/multipart.js';

/**
 * A client written from P12.1 alone: paths under /api, the headers the spec's browser puts on every request, and
 * the payloads exactly as P12.3 and P12.1 list them. Test-only.
 */

/** What the spec's browser keeps in storage and puts on every request (P12.2 headers). */
export type Stored = { token?: string; referralCode?: string };

export function specClient(app: FastifyInstance, stored: Stored = {}) {
  const headers = () => ({
    ...(stored.token ? { authorization: `Bearer ${stored.token}` } : {}),
    ...(stored.referralCode ? { 'x-referral-code': stored.referralCode } : {}),
  });
  return {
    stored,
    get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: headers() }),
    /** JSON content type on every call that is not form data, a body or none (P12.1). */
    post: (url: string, body?: object) =>
      app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...headers(), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      }),
    form: async (url: string, parts: Record<string, string | FilePart>) => {
      const { payload, headers: multipart } = await multipartPayload(parts);
      return app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...headers(), ...multipart },
        payload,
      });
    },
  };
}

/**
 * The P12.3 order payload, nothing more: no phone, the spec's fixed delivery_price 0 and a browser distance.
 */
export const specOrder = (dishId: string) => ({
  dishes: [{ dish_id: dishId, quantity: 2 }],
  delivery_price: 0,
  title: 'Domicile',
  description_address: 'Bè Kpota, rue des Cocotiers',
  longitude: 1.2228,
  latitude: 6.14,
  distance: 1.2,
});

export type SpecClient = ReturnType<typeof specClient>;

/** Registers then logs in through the spec's calls; returns a client holding the token, as the browser would. */
export async function signUp(app: FastifyInstance, fields: Record<string, string | FilePart> = {}) {
  const client = specClient(app);
  const email = `afi-${newId().slice(0, 8)}@example.tg`;
  const registered = await client.form('/users/register', {
    firstname: 'Afi',
    lastname: 'Mensah',
    email,
    password: 'Motdepasse1!',
    password_confirmation: 'Motdepasse1!',
    phone: '90112233',
    user_status: 'particular',
    ...fields,
  });
  expect(registered.statusCode).toBe(201);
  const login = await client.post('/users/login', { email, password: 'Motdepasse1!' });
  expect(login.statusCode).toBe(200);
  client.stored.token = login.json().authorisation.token;
  return { client, email, registered: registered.json(), login: login.json() };
}
