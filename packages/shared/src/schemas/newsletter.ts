import { z } from 'zod';
import { messages } from '../messages.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';

export const newsletterMessages = {
  email: 'Veuillez renseigner un email valide.',
  subscribed: 'Merci ! Vous êtes inscrit(e) à notre newsletter.',
} as const;

/** POST /api/newsletter body; the address is stored lowercased so one person subscribes once. */
export const newsletterSchema = z.object(
  {
    email: textInput({ error: newsletterMessages.email })
      .trim()
      .toLowerCase()
      .max(TEXT_LIMITS.email, textMessages.emailTooLong)
      .pipe(z.email(newsletterMessages.email)),
  },
  { error: messages.invalidInput },
);
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** POST /api/newsletter answer. */
export const newsletterResponseSchema = z.object({ message: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
