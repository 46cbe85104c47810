import { z } from 'zod';
import { contactSubjectLabels, contactSubjects } from './contact.js';

/** A contact message as admins read it; `handled_at` set means read (handled). */
export const adminContactMessageSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.enum(contactSubjects),
  message: z.string(),
  handled_at: z.string().nullable(),
  created_at: z.string(),
  /**
   * Sent from a company account's address (priority support, P9.6): flagged "Entreprise" and listed first.
   */
  is_company: z.boolean().optional(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** GET /api/admin/contact-messages query: all or only the unread ones, newest first. */
export const adminContactMessagesQuerySchema = z.object({
  filter: z.enum(['all', 'unread']).default('all'),
});

export const adminContactMessageListSchema = z.object({
  messages: z.array(adminContactMessageSchema),
  unread: z.number().int(),
});

export const adminMessagesTexts = {
  notFound: 'Message introuvable.',
  read: 'Indiquez si le message est lu ou non.',
} as const;

/** PATCH /api/admin/contact-messages/{id} body: mark read (handled) or unread again. */
export const contactMessageReadSchema = z.object(
  { read: z.boolean({ error: adminMessagesTexts.read }) },
  { error: adminMessagesTexts.read },
);

/** The reply-by-mail link of a contact message: to its sender, subject 'Re: <subject>', a greeting to start. */
export function contactReplyMailto(m: Pick<AdminContactMessage, 'email' | 'firstname' | 'subject'>): string {
  // encodeURIComponent gives %20 for spaces, as RFC 6068 wants ('+' would show as a plus in mail programs).
  const subject = encodeURIComponent(`Re: ${contactSubjectLabels[m.subject]}`);
  const body = encodeURIComponent(`Bonjour ${m.firstname},\n\n`);
  return `mailto:${encodeURIComponent(m.email).replace(/%40/g, '@')}?subject=${subject}&body=${body}`;
}
