import { z } from 'zod';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';
import { clearableText, requiredText } from './account-fields.js';
import { accountPhoneSchema, authMessages } from './auth.js';

/** POST /api/update-picture multipart fields: the user's own profile (company fields for company users). */
export const profileUpdateSchema = z.object({
  firstname: requiredText(
    authMessages.firstnameRequired,
    TEXT_LIMITS.name,
    textMessages.firstnameTooLong,
  ).optional(),
  lastname: clearableText(TEXT_LIMITS.name, textMessages.nameTooLong),
  phone: accountPhoneSchema.optional(),
  address: clearableText(TEXT_LIMITS.address, textMessages.addressTooLong),
  denomination_sociale: clearableText(TEXT_LIMITS.company, textMessages.companyNameTooLong),
  statut_juridique: clearableText(TEXT_LIMITS.company),
  adresse_company: clearableText(TEXT_LIMITS.address, textMessages.addressTooLong),
  emailpro: textInput()
    .trim()
    .toLowerCase()
    .max(TEXT_LIMITS.email, textMessages.emailTooLong)
    .transform((v) => (v === '' ? null : v))
    .pipe(z.email({ error: authMessages.companyEmailInvalid }).nullable())
    .optional(),
  telephonepro: clearableText(TEXT_LIMITS.phone, textMessages.phoneTooLong),
  nif: clearableText(TEXT_LIMITS.company),
  rccm: clearableText(TEXT_LIMITS.company),
  cnss: clearableText(TEXT_LIMITS.company),
  regime_fiscal: clearableText(TEXT_LIMITS.company),
  date_create: clearableText(TEXT_LIMITS.company),
  cfe: clearableText(TEXT_LIMITS.company),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const pictureResponseSchema = z.object({ message: z.string(), picture_user: z.string() });
export type PictureResponse = z.infer<typeof pictureResponseSchema>;
