import { z } from 'zod';
import { MIN_PASSWORD_SCORE, passwordStrength } from '../password.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';
import {
  always,
  authorisationSchema,
  email,
  optionalEmail,
  optionalText,
  password,
  requiredText,
} from './account-fields.js';
import { accountPhoneSchema, authMessages, USER_STATUSES, userSchema } from './auth.js';

/** A referral code as typed: trimmed, upper case, '' means none. */
export const referralCodeSchema = textInput()
  .trim()
  .toUpperCase()
  .max(TEXT_LIMITS.code, authMessages.referralInvalid)
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** POST /api/users/register (multipart fields; files travel beside them). */
export const registerSchema = z
  .object({
    firstname: requiredText(authMessages.firstnameRequired, TEXT_LIMITS.name, textMessages.firstnameTooLong),
    lastname: optionalText(TEXT_LIMITS.name, textMessages.nameTooLong),
    email: email(authMessages.emailInvalid),
    password: textInput({ error: authMessages.passwordRequired })
      .max(TEXT_LIMITS.password, { error: textMessages.passwordTooLong, abort: true })
      .superRefine((p, ctx) => {
        // One message at a time, the most basic first.
        const message = !p
          ? authMessages.passwordRequired
          : passwordStrength(p).score < MIN_PASSWORD_SCORE
            ? authMessages.passwordTooWeak
            : p.length < 8
              ? authMessages.passwordMinLength8
              : undefined;
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    password_confirmation: password(authMessages.passwordsMismatch),
    phone: accountPhoneSchema,
    user_status: z.enum(USER_STATUSES, { error: authMessages.userStatusInvalid }),
    denomination_sociale: optionalText(TEXT_LIMITS.company, textMessages.companyNameTooLong),
    company_email: optionalEmail(authMessages.companyEmailInvalid),
    nif: optionalText(TEXT_LIMITS.company),
    rccm: optionalText(TEXT_LIMITS.company),
    sponsor_id: referralCodeSchema,
    sponsor_grille_id: optionalText(TEXT_LIMITS.id, authMessages.sponsorGrilleInvalid),
    /** From a colleague's invitation link: the new account joins that company. */
    invitation_token: optionalText(TEXT_LIMITS.id * 2),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: authMessages.passwordsMismatch,
    when: always,
  })
  .refine((v) => v.user_status !== 'company' || !!v.denomination_sociale, {
    path: ['denomination_sociale'],
    error: authMessages.denominationRequired,
    when: always,
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

export const paymentInfoSchema = z.object({
  amount: z.number().int(),
  currency: z.literal('FCFA'),
  sponsor_grille_id: z.string(),
  kit_description: z.string(),
  user_id: z.string(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  requires_payment: z.boolean(),
  user: userSchema,
  payment_info: paymentInfoSchema.optional(),
  /** The new account's session: signed in at once (a new sponsor pays its activation with it, P7.6). */
  authorisation: authorisationSchema.optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const referralCheckResponseSchema = z.object({
  sponsor_name: z.string(),
  sponsor_type: z.enum(['sponsor', 'apporteur']),
});
export type ReferralCheckResponse = z.infer<typeof referralCheckResponseSchema>;
