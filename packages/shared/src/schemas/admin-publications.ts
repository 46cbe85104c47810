import { z } from 'zod';
import { messages } from '../messages.js';
import { menuMessages } from './admin-menu.js';
import { textInput } from './text.js';

/** The longest texts of an article, in characters. */
export const PUBLICATION_LIMITS = { title: 200, excerpt: 500, content: 20_000, id: 64 } as const;

export const adminPublicationMessages = {
  title: "Indiquez le titre de l'article.",
  titleTooLong: `Le titre est trop long (${PUBLICATION_LIMITS.title} caractères maximum).`,
  excerptTooLong: `Le résumé est trop long (${PUBLICATION_LIMITS.excerpt} caractères maximum).`,
  contentTooLong: `Le contenu est trop long (${PUBLICATION_LIMITS.content} caractères maximum).`,
  type: "Type d'article inconnu.",
  // The same photos as the menu's, checked the same way.
  image: menuMessages.image,
  created: 'Article publié.',
  updated: 'Article mis à jour.',
  deleted: 'Article supprimé.',
} as const;

/** An optional text: trimmed, an empty field counts as none (null). */
const optionalText = (max: number, tooLong: string) =>
  textInput()
    .trim()
    .max(max, tooLong)
    .transform((v) => v || null)
    .optional();

/**
 * The article form's text fields (multipart, so every value is a string): title required; excerpt, content and
 * type optional. `remove_image` ('1') takes the picture off on an edit.
 */
export const publicationFormSchema = z.object(
  {
    title: textInput({ error: adminPublicationMessages.title })
      .trim()
      .min(1, adminPublicationMessages.title)
      .max(PUBLICATION_LIMITS.title, adminPublicationMessages.titleTooLong),
    excerpt: optionalText(PUBLICATION_LIMITS.excerpt, adminPublicationMessages.excerptTooLong),
    content: optionalText(PUBLICATION_LIMITS.content, adminPublicationMessages.contentTooLong),
    type_publish_id: optionalText(PUBLICATION_LIMITS.id, adminPublicationMessages.type),
    remove_image: z.enum(['0', '1']).optional(),
  },
  { error: messages.invalidInput },
);
export type PublicationForm = z.output<typeof publicationFormSchema>;

/** An article as admins edit it: the stored values, without the public defaults (placeholder picture...). */
export const adminPublicationSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string().nullable(),
  image: z.string().nullable(),
  type_publish_id: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPublication = z.infer<typeof adminPublicationSchema>;

export const adminPublicationListSchema = z.object({ publications: z.array(adminPublicationSchema) });
