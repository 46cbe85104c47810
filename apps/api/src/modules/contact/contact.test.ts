import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';

const sent = 'Votre message a bien été envoyé. Nous vous répondrons rapidement.';

const valid = (message: string) => ({
  firstname: 'Kossi',
  lastname: 'Adjo',
  email: 'kossi@example.tg',
  phone: '90 11 22 33',
  subject: 'event',
  message,
});

/** The .eml files of the outbox, with quoted-printable bodies decoded so accents read as typed. */
function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((f) => {
    const raw = fs.readFileSync(path.join(dir, f), 'latin1').replace(/=\r?\n/g, '');
    return Buffer.from(
      raw.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  });
}

describe.each(dbKinds)('POST /api/contact (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RESTAURANT_EMAIL: 'cuisine@chezmama.tg' });
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers });
  const stored = (message: string) =>
    t.db.selectFrom('contact_messages').selectAll().where('message', '=', message).execute();

  it('stores the message, e-mails it to the restaurant and answers 201', async () => {
    const message = 'Une salle pour 40 personnes le 14 juillet, est-ce possible ?';
    const res = await post(valid(`  ${message} `));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: sent });

    expect(await stored(message)).toEqual([
      expect.objectContaining({
        firstname: 'Kossi',
        lastname: 'Adjo',
        email: 'kossi@example.tg',
        phone: '90 11 22 33',
        subject: 'event',
        handled_at: null,
        idempotency_key: null,
      }),
    ]);
    const mails = readOutbox(t.env.DATA_DIR).filter((m) => m.includes(message));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: cuisine@chezmama\.tg$/m);
    expect(mails[0]).toMatch(/^Reply-To: kossi@example\.tg$/m);
    expect(mails[0]).toContain('Sujet : Événement privé');
    expect(mails[0]).toContain('Téléphone : 90 11 22 33');
  });

  it('gives each missing field its French message', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        firstname: ['Veuillez renseigner votre prénom.'],
        lastname: ['Veuillez renseigner votre nom.'],
        email: ['Veuillez renseigner un email valide.'],
        subject: ['Veuillez sélectionner un sujet.'],
        message: ['Veuillez écrire votre message.'],
      },
    });
  });

  it('refuses blanks, a bad address and an unknown subject, storing nothing', async () => {
    const message = 'Message refusé';
    const res = await post({ ...valid(message), firstname: '   ', email: 'kossi@', subject: 'spam' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      firstname: ['Veuillez renseigner votre prénom.'],
      email: ['Veuillez renseigner un email valide.'],
      subject: ['Veuillez sélectionner un sujet.'],
    });
    expect(await stored(message)).toHaveLength(0);
  });

  it('stores a retried message once when it carries the same Idempotency-Key', async () => {
    const message = 'Avez-vous des plats sans arachide ?';
    const headers = { 'idempotency-key': 'contact-retry-1' };
    const first = await post(valid(message), headers);
    const second = await post(valid(message), headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await stored(message)).toHaveLength(1);
    expect(readOutbox(t.env.DATA_DIR).filter((m) => m.includes(message))).toHaveLength(1);
  });

  it('stores once when retries with one key arrive together', async () => {
    const message = 'Double clic sur Envoyer';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(valid(message), { 'idempotency-key': 'contact-rush' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(201));
    expect(await stored(message)).toHaveLength(1);
  });

  it('stores two different messages sent without a key', async () => {
    const message = 'Deux fois le même texte';
    await post(valid(message));
    await post(valid(message));
    expect(await stored(message)).toHaveLength(2);
  });

  it('refuses an oversized Idempotency-Key', async () => {
    const res = await post(valid('Clé trop longue'), { 'idempotency-key': 'k'.repeat(201) });
    expect(res.statusCode).toBe(422);
    expect(await stored('Clé trop longue')).toHaveLength(0);
  });
});

describe.each(dbKinds)('POST /api/contact when e-mail is down (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every send fails.
    t = await createTestApp(kind, { SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('still stores the message and answers 201', async () => {
    const message = 'Le serveur de mail est en panne';
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid(message) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: sent });
    const rows = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('message', '=', message)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
