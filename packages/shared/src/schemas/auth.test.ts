import { describe, expect, it } from 'vitest';
import { loginSchema } from './auth.js';
import { changePasswordSchema, resetPasswordSchema, validateResetCodeSchema } from './passwords.js';
import { profileUpdateSchema } from './profile.js';
import { registerSchema } from './registration.js';

const messagesOf = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const validRegistration = {
  firstname: 'Afi',
  lastname: 'Mensah',
  email: 'Afi.Mensah@Example.TG ',
  password: 'Akwaba2025!',
  password_confirmation: 'Akwaba2025!',
  phone: '+22890112233',
  user_status: 'particular',
};

describe('registerSchema', () => {
  it('accepts a complete particular registration and normalises e-mail and referral code', () => {
    const r = registerSchema.parse({ ...validRegistration, sponsor_id: ' ab3k7q ', lastname: '' });
    expect(r.email).toBe('afi.mensah@example.tg');
    expect(r.sponsor_id).toBe('AB3K7Q');
    expect(r.lastname).toBeUndefined();
  });

  it.each([
    [{ firstname: '  ' }, 'firstname', 'Veuillez renseigner votre prénom.'],
    [{ email: 'pas-un-email' }, 'email', 'Veuillez renseigner un email valide.'],
    [
      { password: 'Abc1!', password_confirmation: 'Abc1!' },
      'password',
      'Le mot de passe doit contenir au moins 8 caractères.',
    ],
    [{ password: 'ABCDEFGH', password_confirmation: 'ABCDEFGH' }, 'password', undefined],
    [{ password: 'abcdefgh', password_confirmation: 'abcdefgh' }, 'password', undefined],
    [
      { password_confirmation: 'Akwaba2026!' },
      'password_confirmation',
      'Les mots de passe ne correspondent pas.',
    ],
    [{ phone: '9011223' }, 'phone', 'Minimum 8 chiffres requis'],
    [
      { phone: '90-11-22-33' },
      'phone',
      'Le numéro de téléphone ne peut contenir que des chiffres et le signe +.',
    ],
    [{ user_status: 'admin' }, 'user_status', 'Veuillez choisir un type de compte.'],
    [{ user_status: 'company' }, 'denomination_sociale', 'Veuillez renseigner la dénomination sociale.'],
    [{ user_status: 'company', denomination_sociale: 'Saveurs SARL' }, 'denomination_sociale', undefined],
  ])('%j -> %s: %s', (change, field, message) => {
    expect(messagesOf(registerSchema.safeParse({ ...validRegistration, ...change }))[field]).toBe(message);
  });

  it.each(['abc', 'abcdefg', '1234567'])('rejects %j (score below 40) with the spec message', (password) => {
    const weak = registerSchema.safeParse({
      ...validRegistration,
      password,
      password_confirmation: password,
    });
    expect(messagesOf(weak).password).toBe('Veuillez choisir un mot de passe plus fort.');
  });

  it('reports every wrong field at once', () => {
    const r = registerSchema.safeParse({ user_status: 'company', password: 'x', password_confirmation: 'y' });
    expect(Object.keys(messagesOf(r)).sort()).toEqual(
      ['denomination_sociale', 'email', 'firstname', 'password', 'password_confirmation', 'phone'].sort(),
    );
  });
});

describe('password reset and change', () => {
  it.each([
    [{ code: '12345' }, 'code', 'Le code doit contenir 6 chiffres.'],
    [{ code: '12a456' }, 'code', 'Le code doit contenir 6 chiffres.'],
    [
      { password: '12345', password_confirmation: '12345' },
      'password',
      'Le mot de passe doit contenir au moins 6 caractères.',
    ],
    [{ password_confirmation: 'autre!' }, 'password_confirmation', 'Les mots de passe ne correspondent pas'],
  ])('reset %j -> %s', (change, field, message) => {
    const base = {
      code: '123456',
      email: 'a@b.tg',
      password: 'secret',
      password_confirmation: 'secret',
      platform: 'web',
    };
    expect(resetPasswordSchema.safeParse(base).success).toBe(true);
    expect(messagesOf(resetPasswordSchema.safeParse({ ...base, ...change }))[field]).toBe(message);
  });

  it('validates a 6-digit code', () => {
    expect(validateResetCodeSchema.safeParse({ code: ' 012345 ', email: 'a@b.tg' }).success).toBe(true);
  });

  it('checks the new password length and confirmation on change', () => {
    const r = changePasswordSchema.safeParse({
      current_password: '',
      new_password: '123',
      new_password_confirmation: '1',
    });
    expect(messagesOf(r)).toEqual({
      current_password: 'Veuillez renseigner votre mot de passe actuel.',
      new_password: 'Le mot de passe doit contenir au moins 6 caractères.',
      new_password_confirmation: 'Les mots de passe ne correspondent pas.',
    });
  });
});

describe('loginSchema and profileUpdateSchema', () => {
  it('lower-cases the login e-mail', () => {
    expect(loginSchema.parse({ email: ' KOFFI@Example.tg', password: 'x' }).email).toBe('koffi@example.tg');
  });

  it('keeps left-out fields unchanged and clears emptied ones', () => {
    const r = profileUpdateSchema.parse({ lastname: '', address: ' Bè, Lomé ', emailpro: '' });
    expect(r).toEqual({ lastname: null, address: 'Bè, Lomé', emailpro: null });
  });

  it('refuses an empty first name and a short phone', () => {
    expect(messagesOf(profileUpdateSchema.safeParse({ firstname: '', phone: '123' }))).toEqual({
      firstname: 'Veuillez renseigner votre prénom.',
      phone: 'Minimum 8 chiffres requis',
    });
  });
});
