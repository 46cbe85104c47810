import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Mail, MailAttachment, Mailer } from '../../lib/mailer.js';
import { defineQueue } from '../../lib/queue.js';
import type { Consumer, DomainEvent } from '../events/events.service.js';
import { hasDocument, invoiceAttachment } from '../invoices/documents.service.js';
import { findPaymentFacts } from '../payments/references.service.js';
import { getOrderDetail } from '../sales/customer-views.service.js';
import { findSaleFacts } from '../sales/staff-views.service.js';
import { getPayoutAccount } from '../users/profile.service.js';
import { findAccountById, listAdminEmails } from '../users/users.service.js';
import { cancelMessages, restaurant } from '@lome/shared';
import * as accountMails from './account-mails.js';
import * as cashMails from './cash-mails.js';
import * as saleMails from './sale-mails.js';
import * as repo from './notifications.repository.js';

const CONSUMER = 'mail-notices';

/**
 * The customer e-mails as an outbox consumer: a receipt when an order or a reservation is paid (a notice when a cash
 * one is taken unpaid), a notice when an order goes out for delivery or is ready to pick up and when a reservation is
 * ready. In the outbox's transaction it only
 * queues the composed message (one per event, by its dedupe key); `sendQueuedMails` sends it afterwards, outside
 * any transaction, so a slow or unreachable SMTP server never holds a connection, a request or the events of the
 * order behind it (decision 0030). Each drain that consumed something nudges a send, so mails leave at once.
 */
export function mailNotices(deps: { mailer: Mailer; publicUrl: string }): Consumer {
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  return {
    name: CONSUMER,
    types: [
      'order.paid',
      'order.in_delivery',
      'order.cancelled',
      'order.escalated',
      'order.cash_accepted',
      'reservation.paid',
      'reservation.cash_accepted',
      'reservation.ready',
      'user.registered',
      'sponsor.activated',
      'order.refund_settled',
      'reservation.refund_settled',
      'payout.sent',
    ],
    async handle(trx, event) {
      const queue = (mail: Mail, key = `${CONSUMER}:${event.id}`, attachment: string | null = null) =>
        queueMail(trx, mail, key, attachment);
      if (event.type === 'order.escalated') {
        const waited = Math.round(
          (Date.parse(event.created_at) - Date.parse(String(event.payload.prep_starts_at))) / 60_000,
        );
        for (const to of await listAdminEmails(trx)) {
          const facts = {
            code_commande: String(event.payload.code_commande),
            total_price: Number(event.payload.total_price),
            waitingMinutes: Math.max(waited, 0),
          };
          await queue(saleMails.orderNotAccepted(to, facts, publicUrl), `${CONSUMER}:${event.id}:${to}`);
        }
        return;
      }
      // A customer who cancels their own unpaid order, or leaves it to expire, needs no e-mail about it.
      const quiet = !event.payload.cancel_reason || event.payload.cancel_reason === cancelMessages.expired;
      if (event.type === 'order.cancelled' && !event.payload.was_paid && quiet) return;
      const userId = String(event.payload.user_id);
      const customer = await findAccountById(trx, userId);
      if (!customer) return;
      const account = accountMail(event, customer, publicUrl);
      if (account) return queue(await account(trx));
      // Company accounts and their colleagues get their documents by e-mail (P9.4): the receipt carries the
      // invoice, the cancellation of a paid order its credit note.
      const invoiced = customer.user_status === 'company' || !!customer.company_id;
      let mail: Mail;
      let attachment: string | null = null;
      if (event.type.startsWith('order.')) {
        // An order that is gone (never in practice) has nothing to tell: skipped rather than retried forever.
        const detail = await getOrderDetail(trx, userId, event.subject_id).catch((err: unknown) => {
          if (err instanceof AppError && err.statusCode === 404) return undefined;
          throw err;
        });
        if (!detail) return;
        const { order, show_order_dish } = detail;
        if (event.type === 'order.cancelled') {
          // The invoicing consumer, before this one, credited the order's invoice from this same event.
          const credited = invoiced && (await hasDocument(trx, event.subject_id, 'credit_note'));
          mail = saleMails.orderCancelled(
            customer,
            order,
            {
              reason: typeof event.payload.cancel_reason === 'string' ? event.payload.cancel_reason : null,
              refundAmount: Number(event.payload.refund_amount ?? 0),
            },
            publicUrl,
            { creditNote: credited },
          );
          if (credited) attachment = `credit_note:order:${event.subject_id}`;
        } else if (event.type === 'order.cash_accepted') {
          mail = cashMails.cashOrderPlaced(
            customer,
            order,
            show_order_dish,
            publicUrl,
            new Date(event.created_at),
          );
        } else {
          mail =
            event.type === 'order.paid'
              ? saleMails.orderReceipt(
                  customer,
                  order,
                  show_order_dish,
                  publicUrl,
                  new Date(event.created_at),
                  { invoice: invoiced },
                )
              : saleMails.orderInDelivery(customer, order, publicUrl);
          if (event.type === 'order.paid' && invoiced) attachment = `invoice:order:${event.subject_id}`;
        }
      } else {
        const found = await findSaleFacts(trx, event.subject_id);
        if (!found) return;
        mail =
          event.type === 'reservation.paid'
            ? saleMails.reservationReceipt(customer, found.reservation, found.dishes, publicUrl, {
                invoice: invoiced,
              })
            : event.type === 'reservation.cash_accepted'
              ? cashMails.cashReservationPlaced(customer, found.reservation, found.dishes, publicUrl)
              : saleMails.reservationReady(customer, found.reservation, publicUrl);
        if (event.type === 'reservation.paid' && invoiced) attachment = `invoice:order:${event.subject_id}`;
      }
      await queue(mail, undefined, attachment);
    },
    drained({ db, log }) {
      // Not awaited: the request that drained answers without waiting for SMTP.
      void sendQueuedMails({ db, mailer: deps.mailer, log });
    },
  };
}

