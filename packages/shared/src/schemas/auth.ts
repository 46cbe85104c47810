import { z } from 'zod';
import { messages } from '../messages.js';
import { ACTIVATION_STATUSES } from '../statuses.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';
import { always, authorisationSchema, email, password } from './account-fields.js';

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
  loginFailed: 'E-mail ou mot de passe incorrect.',
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
    "Cette photo n'a pas pu être lue. Enregistrez-la en JPEG ou en PNG (réglage «\u00a0Le plus compatible\u00a0» de l'appareil photo) et réessayez.",
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

/** Phone as typed: digits and '+', at least 8 characters (P11.6). */
export const accountPhoneSchema = textInput({ error: authMessages.phoneMin })
  .trim()
  .max(TEXT_LIMITS.phone, { error: textMessages.phoneTooLong, abort: true })
  .regex(/^[0-9+]*$/, { error: authMessages.phoneChars })
  .min(8, { error: authMessages.phoneMin });

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
  /** The company a colleague orders for (its holder's account id and name); null for everyone else. */
  member_of_company: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /** Whether the account belongs to a company, as its holder or a colleague: the pages then ask for its support
   * line (P9.6), which other accounts are refused. */
  company_member: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

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
