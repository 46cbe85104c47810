import type { FastifyBaseLogger } from 'fastify';
import {
  adminMessagesTexts,
  contactMessages,
  contactSubjectLabels,
  restaurant,
  type AdminContactMessage,
  type ContactRequest,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { recordAudit } from '../audit/audit.service.js';
import { companyEmailsAmong } from '../users/users.service.js';
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
 * Stores the message first, then e-mails it to the restaurant (P11.2). A retry with the same idempotency key
 * gets the same answer without a second message or e-mail. A mail failure is logged: the message stays stored
 * and visible to staff.
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

// ---- the back-office's inbox

const INBOX_LIMIT = 200;

const toAdminMessage = (
  row: NonNullable<Awaited<ReturnType<typeof repo.findMessage>>>,
): AdminContactMessage => ({
  ...row,
  subject: row.subject as AdminContactMessage['subject'],
});

/** The latest messages, companies' first then newest first, and how many wait unread in all. */
export async function listContactMessages(
  db: Db,
  filter: 'all' | 'unread',
): Promise<{ messages: AdminContactMessage[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    repo.listMessages(db, { unreadOnly: filter === 'unread' }, INBOX_LIMIT),
    repo.countUnread(db),
  ]);
  // Priority support (P9.6): a message from a company account's address is flagged and listed first.
  const companies = await companyEmailsAmong(
    db,
    rows.map((r) => r.email.toLowerCase()),
  );
  const messages = rows.map((r) => ({
    ...toAdminMessage(r),
    is_company: companies.has(r.email.toLowerCase()),
  }));
  // Stable: newest first within each group.
  messages.sort((a, b) => Number(b.is_company) - Number(a.is_company));
  return { messages, unread };
}

/**
 * Marks a message read or unread, audited in the same transaction. Asking for the state it is already in
 * changes nothing and writes no audit row (a double tap, two admins at once).
 */
export async function markContactMessage(
  db: Db,
  id: string,
  read: boolean,
  actorId: string,
): Promise<AdminContactMessage> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findMessage(trx, id);
    if (!before) throw new AppError(404, 'CONTACT_MESSAGE_NOT_FOUND', adminMessagesTexts.notFound);
    if (await repo.setHandled(trx, id, read ? nowIso() : null)) {
      const after = (await repo.findMessage(trx, id))!;
      await recordAudit(trx, {
        actorId,
        action: read ? 'contact_message.read' : 'contact_message.unread',
        subjectType: 'contact_message',
        subjectId: id,
        before: { email: before.email, read: before.handled_at !== null },
        after: { email: after.email, read: after.handled_at !== null },
      });
      return toAdminMessage(after);
    }
    return toAdminMessage((await repo.findMessage(trx, id))!);
  });
}
