import { z } from 'zod';
import { messages } from '../messages.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';

export const contactSubjects = ['reservation', 'information', 'event', 'allergy', 'other'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** French labels of the subject options, in the form's order. */
export const contactSubjectLabels: Record<ContactSubject, string> = {
  reservation: 'Réservation',
  information: 'Information',
  event: 'Événement privé',
  allergy: 'Allergies et régimes',
  other: 'Autre',
};

export const contactMessages = {
  firstname: 'Veuillez renseigner votre prénom.',
  lastname: 'Veuillez renseigner votre nom.',
  email: 'Veuillez renseigner un email valide.',
  subject: 'Veuillez sélectionner un sujet.',
  message: 'Veuillez écrire votre message.',
  tooLong: messages.tooLong,
  sent: 'Votre message a bien été envoyé. Nous vous répondrons rapidement.',
} as const;

export const CONTACT_LIMITS = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  message: TEXT_LIMITS.message,
} as const;

function requiredText(message: string, max: number, tooLong = contactMessages.tooLong(max)) {
  return textInput({ error: message }).trim().min(1, message).max(max, tooLong);
}

/** POST /api/contact body and the contact form (P11.6): every field required, trimmed. */
export const contactSchema = z.object(
  {
    firstname: requiredText(contactMessages.firstname, CONTACT_LIMITS.name, textMessages.firstnameTooLong),
    lastname: requiredText(contactMessages.lastname, CONTACT_LIMITS.name, textMessages.nameTooLong),
    email: textInput({ error: contactMessages.email })
      .trim()
      .max(CONTACT_LIMITS.email, textMessages.emailTooLong)
      .pipe(z.email(contactMessages.email)),
    /** Optional; an empty field counts as none. */
    phone: textInput()
      .trim()
      .max(CONTACT_LIMITS.phone, textMessages.phoneTooLong)
      .transform((v) => v || undefined)
      .optional(),
    subject: z.enum(contactSubjects, { error: contactMessages.subject }),
    message: requiredText(contactMessages.message, CONTACT_LIMITS.message),
  },
  { error: messages.invalidInput },
);
export type ContactInput = z.input<typeof contactSchema>;
export type ContactRequest = z.output<typeof contactSchema>;

/** POST /api/contact answer. */
export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
