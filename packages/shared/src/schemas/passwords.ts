import { z } from 'zod';
import { messages } from '../messages.js';
import { TEXT_LIMITS, textInput } from './text.js';
import { always, email, password } from './account-fields.js';
import { authMessages } from './auth.js';

export const forgotPasswordSchema = z.object(
  { email: email(authMessages.emailInvalid) },
  { error: messages.invalidInput },
);
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetCodeSchema = textInput({ error: authMessages.resetCodeFormat })
  .trim()
  .max(TEXT_LIMITS.code, { error: authMessages.resetCodeFormat, abort: true })
  .regex(/^\d{6}$/, { error: authMessages.resetCodeFormat });

export const validateResetCodeSchema = z.object(
  { code: resetCodeSchema, email: email(authMessages.emailInvalid) },
  { error: messages.invalidInput },
);
export type ValidateResetCodeInput = z.input<typeof validateResetCodeSchema>;

export const resetPasswordSchema = z
  .object(
    {
      code: resetCodeSchema,
      email: email(authMessages.emailInvalid),
      password: password(authMessages.passwordMinLength6, 6),
      password_confirmation: password(authMessages.passwordsMismatchLive),
      platform: textInput({ error: authMessages.platformInvalid })
        .max(20, authMessages.platformInvalid)
        .optional(),
    },
    { error: messages.invalidInput },
  )
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: authMessages.passwordsMismatchLive,
    when: always,
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object(
    {
      current_password: password(authMessages.currentPasswordRequired, 1),
      new_password: password(authMessages.passwordMinLength6, 6),
      new_password_confirmation: password(authMessages.passwordsMismatch),
    },
    { error: messages.invalidInput },
  )
  .refine((v) => v.new_password === v.new_password_confirmation, {
    path: ['new_password_confirmation'],
    error: authMessages.passwordsMismatch,
    when: always,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
