import { z } from 'zod';
import { messages } from '../messages.js';

/**
 * The longest value accepted for each kind of text field, in characters. A longer value is refused with the
 * field's own message, never cut: what the customer typed is stored whole or not at all.
 */
export const TEXT_LIMITS = {
  /** First and last names, contact names. */
  name: 120,
  /** Company name and the other company fields (legal form, tax and registry numbers...). */
  company: 120,
  /** RFC 5321: the longest address a mail server accepts. */
  email: 254,
  address: 500,
  /** Room for spaces and a prefix around the 8 digits (+228 90 11 22 33). */
  phone: 30,
  /** argon2 hashes whatever it is given: a cap keeps a login from costing more than a login. */
  password: 128,
  /** Referral codes. */
  code: 32,
  /** Our record ids (UUIDs) and the ones PayGate gives back. */
  id: 64,
  search: 100,
  notes: 1000,
  description: 200,
  message: 5000,
} as const;

/** French texts of the length limits, one per kind of field. */
export const textMessages = {
  firstnameTooLong: `Votre prénom est trop long (${TEXT_LIMITS.name} caractères maximum).`,
  nameTooLong: `Votre nom est trop long (${TEXT_LIMITS.name} caractères maximum).`,
  companyNameTooLong: `La dénomination sociale est trop longue (${TEXT_LIMITS.company} caractères maximum).`,
  emailTooLong: `L'adresse e-mail est trop longue (${TEXT_LIMITS.email} caractères maximum).`,
  addressTooLong: `Adresse trop longue (${TEXT_LIMITS.address} caractères maximum).`,
  phoneTooLong: `Le numéro de téléphone est trop long (${TEXT_LIMITS.phone} caractères maximum).`,
  passwordTooLong: `Le mot de passe est trop long (${TEXT_LIMITS.password} caractères maximum).`,
  notesTooLong: `Vos remarques sont trop longues (${TEXT_LIMITS.notes} caractères maximum).`,
  descriptionTooLong: `La description est trop longue (${TEXT_LIMITS.description} caractères maximum).`,
} as const;

/** True when `value` holds a NUL character, which PostgreSQL cannot store in text and no keyboard types. */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/**
 * `z.string()` for anything a person or a client types: a NUL character is refused first, with its own message,
 * before any other check sees the value.
 */
export const textInput = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !hasNul(v), { error: messages.nulCharacter, abort: true });
