import type { FastifyBaseLogger } from 'fastify';
import { contactMessages, contactSubjectLabels, restaurant, type ContactRequest } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import * as repo from './contact.repository.js';

export type ContactDeps = { db: Db; mailer: Mailer; restaurantEmail: string; log: FastifyBaseLogger };

// Names end up in a mail header: keep them on one line.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function restaurantMail(to: string, m: ContactRequest): Mail {
  const name = oneLine(`${m.firstname} ${m.lastname}`);
  const subject = contactSubjectLabels[m.subject];
  return {
    to,
    replyTo: m.email,
    subject: `[Contact] ${subject} - ${name}`,
    text: [
      `Nouveau message reçu depuis le formulaire de contact du site ${restaurant.name}.`,
      '',
      `Nom : ${name}`,
      `E-mail : ${m.email}`,
      ...(m.phone ? [`Téléphone : ${m.phone}`] : []),
      `Sujet : ${subject}`,
      '',
      'Message :',
      m.message,
      '',
      `Répondez à cet e-mail pour écrire directement à ${name}.`,
    ].join('\n'),
  };
}

/**
 * Stores the message first, then e-mails it to the restaurant (D2). A retry with the same idempotency key gets
 * the same answer without a second message or e-mail. A mail failure is logged: the message stays stored and
 * visible to staff.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactRequest,
  idempotencyKey: string | undefined,
): Promise<{ message: string }> {
  const id = newId();
  const stored = await repo.insertMessage(deps.db, {
    id,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    phone: input.phone ?? null,
    subject: input.subject,
    message: input.message,
    idempotency_key: idempotencyKey ?? null,
    handled_at: null,
    created_at: nowIso(),
  });
  if (stored) {
    try {
      await deps.mailer.send(restaurantMail(deps.restaurantEmail, input));
    } catch (err) {
      deps.log.error({ err, contactMessageId: id }, 'contact message stored but not e-mailed');
    }
  }
  return { message: contactMessages.sent };
}
