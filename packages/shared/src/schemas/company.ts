import { z } from 'zod';
import { messages } from '../messages.js';
import { orderSummarySchema } from './order-views.js';
import { TEXT_LIMITS, textInput } from './text.js';

/** French texts of the company features (P9.6). */
export const companyMessages = {
  settingsSaved: 'Réglages de facturation et du support enregistrés.',
  vatRate: 'Le taux de TVA est un pourcentage entre 0 et 50, au plus deux décimales.',
  phone: 'Le numéro ne peut contenir que des chiffres, des espaces et le signe +.',
  tooLong: `Ce texte est trop long (${TEXT_LIMITS.company} caractères maximum).`,
  addressTooLong: `L'adresse est trop longue (${TEXT_LIMITS.address} caractères maximum).`,
  emailInvalid: 'Veuillez renseigner une adresse e-mail valide.',
  holderOnly: 'Seul le titulaire du compte entreprise peut gérer ses collègues.',
  companyOnly: 'Réservé aux comptes entreprise et à leurs collègues.',
  memberNotFound: 'Ce collègue ne fait pas partie de votre entreprise.',
  alreadyMember: 'Cette personne fait déjà partie de votre entreprise.',
  cannotInviteSelf: "Vous êtes le titulaire de ce compte : invitez l'adresse d'un collègue.",
  invited: 'Invitation envoyée. Votre collègue la trouvera dans sa boîte e-mail.',
  invitationInvalid:
    "Ce lien d'invitation n'est plus valable (déjà utilisé ou expiré). Demandez-en un nouveau.",
  invitationOtherEmail: 'Cette invitation a été envoyée à une autre adresse e-mail que celle de ce compte.',
  invitationNotForAccount:
    "Ce compte ne peut pas rejoindre une entreprise (compte entreprise, compte du restaurant ou déjà membre d'une autre entreprise).",
  joined: 'Vous faites maintenant partie de l’entreprise.',
  removed: 'Ce collègue ne fait plus partie de votre entreprise.',
  invitationRevoked: "Cette invitation a été annulée par l'entreprise. Demandez-en une nouvelle si besoin.",
  revoked: 'Invitation annulée : son lien ne fonctionne plus.',
  invitationNotFound: "Cette invitation n'existe pas ou ne vient pas de votre entreprise.",
  invitationAlreadyAccepted:
    'Cette invitation a déjà été acceptée : retirez ce collègue de la liste pour qu’il ne commande plus pour l’entreprise.',
} as const;

const optionalLine = (max: number, tooLong: string) =>
  textInput({ error: messages.invalidInput }).trim().max(max, tooLong);

const phoneLine = optionalLine(TEXT_LIMITS.phone, companyMessages.tooLong).regex(/^[0-9+ ]*$/, {
  error: companyMessages.phone,
});

/**
 * Réglages' invoicing identity and company direct line: texts, where the numeric AdminSettings hold
 * figures. An empty legal name or address means "the site's"; an empty support line is not shown.
 */
export const companySettingsSchema = z.object(
  {
    invoice_legal_name: optionalLine(TEXT_LIMITS.company, companyMessages.tooLong),
    invoice_address: optionalLine(TEXT_LIMITS.address, companyMessages.addressTooLong),
    invoice_nif: optionalLine(TEXT_LIMITS.company, companyMessages.tooLong),
    invoice_rccm: optionalLine(TEXT_LIMITS.company, companyMessages.tooLong),
    /** Basis points: 1800 = 18 %. */
    vat_rate_bp: z
      .number({ error: companyMessages.vatRate })
      .int({ error: companyMessages.vatRate })
      .min(0, { error: companyMessages.vatRate })
      .max(5_000, { error: companyMessages.vatRate }),
    support_whatsapp: phoneLine,
    support_phone: phoneLine,
  },
  { error: messages.invalidInput },
);
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** GET /api/company/support: the direct line company accounts and their colleagues see (priority support). */
export const companySupportSchema = z.object({
  whatsapp: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
  phone: z.string().nullable(),
  phone_href: z.string().nullable(),
});
export type CompanySupport = z.infer<typeof companySupportSchema>;

/** The digits a wa.me link needs: a Togolese 8-digit number gets its 228 prefix. Null when none are left. */
export function whatsappUrl(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (digits === '') return null;
  return `https://wa.me/${digits.length === 8 ? `228${digits}` : digits}`;
}

/** A `tel:` link without spaces; null for an empty number. */
export function telHref(number: string): string | null {
  const compact = number.replace(/[^0-9+]/g, '');
  return compact === '' ? null : `tel:${compact}`;
}

/** POST /api/company/members body: the colleague's e-mail. */
export const companyInviteSchema = z.object(
  {
    email: textInput({ error: companyMessages.emailInvalid })
      .trim()
      .toLowerCase()
      .max(TEXT_LIMITS.email, { error: companyMessages.emailInvalid })
      .pipe(z.email({ error: companyMessages.emailInvalid })),
  },
  { error: messages.invalidInput },
);
export type CompanyInvite = z.infer<typeof companyInviteSchema>;

export const companyMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  joined_at: z.string().nullable(),
});

export const companyInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

/** GET /api/company/members (holder): the colleagues, and the invitations not yet accepted nor expired. */
export const companyMembersSchema = z.object({
  members: z.array(companyMemberSchema),
  invitations: z.array(companyInvitationSchema),
});
export type CompanyMembers = z.infer<typeof companyMembersSchema>;

export const companyInviteResponseSchema = z.object({
  message: z.string(),
  invitation: companyInvitationSchema,
});

/** GET /api/company/orders: the holder gets every colleague's orders, a member their own; who placed each. */
export const companyOrderSchema = orderSummarySchema.extend({
  placed_by: z.object({ id: z.string(), name: z.string() }),
});
export const companyOrdersSchema = z.object({
  is_holder: z.boolean(),
  orders: z.array(companyOrderSchema),
});
export type CompanyOrders = z.infer<typeof companyOrdersSchema>;

/**
 * GET /api/company/invitations/{token}: what the invitation page says before joining (public, by its token).
 * `accepted_at` is set once the colleague has joined: the link then says so instead of failing.
 */
export const companyInvitationInfoSchema = z.object({
  company_name: z.string(),
  email: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable().optional(),
});
export type CompanyInvitationInfo = z.infer<typeof companyInvitationInfoSchema>;

/** POST /api/company/invitations/accept body (a logged-in account joins). */
export const companyAcceptSchema = z.object(
  {
    token: textInput({ error: companyMessages.invitationInvalid })
      .min(1)
      .max(TEXT_LIMITS.id * 2),
  },
  { error: messages.invalidInput },
);