/**
 * Queues a composed e-mail in the caller's transaction; a second one with the same dedupe key is dropped.
 * `attachment` names a document drawn when it is sent (`invoice:order:<id>`, `credit_note:order:<id>`), never its
 * bytes.
 */
function queueMail(trx: Db, mail: Mail, dedupeKey: string, attachment: string | null = null): Promise<void> {
  return repo.enqueueMail(trx, {
    id: newId(),
    dedupe_key: dedupeKey,
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    created_at: nowIso(),
    attachment,
  });
}

// The invoice is issued by the consumer before this one, from the same event: normally there already. Waited for
// over a few tries (about 3 minutes), then the receipt leaves without it; it says where to download it.
const INVOICE_WAIT_TRIES = 3;

/** The files a queued e-mail carries, drawn now; throws while its document is awaited (the queue retries). */
async function attachmentsOf(db: Db, row: repo.QueuedMail): Promise<MailAttachment[]> {
  if (!row.attachment) return [];
  // `<document>:order:<sale id>` (a reservation's too, since migration 0029).
  const [kind, , id = ''] = row.attachment.split(':');
  if (kind !== 'invoice' && kind !== 'credit_note') return [];
  const file = await invoiceAttachment(db, id, kind);
  if (file) return [file];
  if (row.attempts < INVOICE_WAIT_TRIES) throw new Error(`${row.attachment} not issued yet`);
  return [];
}

/** Queues a colleague's invitation with the invitation row; `sendQueuedMails` sends it after commit. */
export function queueCompanyInvitation(
  trx: Db,
  invitationId: string,
  to: string,
  facts: Parameters<typeof accountMails.companyInvitation>[1],
): Promise<void> {
  return queueMail(trx, accountMails.companyInvitation(to, facts), `company-invitation:${invitationId}`);
}

/** The e-mails about the account rather than an order or a reservation (decision 0039); undefined otherwise. */
function accountMail(
  event: DomainEvent,
  customer: NonNullable<Awaited<ReturnType<typeof findAccountById>>>,
  publicUrl: string,
): ((trx: Db) => Promise<Mail>) | undefined {
  const p = event.payload;
  switch (event.type) {
    case 'user.registered':
      return async () => accountMails.welcome(customer, publicUrl);
    case 'sponsor.activated':
      return async (trx) => {
        const payment =
          typeof p.payment_id === 'string' ? await findPaymentFacts(trx, p.payment_id) : undefined;
        const facts = {
          amount: typeof p.amount === 'number' ? p.amount : null,
          reference: payment?.reference ?? null,
          kit: typeof p.kit_description === 'string' ? p.kit_description : null,
        };
        return accountMails.sponsorReceipt(customer, facts, restaurant.addressLine, publicUrl);
      };
    case 'order.refund_settled':
    case 'reservation.refund_settled': {
      const order = event.type === 'order.refund_settled';
      const trackUrl = order
        ? `${publicUrl}/orders/track?id=${encodeURIComponent(event.subject_id)}`
        : `${publicUrl}/mes-reservations`;
      const facts = {
        code: String(p.code),
        amount: Number(p.amount),
        reference: String(p.reference),
        phone: typeof p.phone === 'string' ? p.phone : null,
        trackUrl,
      };
      return async () => saleMails.refundSettled(customer, facts);
    }
    case 'payout.sent':
      return async (trx) => {
        const to = await getPayoutAccount(trx, customer.id).catch(() => undefined);
        const facts = {
          amount: Number(p.amount),
          reference: String(p.reference),
          phone: to?.payout_phone ?? customer.phone,
          rewardsCount: Number(p.rewards_count),
        };
        return accountMails.payoutSent(customer, facts, publicUrl);
      };
    default:
      return undefined;
  }
}

export type MailSenderDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger };

// Retried every 30 s doubling to an hour, for as long as SMTP refuses: an outage of a day still delivers the
// receipts afterwards (decision 0030). The lease outlives nodemailer's own timeout on a silent socket (10 min).
const mailQueue = defineQueue(
  { name: 'mail_queue', batch: 20, leaseMs: 15 * 60_000, firstRetryMs: 30_000, maxRetryMs: 60 * 60_000 },
  repo.mailQueueStore,
);

/** The mail lane's run: each e-mail sent over SMTP with the documents it attaches, drawn now. */
function mailRun({ db, mailer, log }: MailSenderDeps) {
  return {
    db,
    log,
    async deliver(row: repo.QueuedMail) {
      const attachments = await attachmentsOf(db, row);
      await mailer.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      return 'sent' as const;
    },
  };
}

/**
 * Sends the queued e-mails due at `now` (lib/queue.ts: claimed, sent, marked; a failure retried later). No
 * transaction is open while SMTP talks. Returns how many were sent. Not serialised: `sendQueuedMails` is what
 * callers use.
 */
export function sendDueMails(deps: MailSenderDeps, now?: number): Promise<number> {
  return mailQueue.sendDue(mailRun(deps), now);
}

/**
 * Sends what is due, one run at a time per database in this process. Never throws; tests call it to flush the
 * queue (`now` later than real time: the retries due then).
 */
export function sendQueuedMails(deps: MailSenderDeps, opts: { now?: number } = {}): Promise<number> {
  return mailQueue.sendQueued(mailRun(deps), opts);
}
