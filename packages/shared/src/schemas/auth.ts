import { z } from 'zod';
import { messages } from '../messages.js';
import { MIN_PASSWORD_SCORE, passwordStrength } from '../password.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';
import { ACTIVATION_STATUSES } from '../statuses.js';

/** French texts of accounts: the spec's wording (P11.6, P11.8) where it gives one. */
export const authMessages = {
  firstnameRequired: 'Veuillez renseigner votre prénom.',
  emailInvalid: 'Veuillez renseigner un email valide.',
  passwordRequired: 'Veuillez renseigner votre mot de passe.',
  passwordMinLength8: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordMinLength6: 'Le mot de passe doit contenir au moins 6 caractères.',
  passwordTooWeak: 'Veuillez choisir un mot de passe plus fort.',
  /** Shown on submit (register). */
  passwordsMismatch: 'Les mots de passe ne correspondent pas.',
  /** Shown live under the confirmation field and on the reset form. */
  passwordsMismatchLive: 'Les mots de passe ne correspondent pas',
  passwordsMatch: 'Les mots de passe correspondent',
  currentPasswordRequired: 'Veuillez renseigner votre mot de passe actuel.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  phoneMin: 'Minimum 8 chiffres requis',
  phoneChars: 'Le numéro de téléphone ne peut contenir que des chiffres et le signe +.',
  userStatusInvalid: 'Veuillez choisir un type de compte.',
  denominationRequired: 'Veuillez renseigner la dénomination sociale.',
  companyEmailInvalid: "Veuillez renseigner un email d'entreprise valide.",
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  referralInvalid: 'Code parrain invalide',
  referralSelf: 'Vous ne pouvez pas utiliser votre propre code parrain.',
  sponsorGrilleInvalid: 'Grille de parrainage invalide.',
  loginFailed: 'Email ou mot de passe incorrect.',
  loginSuccess: 'Connexion réussie.',
  logoutSuccess: 'Déconnexion réussie.',
  registerSuccess: 'Inscription réussie ! Vous pouvez maintenant vous connecter.',
  registerSponsorSuccess: 'Inscription réussie ! Réglez votre activation parrain pour activer votre compte.',
  resetCodeFormat: 'Le code doit contenir 6 chiffres.',
  resetCodeInvalid: 'Code de réinitialisation invalide ou expiré. Veuillez demander un nouveau code.',
  resetCodeValid: 'Code valide. Vous pouvez choisir un nouveau mot de passe.',
  resetRequested:
    'Si un compte existe pour cette adresse, un code de réinitialisation vient de lui être envoyé par e-mail.',
  resetDone: 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.',
  passwordChanged: 'Votre mot de passe a été modifié.',
  profileUpdated: 'Votre profil a été mis à jour.',
  pictureRequired: 'Veuillez sélectionner une image',
  pictureType: "L'image doit être au format JPEG ou PNG.",
  pictureTooLarge: "L'image ne doit pas dépasser 2 Mo.",
  photoType: 'La photo doit être au format JPEG, PNG, WebP ou HEIC.',
  photoTooLarge: 'La photo ne doit pas dépasser 15 Mo.',
  photoUnreadable:
    "Cette photo n'a pas pu être lue. Enregistrez-la en JPEG ou en PNG (réglage « Le plus compatible » de l'appareil photo) et réessayez.",
  unauthenticated: 'Utilisateur non authentifié',
  platformInvalid: 'Plateforme invalide.',
  staffSearchTooLong: 'Recherche trop longue (100 caractères maximum).',
  staffLimit: 'Le nombre de comptes par page doit être compris entre 1 et 200.',
  staffOffset: 'La position de départ doit être un nombre entier positif ou nul.',
  referralValid: (name: string) => `Sponsor validé: ${name}`,
} as const;

export const USER_STATUSES = ['particular', 'company', 'apporteur', 'sponsor'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** A rider is no staff: only their own deliveries, under /api/rider. */
export const ROLES = ['customer', 'staff', 'admin', 'rider'] as const;
export type Role = (typeof ROLES)[number];

/** Pictures accepted for upload (P10.5): checked by content on the server. The most a stored photo weighs. */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

/** A photo as a phone sends it: up to 15 MB, made upright and small before it is stored (decision 0041). */
export const MAX_PHOTO_UPLOAD_BYTES = 15 * 1024 * 1024;

// Forms send '' for an untouched field; an empty optional field means "not given".
const optionalText = (max: number, tooLong: string = messages.tooLong(max)) =>
  textInput()
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

// Cross-field checks run even when another field is wrong, so a form shows every message at once.
const always = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

const requiredText = (message: string, max: number, tooLong: string) =>
  textInput({ error: message }).trim().min(1, { error: message }).max(max, tooLong);

// A longer value is refused with its own message before the format is judged: one message at a time.
const email = (message: string) =>
  textInput({ error: message })
    .trim()
    .toLowerCase()
    .max(TEXT_LIMITS.email, textMessages.emailTooLong)
    .pipe(z.email({ error: message }));

const optionalEmail = (message: string) =>
  textInput()
    .trim()
    .toLowerCase()
    .max(TEXT_LIMITS.email, textMessages.emailTooLong)
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.email({ error: message }).optional())
    .optional();

