import * as shared from '@lome/shared';
import type { LightMyRequestResponse } from 'fastify';
import { TEST_PASSWORD } from '../test/factories.js';
import { type Case, type Form, pickupTomorrow } from '../test/hostile-input.js';
import { jpegBytes, type FilePart } from '../test/multipart.js';
import { nearAddress } from '../test/paygate-testing.js';

/** The requests of the hostile input tests: one per input a route reads, and what a refusal may say. */

const photo = (): FilePart => ({ data: jpegBytes(), filename: 'photo.jpg', contentType: 'image/jpeg' });
let seq = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++seq}@example.tg`;

export const registerFields = (): Form => ({
  firstname: 'Afi',
  lastname: 'Mensah',
  email: unique('inscrit'),
  password: 'Akwaba2025!',
  password_confirmation: 'Akwaba2025!',
  phone: '+22890112233',
  user_status: 'company',
  denomination_sociale: 'Mensah Traiteur',
  company_email: 'contact@mensah.tg',
  nif: '1000123456',
  rccm: 'TG-LOM-2020-B-1234',
  picture_user: photo(),
});

/** One request per input a route reads, with values it accepts. */
export const cases: Case[] = [
  {
    route: 'POST /api/contact',
    json: () => ({
      firstname: 'Afi',
      lastname: 'Mensah',
      email: 'afi@example.tg',
      phone: '90112233',
      subject: 'information',
      message: 'Bonjour, êtes-vous ouverts dimanche ?',
    }),
    ok: 201,
  },
  { route: 'POST /api/newsletter', json: () => ({ email: unique('lettre') }), ok: 200 },
  {
    route: 'POST /api/users/login',
    json: (c) => ({ email: c.email, password: TEST_PASSWORD, remember_me: true }),
    ok: 200,
  },
  { route: 'POST /api/forgot-password', json: (c) => ({ email: c.email }), ok: 200 },
  { route: 'POST /api/validate-reset-code', json: (c) => ({ code: '123456', email: c.email }), ok: 422 },
  {
    route: 'POST /api/reset-password',
    json: (c) => ({
      code: '123456',
      email: c.email,
      password: 'Nouveau1!',
      password_confirmation: 'Nouveau1!',
      platform: 'web',
    }),
    ok: 422,
  },
  {
    route: 'POST /api/changepassword',
    json: () => ({
      current_password: TEST_PASSWORD,
      new_password: 'Nouveau1!',
      new_password_confirmation: 'Nouveau1!',
    }),
    ok: 200,
  },
  { route: 'POST /api/users/register', form: registerFields, ok: 201 },
  {
    route: 'POST /api/update-picture',
    company: true,
    form: () => ({
      firstname: 'Afi',
      lastname: 'Mensah',
      phone: '90112233',
      address: 'Bè Kpota, rue des Cocotiers',
      denomination_sociale: 'Mensah Traiteur',
      statut_juridique: 'SARL',
      adresse_company: 'Boulevard du 13 Janvier',
      emailpro: 'contact@mensah.tg',
      telephonepro: '22212345',
      nif: '1000123456',
      rccm: 'TG-LOM-2020-B-1234',
      cnss: '123456',
      regime_fiscal: 'Réel',
      date_create: '2020-01-15',
      cfe: 'CFE-1',
      picture_user: photo(),
    }),
    ok: 200,
  },
  { route: 'POST /api/update-profile-picture', form: () => ({ picture_user: photo() }), ok: 200 },
  {
    route: 'POST /api/orders',
    json: () => ({ ...nearAddress, dishes: [{ dish_id: '', quantity: 1 }] }),
    ok: 201,
  },
  { route: 'GET /api/orders-detail/:id', params: (c) => ({ id: c.orderId }), ok: 200 },
  { route: 'GET /api/orders/:id/status', params: (c) => ({ id: c.orderId }), ok: 200 },
  { route: 'POST /api/orders/:id/cancel', params: (c) => ({ id: c.orderId }), ok: 200 },
  { route: 'GET /api/admin/orders', query: () => ({ status: 'pending' }), ok: 200 },
  {
    route: 'POST /api/admin/orders/:id/status',
    params: (c) => ({ id: c.orderId }),
    json: () => ({ status: 'cancelled', reason: 'Cuisine fermée' }),
    ok: 200,
  },
  { route: 'GET /api/admin/users', query: () => ({ q: 'Koffi', limit: '10', offset: '0' }), ok: 200 },
  {
    route: 'POST /api/reservations',
    json: () => ({
      dishes: [{ dish_id: '', quantity: 2 }],
      reservation_date: pickupTomorrow(),
      pickup_location: 'drive',
      notes: 'Sans piment, merci.',
      source: 'preorder',
      contact_name: 'Afi Mensah',
      contact_email: 'afi@example.tg',
      contact_phone: '90112233',
    }),
    ok: 201,
  },
  { route: 'GET /api/reservations/:id', params: (c) => ({ id: c.reservationId }), ok: 200 },
  {
    route: 'POST /api/payment',
    json: (c) => ({ phone_number: '90112233', network: 'TMONEY', order_id: c.orderId, description: 'Dîner' }),
    ok: 200,
  },
  { route: 'GET /api/payments/:id', params: () => ({ id: crypto.randomUUID() }), ok: 404 },
  {
    route: 'POST /api/paygate/callback',
    json: () => ({ identifier: crypto.randomUUID(), tx_reference: '4242' }),
    ok: 200,
  },
  { route: 'GET /api/referral/check/:code', params: () => ({ code: 'AFI2025' }), ok: 404 },
];

/** Every French text of the product's message lists: a refusal must say one of them, never Fastify's English. */
export const frenchTexts = new Set(
  Object.entries(shared)
    .filter(([name]) => /messages$/i.test(name))
    .flatMap(([, texts]) => Object.values(texts as object))
    .filter((text): text is string => typeof text === 'string'),
);

export const refusedFields = (res: LightMyRequestResponse) =>
  Object.entries((res.json().errors ?? {}) as Record<string, string[]>);
