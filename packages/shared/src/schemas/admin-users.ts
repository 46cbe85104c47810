import { z } from 'zod';
import { messages } from '../messages.js';
import { TEXT_LIMITS, textInput } from './text.js';
import { authMessages, userSchema, type Role, type UserStatus } from './auth.js';

export const adminUserMessages = {
  notFound: 'Utilisateur introuvable.',
  role: 'Choisissez le rôle «\u00a0client\u00a0» ou «\u00a0équipe\u00a0».',
  active: 'Indiquez si le compte est actif (oui ou non).',
  notYourself: 'Vous ne pouvez pas retirer vos propres droits ni désactiver votre propre compte.',
  lastAdmin: 'Il doit rester au moins un administrateur actif : ce compte ne peut pas perdre ses droits.',
  deactivated: 'Ce compte a été désactivé. Contactez le restaurant pour le réactiver.',
} as const;

/**
 * Roles an admin hands out from the back-office: staff, or back to customer. Admins are made from the CLI
 * (P10.1).
 */
export const ASSIGNABLE_ROLES = ['customer', 'staff'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

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

/** An account as admins see it in the back-office, with when it was deactivated (null while active). */
export const adminUserSchema = staffUserSchema.extend({ deactivated_at: z.string().nullable() });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });

/** POST /api/admin/users/{id}/role body. */
export const adminUserRoleSchema = z.object(
  { role: z.enum(ASSIGNABLE_ROLES, { error: adminUserMessages.role }) },
  { error: messages.invalidInput },
);

/** POST /api/admin/users/{id}/active body. */
export const adminUserActiveSchema = z.object(
  { active: z.boolean({ error: adminUserMessages.active }) },
  { error: messages.invalidInput },
);

/** French names of roles and account types, as the back-office shows them. */
export const roleLabels: Record<Role, string> = {
  customer: 'Client',
  staff: 'Équipe',
  admin: 'Administrateur',
  rider: 'Livreur',
};
export const userStatusLabels: Record<UserStatus, string> = {
  particular: 'Particulier',
  company: 'Entreprise',
  apporteur: "Apporteur d'affaires",
  sponsor: 'Sponsor',
};