/** A password as typed, never trimmed: at least `min` characters (`tooShort`), at most TEXT_LIMITS.password. */
const password = (typeError: string, min = 0, tooShort = typeError) => {
  const text = textInput({ error: typeError }).max(TEXT_LIMITS.password, textMessages.passwordTooLong);
  return min > 0 ? text.min(min, { error: tooShort }) : text;
};

/** Phone as typed: digits and '+', at least 8 characters (P11.6). */
export const accountPhoneSchema = textInput({ error: authMessages.phoneMin })
  .trim()
  .max(TEXT_LIMITS.phone, { error: textMessages.phoneTooLong, abort: true })
  .regex(/^[0-9+]*$/, { error: authMessages.phoneChars })
  .min(8, { error: authMessages.phoneMin });

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

/**
 * POST /api/users/login: the spec's e-mail and password; a rider may send `phone` instead of `email`,
 * found only among riders' accounts. Without either, the e-mail is asked for, as before.
 */
export const loginSchema = z
  .object(
    {
      email: email(authMessages.emailInvalid).optional(),
      // As typed on a phone ('+228 90 11 22 33'): the server reads the 8 digits.
      phone: textInput({ error: authMessages.phoneMin })
        .trim()
        .max(TEXT_LIMITS.phone, { error: textMessages.phoneTooLong, abort: true })
        .regex(/^[0-9+ .()-]*$/, { error: authMessages.phoneChars })
        .min(8, { error: authMessages.phoneMin })
        .optional(),
      password: password(authMessages.passwordRequired, 1),
      remember_me: z.boolean({ error: messages.invalidValue }).optional(),
    },
    { error: messages.invalidInput },
  )
  .refine((v) => v.email !== undefined || v.phone !== undefined, {
    path: ['email'],
    error: authMessages.emailInvalid,
    when: always,
  });
export type LoginInput = z.input<typeof loginSchema>;

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

// A field left out is unchanged; '' clears an optional field.
const clearableText = (max: number, tooLong: string = messages.tooLong(max)) =>
  textInput({ error: messages.invalidValue })
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? null : v))
    .optional();

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

export const companySchema = z.object({
  denomination_sociale: z.string().nullable(),
  statut_juridique: z.string().nullable(),
  adresse_company: z.string().nullable(),
  emailpro: z.string().nullable(),
  telephonepro: z.string().nullable(),
  nif: z.string().nullable(),
  rccm: z.string().nullable(),
  cnss: z.string().nullable(),
  regime_fiscal: z.string().nullable(),
  date_create: z.string().nullable(),
  cfe: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** The user as the API shows it to its owner (P12.3 User); never the password hash or private documents. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstname: z.string(),
  lastname: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  picture_user: z.string().nullable(),
  user_status: z.enum(USER_STATUSES),
  role: z.enum(ROLES),
  referral_code: z.string().nullable(),
  activation_status: z.enum(ACTIVATION_STATUSES),
  /** Filled for company accounts, null for the others. */
  company: companySchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** An account as admins list it (GET /api/admin/users, admins only): with its creation date. */
export const staffUserSchema = userSchema.extend({ created_at: z.string() });
export const staffUsersQuerySchema = z.object({
  q: textInput({ error: messages.invalidValue })
    .trim()
    .max(TEXT_LIMITS.search, authMessages.staffSearchTooLong)
    .optional(),
  limit: z.coerce
    .number({ error: authMessages.staffLimit })
    .int(authMessages.staffLimit)
    .min(1, authMessages.staffLimit)
    .max(200, authMessages.staffLimit)
    .default(50),
  offset: z.coerce
    .number({ error: authMessages.staffOffset })
    .int(authMessages.staffOffset)
    .min(0, authMessages.staffOffset)
    .default(0),
});

export const paymentInfoSchema = z.object({
  amount: z.number().int(),
  currency: z.literal('FCFA'),
  sponsor_grille_id: z.string(),
  kit_description: z.string(),
  user_id: z.string(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

const authorisationSchema = z.object({
  token: z.string(),
  type: z.literal('bearer'),
  expires_at: z.string(),
});

export const registerResponseSchema = z.object({
  message: z.string(),
  requires_payment: z.boolean(),
  user: userSchema,
  payment_info: paymentInfoSchema.optional(),
  /** A session for a new sponsor, so /sponsor-payment can pay its activation at once (P7.6). */
  authorisation: authorisationSchema.optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginResponseSchema = z.object({
  message: z.string(),
  authorisation: authorisationSchema,
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const successResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const pictureResponseSchema = z.object({ message: z.string(), picture_user: z.string() });
export type PictureResponse = z.infer<typeof pictureResponseSchema>;

export const referralCheckResponseSchema = z.object({
  sponsor_name: z.string(),
  sponsor_type: z.enum(['sponsor', 'apporteur']),
});
export type ReferralCheckResponse = z.infer<typeof referralCheckResponseSchema>;
