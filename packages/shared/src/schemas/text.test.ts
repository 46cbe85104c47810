import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages.js';
import { staffUsersQuerySchema } from './admin-users.js';
import { authMessages, loginSchema } from './auth.js';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from './passwords.js';
import { profileUpdateSchema } from './profile.js';
import { registerSchema } from './registration.js';
import { contactSchema } from './contact.js';
import { newsletterSchema } from './newsletter.js';
import { orderCreateSchema, orderMessages } from './orders.js';
import { reservationCreateSchema } from './reservations.js';
import { paymentCreateSchema } from './payments.js';
import { hasNul, TEXT_LIMITS, textInput, textMessages } from './text.js';

type Input = Record<string, unknown>;

/** Field path -> messages, as the API's `errors` names them. */
function errorsOf(schema: z.ZodType, input: Input): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const password = 'Akwaba2025!';
const registration = {
  firstname: 'Afi',
  lastname: 'Mensah',
  email: 'afi@example.tg',
  password,
  password_confirmation: password,
  phone: '+22890112233',
  user_status: 'company',
  denomination_sociale: 'Mensah Traiteur',
  company_email: 'contact@mensah.tg',
  nif: '1000123456',
  rccm: 'TG-LOM-2020-B-1234',
  sponsor_id: 'AFI2025',
  sponsor_grille_id: 'grille-1',
};
const profile = {
  firstname: 'Afi',
  lastname: 'Mensah',
  phone: '90112233',
  address: 'Tokoin, Lomé',
  denomination_sociale: 'Mensah Traiteur',
  statut_juridique: 'SARL',
  adresse_company: 'Boulevard du 13 Janvier',
  emailpro: 'contact@mensah.tg',
  telephonepro: '22212345',
  nif: '1',
  rccm: '2',
  cnss: '3',
  regime_fiscal: 'Réel',
  date_create: '2020-01-15',
  cfe: '4',
};
const order = {
  dishes: [{ dish_id: 'd1', quantity: 1 }],
  description_address: 'Bè Kpota, rue 12',
  latitude: 6.14,
  longitude: 1.23,
  phone: '90112233',
};
const reservation = {
  dishes: [{ dish_id: 'd1', quantity: 1 }],
  reservation_date: '2030-01-15 12:00',
  notes: 'Sans piment',
  contact_name: 'Afi Mensah',
  contact_email: 'afi@example.tg',
  contact_phone: '90112233',
};

/** Every form and body the API reads with a shared schema, with values it accepts. */
const forms: [string, z.ZodType, Input][] = [
  ['registerSchema', registerSchema, registration],
  ['profileUpdateSchema', profileUpdateSchema, profile],
  ['loginSchema', loginSchema, { email: 'afi@example.tg', password }],
  ['forgotPasswordSchema', forgotPasswordSchema, { email: 'afi@example.tg' }],
  [
    'resetPasswordSchema',
    resetPasswordSchema,
    { code: '123456', email: 'afi@example.tg', password, password_confirmation: password, platform: 'web' },
  ],
  [
    'changePasswordSchema',
    changePasswordSchema,
    { current_password: password, new_password: 'Nouveau1!', new_password_confirmation: 'Nouveau1!' },
  ],
  ['staffUsersQuerySchema', staffUsersQuerySchema, { q: 'Afi' }],
  [
    'contactSchema',
    contactSchema,
    {
      firstname: 'Afi',
      lastname: 'Mensah',
      email: 'afi@example.tg',
      phone: '90112233',
      subject: 'other',
      message: 'Bonjour',
    },
  ],
  ['newsletterSchema', newsletterSchema, { email: 'afi@example.tg' }],
  ['orderCreateSchema', orderCreateSchema, order],
  ['reservationCreateSchema', reservationCreateSchema, reservation],
  [
    'paymentCreateSchema',
    paymentCreateSchema,
    { phone_number: '90112233', order_id: 'o1', description: 'Dîner' },
  ],
];

const choices = new Set(['user_status', 'subject']);

describe('textInput', () => {
  it('refuses a NUL character with its own message, before any other check', () => {
    const schema = textInput().trim().min(1, 'vide').max(3, 'long');
    expect(errorsOf(schema, 'a\u0000bcdef' as unknown as Input)).toEqual({ '': [messages.nulCharacter] });
    expect(schema.parse(' abc ')).toBe('abc');
    expect(hasNul('abc')).toBe(false);
  });
});

