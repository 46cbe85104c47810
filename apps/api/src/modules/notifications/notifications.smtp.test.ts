import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { referralWorld } from '../../test/referral.js';
import { createUser } from '../../test/factories.js';
import type { DomainEvent } from '../events/events.service.js';
import type { Mail } from '../../lib/mailer.js';
import { newId, nowIso } from '../../lib/ids.js';
import { sendDueMails, sendQueuedMails } from './notifications.service.js';
import { enqueueMail } from './notifications.repository.js';
import { mailSteps } from '../../test/fixtures/notifications.js';

/** Rejects when `promise` takes longer than `ms`: a request held by SMTP fails the test instead of hanging it. */
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms),
    ),
  ]);

describe.each(['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])] as const)(
  'customer e-mails (%s)',
  (kind) => {
    let w: Awaited<ReturnType<typeof referralWorld>>;
    beforeAll(async () => {
      w = await referralWorld(kind);
    });
    afterAll(async () => {
      await w.t.close();
      await w.sim.close();
    });

    const { customerMails, waitMails } = mailSteps(() => w);

    const sender = () => ({ db: w.t.db, mailer: w.t.app.mailer, log: w.t.app.log });
    const queued = (email: string) =>
      w.t.db
        .selectFrom('mail_queue')
        .select(['subject', 'sent_at', 'attempts', 'last_error'])
        .where('to_address', '=', email)
        .where('subject', '!=', 'Bienvenue chez Mama Lomé')
        .orderBy('created_at')
        .execute();

    it('answers the payment, the staff moves and other requests while the SMTP server hangs; the mails leave once it answers, once each', async () => {
      const mailer = w.t.app.mailer;
      const realSend = mailer.send;
      let open!: () => void;
      // Registered first, its welcome e-mail sent: only the order's mails meet the hanging server.
      const { account } = await w.register('particular');
      await sendQueuedMails(sender());
      const gate = new Promise<void>((resolve) => (open = resolve));
      mailer.send = async (mail: Mail) => {
        await gate;
        return realSend(mail);
      };
      try {
        const order = await w.order(account);
        await within(w.pay(account, order.id), 3000, 'payment');
        const staff = await createUser(w.t.db, { role: 'staff' });
        for (const status of ['preparation', 'in_delivery']) {
          const res = await within(
            w.inject('POST', `/api/admin/orders/${order.id}/status`, staff.auth, { status }),
            3000,
            status,
          );
          expect(res.statusCode, res.body).toBe(200);
        }
        const tracked = await within(
          w.inject('GET', `/api/orders/${order.id}/status`, account.auth),
          3000,
          'status',
        );
        expect(tracked.json()).toMatchObject({ is_paid: true });
        // Queued, not sent: the receipt and the 'en livraison' notice wait for the server.
        expect((await queued(account.email)).map((m) => m.sent_at)).toEqual([null, null]);
        expect(await customerMails(account.email)).toHaveLength(0);

        open();
        const mails = await waitMails(account.email, 2);
        expect(mails.map((m) => m.subject)).toEqual([
          `Reçu de votre commande ${order.code_commande} – Chez Mama Lomé`,
          `Votre commande ${order.code_commande} est en livraison – Chez Mama Lomé`,
        ]);
        await vi.waitFor(async () =>
          expect((await queued(account.email)).every((m) => m.sent_at !== null)).toBe(true),
        );
        expect(await sendQueuedMails(sender())).toBe(0);
        expect(await customerMails(account.email)).toHaveLength(2);
      } finally {
        open();
        mailer.send = realSend;
      }
    });

    it('with SMTP refusing, the order still reaches the live board and the ledger; the receipt is retried later and sent once', async () => {
      const mailer = w.t.app.mailer;
      const realSend = mailer.send;
      const { account } = await w.register('particular');
      await sendQueuedMails(sender());
      let refused = 0;
      mailer.send = async () => {
        refused++;
        throw new Error('SMTP 421 service not available');
      };
      const heard: DomainEvent[] = [];
      const unsubscribe = w.t.app.live.subscribe((event) => heard.push(event));
      try {
        const order = await w.order(account);
        await w.pay(account, order.id);
        const staff = await createUser(w.t.db, { role: 'staff' });
        for (const status of ['preparation', 'in_delivery', 'delivered']) {
          const res = await w.inject('POST', `/api/admin/orders/${order.id}/status`, staff.auth, { status });
          expect(res.statusCode, res.body).toBe(200);
        }
        await vi.waitFor(() =>
          expect(heard.filter((e) => e.subject_id === order.id).map((e) => e.type)).toEqual([
            'order.paid',
            'order.preparation',
            'order.in_delivery',
            'order.delivered',
          ]),
        );
        const events = await w.t.db
          .selectFrom('domain_events')
          .select('processed_at')
          .where('subject_id', '=', order.id)
          .execute();
        expect(events).toHaveLength(4);
        expect(events.every((e) => e.processed_at !== null)).toBe(true);
        await vi.waitFor(async () => {
          const rows = await queued(account.email);
          expect(rows).toHaveLength(2);
          expect(rows.every((m) => m.sent_at === null && m.attempts >= 1)).toBe(true);
          expect(rows[0]!.last_error).toContain('SMTP 421');
        });
        expect(refused).toBeGreaterThanOrEqual(2);

        // SMTP works again: nothing leaves before the retry time, everything once after it.
        mailer.send = realSend;
        expect(await sendQueuedMails(sender())).toBe(0);
        expect(await sendQueuedMails(sender(), { now: Date.now() + 2 * 3600_000 })).toBe(2);
        expect(await sendQueuedMails(sender(), { now: Date.now() + 4 * 3600_000 })).toBe(0);
        const mails = await customerMails(account.email);
        expect(mails.map((m) => m.subject)).toEqual([
          `Reçu de votre commande ${order.code_commande} – Chez Mama Lomé`,
          `Votre commande ${order.code_commande} est en livraison – Chez Mama Lomé`,
        ]);
      } finally {
        unsubscribe();
        mailer.send = realSend;
      }
    });

    it('sends each queued e-mail once when two senders (two API processes) run at the same time', async () => {
      const to = `twice-${Date.now()}@example.tg`;
      for (let i = 0; i < 5; i++) {
        await enqueueMail(w.t.db, {
          id: newId(),
          dedupe_key: `test:${to}:${i}`,
          to_address: to,
          subject: `Message ${i}`,
          text_body: 'Bonjour',
          html_body: null,
          created_at: nowIso(),
        });
      }
      const sent: string[] = [];
      const slow = {
        async send(mail: Mail) {
          await new Promise((r) => setTimeout(r, 20));
          sent.push(mail.subject);
        },
      };
      const [a, b] = await Promise.all([
        sendDueMails({ ...sender(), mailer: slow }),
        sendDueMails({ ...sender(), mailer: slow }),
      ]);
      expect(a + b).toBe(5);
      expect(sent.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Message ${i}`));
    });

    it('waits a few tries for the invoice an e-mail attaches, then sends it without (decision 0048)', async () => {
      const to = `awaits-${Date.now()}@example.tg`;
      await enqueueMail(w.t.db, {
        id: newId(),
        dedupe_key: `test:${to}`,
        to_address: to,
        subject: 'Reçu',
        text_body: 'Bonjour',
        html_body: null,
        created_at: nowIso(),
        attachment: 'invoice:order:not-issued',
      });
      const sent: Mail[] = [];
      const capture = { send: async (mail: Mail) => void sent.push(mail) };
      const row = () =>
        w.t.db
          .selectFrom('mail_queue')
          .select(['attempts', 'last_error', 'sent_at'])
          .where('to_address', '=', to)
          .executeTakeFirstOrThrow();
      let at = Date.now();
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(await sendDueMails({ ...sender(), mailer: capture }, at)).toBe(0);
        expect(await row()).toMatchObject({ attempts: attempt, sent_at: null });
        at += 2 * 3600_000;
      }
      expect((await row()).last_error).toContain('invoice:order:not-issued not issued yet');
      expect(await sendDueMails({ ...sender(), mailer: capture }, at)).toBe(1);
      expect(sent.map((m) => [m.subject, m.attachments])).toEqual([['Reçu', undefined]]);
    });
  },
);
