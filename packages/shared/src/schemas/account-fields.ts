import { z } from 'zod';
import { messages } from '../messages.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';

// The field builders of the account forms (auth.ts, registration.ts, passwords.ts, profile.ts). Not part of
// the package's API: index.ts does not re-export this file.

// Forms send '' for an untouched field; an empty optional field means "not given".
export const optionalText = (max: number, tooLong: string = messages.tooLong(max)) =>
  textInput()
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

// Cross-field checks run even when another field is wrong, so a form shows every message at once.
export const always = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

export const requiredText = (message: string, max: number, tooLong: string) =>
  textInput({ error: message }).trim().min(1, { error: message }).max(max, tooLong);

// A longer value is refused with its own message before the format is judged: one message at a time.
export const email = (message: string) =>
  textInput({ error: message })
    .trim()
    .toLowerCase()
    .max(TEXT_LIMITS.email, textMessages.emailTooLong)
    .pipe(z.email({ error: message }));

export const optionalEmail = (message: string) =>
  textInput()
    .trim()
    .toLowerCase()
    .max(TEXT_LIMITS.email, textMessages.emailTooLong)
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.email({ error: message }).optional())
    .optional();

/** A password as typed, never trimmed: at least `min` characters (`tooShort`), at most TEXT_LIMITS.password. */
export const password = (typeError: string, min = 0, tooShort = typeError) => {
  const text = textInput({ error: typeError }).max(TEXT_LIMITS.password, textMessages.passwordTooLong);
  return min > 0 ? text.min(min, { error: tooShort }) : text;
};

// A field left out is unchanged; '' clears an optional field.
export const clearableText = (max: number, tooLong: string = messages.tooLong(max)) =>
  textInput({ error: messages.invalidValue })
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? null : v))
    .optional();

/** The session a login, or a new sponsor's registration, hands back. */
export const authorisationSchema = z.object({
  token: z.string(),
  type: z.literal('bearer'),
  expires_at: z.string(),
});