describe.each(forms)('%s', (_, schema, valid) => {
  it('accepts the valid input', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each(Object.keys(valid).filter((k) => typeof valid[k] === 'string'))(
    'refuses a NUL in %s with the French message for it',
    (field) => {
      const errors = errorsOf(schema, { ...valid, [field]: `${valid[field] as string}\u0000` });
      // A choice with a NUL is simply not one of the choices: the list's own message says so.
      const expected = choices.has(field) ? expect.stringMatching(/^Veuillez/) : messages.nulCharacter;
      expect(errors[field]).toEqual([expected]);
    },
  );
});

const long = (n: number) => 'a'.repeat(n);
const email = (n: number) => `${'a'.repeat(n - '@example.tg'.length)}@example.tg`;

describe('length limits: the longest value is kept whole, one more character is refused with its message', () => {
  it.each([
    [registerSchema, registration, 'firstname', long, TEXT_LIMITS.name, textMessages.firstnameTooLong],
    [registerSchema, registration, 'lastname', long, TEXT_LIMITS.name, textMessages.nameTooLong],
    [registerSchema, registration, 'email', email, TEXT_LIMITS.email, textMessages.emailTooLong],
    [registerSchema, registration, 'denomination_sociale', long, 120, textMessages.companyNameTooLong],
    [registerSchema, registration, 'nif', long, TEXT_LIMITS.company, messages.tooLong(TEXT_LIMITS.company)],
    [registerSchema, registration, 'sponsor_id', long, TEXT_LIMITS.code, authMessages.referralInvalid],
    [profileUpdateSchema, profile, 'address', long, TEXT_LIMITS.address, textMessages.addressTooLong],
    [profileUpdateSchema, profile, 'emailpro', email, TEXT_LIMITS.email, textMessages.emailTooLong],
    [profileUpdateSchema, profile, 'cfe', long, TEXT_LIMITS.company, messages.tooLong(TEXT_LIMITS.company)],
    [loginSchema, { email: 'afi@example.tg' }, 'password', long, 128, textMessages.passwordTooLong],
    [contactSchema, forms[7]![2], 'lastname', long, TEXT_LIMITS.name, textMessages.nameTooLong],
    [contactSchema, forms[7]![2], 'message', long, TEXT_LIMITS.message, messages.tooLong(5000)],
    [newsletterSchema, {}, 'email', email, TEXT_LIMITS.email, textMessages.emailTooLong],
    [orderCreateSchema, order, 'description_address', long, 500, orderMessages.addressTooLong],
    [reservationCreateSchema, reservation, 'notes', long, TEXT_LIMITS.notes, orderMessages.notesTooLong],
    [reservationCreateSchema, reservation, 'contact_email', email, 254, textMessages.emailTooLong],
    [paymentCreateSchema, forms[11]![2], 'description', long, 200, textMessages.descriptionTooLong],
  ] as const)('%#: $2', (schema, valid, field, make, max, message) => {
    const input = (n: number): Input => {
      const value = make(n);
      const both = field === 'password' ? { password_confirmation: value } : {};
      return { ...valid, [field]: value, ...both };
    };
    expect(errorsOf(schema, input(max))).toEqual({});
    expect((schema.parse(input(max)) as Input)[field]).toHaveLength(max);
    expect(errorsOf(schema, input(max + 1))[field]).toEqual([message]);
  });

  it.each([
    [registerSchema, registration, 'phone'],
    [profileUpdateSchema, profile, 'telephonepro'],
    [orderCreateSchema, order, 'phone'],
    [reservationCreateSchema, reservation, 'contact_phone'],
    [paymentCreateSchema, forms[11]![2], 'phone_number'],
  ] as const)(
    '%#: a phone number of 31 characters, however written, says it is too long',
    (s, valid, field) => {
      expect(errorsOf(s, { ...valid, [field]: '9'.repeat(TEXT_LIMITS.phone + 1) })[field]).toEqual([
        textMessages.phoneTooLong,
      ]);
    },
  );

  it('says a password is too long rather than too weak', () => {
    const value = 'a'.repeat(TEXT_LIMITS.password + 1);
    const errors = errorsOf(registerSchema, {
      ...registration,
      password: value,
      password_confirmation: value,
    });
    expect(errors.password).toEqual([textMessages.passwordTooLong]);
  });
});
