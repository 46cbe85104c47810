import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, messages, orderMessages, TEXT_LIMITS, textMessages } from '@lome/shared';
import { dbKinds, type TestApp } from '../test/helper.js';
import { multipartPayload } from '../test/multipart.js';
import {
  hostileHarness,
  pickupTomorrow,
  startHostileApp,
  withValueAt,
  type Ctx,
  type Form,
  type HostileApp,
  type Json,
} from '../test/hostile-input.js';
import { cases, frenchTexts, registerFields } from '../test/fixtures/hostile-input.js';

describe.each(dbKinds)('hostile input (%s)', (kind) => {
  let sim: HostileApp['sim'];
  let t: TestApp;
  let dishId: string;
  const { stored, settled, context, send, withDish, variantsOf, baseOf } = hostileHarness(
    kind,
    () => t,
    () => dishId,
  );

  beforeAll(async () => {
    ({ sim, t, dishId } = await startHostileApp(kind));
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it.each(cases)(
    '$route: 100,000 characters in any field, query or path parameter are refused',
    async (c) => {
      const ctx = await context(c.company);
      const base = baseOf(c, ctx);
      const before = await settled();
      // File names are not stored (pictures get names of ours), so only text is judged here.
      for (const { field, parts } of variantsOf(c, base, () => 'a'.repeat(100_000), false)) {
        const res = await send(c, ctx, parts);
        const label = `${field}: ${res.body.slice(0, 300)}`;
        expect([400, 413, 414, 422], label).toContain(res.statusCode);
        expect(frenchTexts, label).toContain(res.json().message);
        if (res.statusCode === 422) expect(res.json().errors?.[field], label).toBeDefined();
        expect(await stored(), field).toEqual(before);
      }
    },
  );

  describe('over-long values are refused, never cut', () => {
    const long = (n: number) => 'a'.repeat(n);
    const longEmail = (n: number) => `${'a'.repeat(n - '@example.tg'.length)}@example.tg`;

    type LongCase = { route: string; field: string; value: string; message: string; company?: boolean };
    const longCases: LongCase[] = [
      // Registration and profile travel as multipart forms.
      ...(
        [
          ['firstname', long(TEXT_LIMITS.name + 1), textMessages.firstnameTooLong],
          ['firstname', long(70_000), textMessages.firstnameTooLong],
          ['lastname', long(TEXT_LIMITS.name + 1), textMessages.nameTooLong],
          ['email', longEmail(TEXT_LIMITS.email + 1), textMessages.emailTooLong],
          ['password', `Aa1!${long(TEXT_LIMITS.password - 3)}`, textMessages.passwordTooLong],
          ['phone', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['denomination_sociale', long(TEXT_LIMITS.company + 1), textMessages.companyNameTooLong],
          ['company_email', longEmail(TEXT_LIMITS.email + 1), textMessages.emailTooLong],
          ['nif', long(TEXT_LIMITS.company + 1), messages.tooLong(TEXT_LIMITS.company)],
          ['rccm', long(TEXT_LIMITS.company + 1), messages.tooLong(TEXT_LIMITS.company)],
          ['sponsor_id', long(TEXT_LIMITS.code + 1), authMessages.referralInvalid],
          ['sponsor_grille_id', long(TEXT_LIMITS.id + 1), authMessages.sponsorGrilleInvalid],
        ] as const
      ).map(([field, value, message]) => ({ route: 'POST /api/users/register', field, value, message })),
      ...(
        [
          ['firstname', long(TEXT_LIMITS.name + 1), textMessages.firstnameTooLong],
          ['firstname', long(70_000), textMessages.firstnameTooLong],
          ['lastname', long(TEXT_LIMITS.name + 1), textMessages.nameTooLong],
          ['phone', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['address', long(TEXT_LIMITS.address + 1), textMessages.addressTooLong],
          ['denomination_sociale', long(TEXT_LIMITS.company + 1), textMessages.companyNameTooLong],
          ['statut_juridique', long(TEXT_LIMITS.company + 1), messages.tooLong(TEXT_LIMITS.company)],
          ['adresse_company', long(TEXT_LIMITS.address + 1), textMessages.addressTooLong],
          ['emailpro', longEmail(TEXT_LIMITS.email + 1), textMessages.emailTooLong],
          ['telephonepro', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['cfe', long(TEXT_LIMITS.company + 1), messages.tooLong(TEXT_LIMITS.company)],
        ] as const
      ).map(([field, value, message]) => ({
        route: 'POST /api/update-picture',
        field,
        value,
        message,
        company: true,
      })),
      ...(
        [
          ['firstname', long(TEXT_LIMITS.name + 1), textMessages.firstnameTooLong],
          ['lastname', long(TEXT_LIMITS.name + 1), textMessages.nameTooLong],
          ['email', longEmail(TEXT_LIMITS.email + 1), textMessages.emailTooLong],
          ['phone', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['message', long(TEXT_LIMITS.message + 1), messages.tooLong(TEXT_LIMITS.message)],
        ] as const
      ).map(([field, value, message]) => ({ route: 'POST /api/contact', field, value, message })),
      ...(
        [
          ['description_address', long(TEXT_LIMITS.address + 1), textMessages.addressTooLong],
          ['phone', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          [
            'dishes.0.dish_id',
            long(TEXT_LIMITS.id + 1),
            'Plat invalide. Veuillez mettre votre panier à jour.',
          ],
        ] as const
      ).map(([field, value, message]) => ({ route: 'POST /api/orders', field, value, message })),
      ...(
        [
          ['notes', long(TEXT_LIMITS.notes + 1), textMessages.notesTooLong],
          ['contact_name', long(TEXT_LIMITS.name + 1), textMessages.nameTooLong],
          ['contact_email', longEmail(TEXT_LIMITS.email + 1), textMessages.emailTooLong],
          ['contact_phone', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['reservation_date', `${pickupTomorrow()}${' '.repeat(100)}x`, orderMessages.reservationDate],
        ] as const
      ).map(([field, value, message]) => ({ route: 'POST /api/reservations', field, value, message })),
      ...(
        [
          ['phone_number', '9'.repeat(TEXT_LIMITS.phone + 1), textMessages.phoneTooLong],
          ['description', long(TEXT_LIMITS.description + 1), textMessages.descriptionTooLong],
        ] as const
      ).map(([field, value, message]) => ({ route: 'POST /api/payment', field, value, message })),
      {
        route: 'POST /api/newsletter',
        field: 'email',
        value: longEmail(TEXT_LIMITS.email + 1),
        message: textMessages.emailTooLong,
      },
      {
        route: 'POST /api/users/login',
        field: 'email',
        value: longEmail(TEXT_LIMITS.email + 1),
        message: textMessages.emailTooLong,
      },
      {
        route: 'POST /api/users/login',
        field: 'password',
        value: long(TEXT_LIMITS.password + 1),
        message: textMessages.passwordTooLong,
      },
      {
        route: 'POST /api/forgot-password',
        field: 'email',
        value: longEmail(TEXT_LIMITS.email + 1),
        message: textMessages.emailTooLong,
      },
      {
        route: 'POST /api/reset-password',
        field: 'password',
        value: long(TEXT_LIMITS.password + 1),
        message: textMessages.passwordTooLong,
      },
      {
        route: 'POST /api/changepassword',
        field: 'new_password',
        value: long(TEXT_LIMITS.password + 1),
        message: textMessages.passwordTooLong,
      },
      {
        route: 'POST /api/changepassword',
        field: 'current_password',
        value: long(TEXT_LIMITS.password + 1),
        message: textMessages.passwordTooLong,
      },
      {
        route: 'POST /api/paygate/callback',
        field: 'identifier',
        value: long(201),
        message: 'Référence de paiement invalide.',
      },
    ];

    it.each(longCases)('$route: $field of $value.length characters', async (lc) => {
      const c = cases.find((x) => x.route === lc.route)!;
      const ctx = await context(lc.company);
      const params = c.params?.(ctx);
      const base = c.json ? withDish(c.json(ctx)) : c.form!(ctx);
      const before = await settled();
      const path = lc.field.split('.');
      const body = c.json
        ? withValueAt(base as Json, path, () => lc.value)
        : { ...(base as Form), [lc.field]: lc.value };
      if (lc.field === 'password' && lc.route === 'POST /api/users/register') {
        (body as Form).password_confirmation = lc.value;
      }
      if (lc.field === 'password' && lc.route === 'POST /api/reset-password') {
        (body as Record<string, Json>).password_confirmation = lc.value;
      }
      if (lc.field === 'new_password') (body as Record<string, Json>).new_password_confirmation = lc.value;
      const res = await send(c, ctx, { params, body });
      expect(res.statusCode, res.body.slice(0, 500)).toBe(422);
      expect(res.json()).toMatchObject({ message: messages.invalidInput, code: 'VALIDATION_ERROR' });
      expect(res.json().errors[lc.field], res.body.slice(0, 500)).toEqual([lc.message]);
      expect(await stored()).toEqual(before);
    });

    it('refuses a multipart field cut at the size limit even when the form does not read it', async () => {
      const ctx = await context();
      const before = await settled();
      const { payload, headers } = await multipartPayload({ firstname: 'Afi', remarque: long(20_000) });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/update-picture',
        payload,
        headers: { ...ctx.auth, ...headers },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ remarque: [messages.tooLong(16 * 1024)] });
      expect(await stored()).toEqual(before);
    });

    it('stores a first name of exactly the limit in full, in multipart as in JSON', async () => {
      const firstname = 'é'.repeat(TEXT_LIMITS.name);
      const fields: Form = { ...registerFields(), firstname };
      const { payload, headers } = await multipartPayload(fields);
      const res = await t.app.inject({ method: 'POST', url: '/api/users/register', payload, headers });
      expect(res.statusCode, res.body).toBe(201);
      const row = await t.db
        .selectFrom('users')
        .select('firstname')
        .where('email', '=', fields.email as string)
        .executeTakeFirstOrThrow();
      expect(row.firstname).toBe(firstname);

      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...(cases[0]!.json!({} as Ctx) as object), firstname },
      });
      expect(contact.statusCode, contact.body).toBe(201);
    });
  });
});
