import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralWorld } from '../../test/referral.js';
import { formatFcfa } from '@lome/shared';
import { createUser } from '../../test/factories.js';
import type { SentMail } from '../../test/outbox.js';
import { mailSteps } from '../../test/fixtures/notifications.js';

const tomorrowNoon = () => `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)} 12:30`;

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

    it('sends one receipt when an order is paid, then one "en livraison" notice, in French text and HTML', async () => {
      const { account } = await w.register('particular', { firstname: 'Akossiwa' });
      const order = await w.order(account, [
        { dish_id: w.dish.id, quantity: 2 },
        { dish_id: w.cheap.id, quantity: 1 },
      ]);
      await w.pay(account, order.id);
      const [mail] = (await waitMails(account.email, 1)) as [SentMail];
      const receipt = mail.text;
      expect(mail.subject).toBe(`Reçu de votre commande ${order.code_commande} – Chez Mama Lomé`);
      expect(receipt).toContain('Bonjour Akossiwa,');
      expect(receipt).toContain(`Le paiement de votre commande ${order.code_commande} est confirmé.`);
      expect(receipt).toContain(`2 × Ayimolou : ${formatFcfa(5198)}`);
      expect(receipt).toContain(`1 × Koliko : ${formatFcfa(1500)}`);
      expect(receipt).toContain(`Total payé : ${formatFcfa(6698)}`);
      expect(order.total_price).toBe(6698);
      expect(receipt).toMatch(/Content-Type: text\/html/);
      expect(receipt).toContain(`<strong>Total payé : ${formatFcfa(6698)}</strong>`);
      expect(receipt).toContain(`https://chezmama.tg/orders/track?id=${order.id}`);

      const staff = await createUser(w.t.db, { role: 'staff' });
      for (const status of ['preparation', 'in_delivery', 'delivered']) {
        const res = await w.inject('POST', `/api/admin/orders/${order.id}/status`, staff.auth, { status });
        expect(res.statusCode, res.body).toBe(200);
      }
      const mails = await waitMails(account.email, 2);
      expect(mails[1]!.subject).toBe(
        `Votre commande ${order.code_commande} est en livraison – Chez Mama Lomé`,
      );
      expect(mails[1]!.text).toContain('Bè Kpota, rue des Cocotiers');
      // Nothing for preparation or delivered, nothing twice: replays of the outbox send nothing more.
      await w.t.app.outbox.drain();
      await new Promise((r) => setTimeout(r, 100));
      expect(await customerMails(account.email)).toHaveLength(2);
    });

    it('sends one receipt when a reservation is paid and one "prête à retirer" notice when staff mark it ready', async () => {
      const { account } = await w.register('particular', { firstname: 'Yao' });
      const created = await w.inject('POST', '/api/reservations', account.auth, {
        dishes: [{ dish_id: w.dear.id, quantity: 2 }],
        reservation_date: tomorrowNoon(),
        pickup_location: 'drive',
      });
      expect(created.statusCode, created.body).toBe(201);
      const reservation = created.json<{ id: string; code: string; reservation_date: string }>();
      const paid = await w.inject('POST', '/api/payment', account.auth, {
        reservation_id: reservation.id,
        phone_number: '90112233',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const { tx_reference } = paid.json<{ tx_reference: string }>();
      await w.inject('POST', '/api/paygate/callback', {}, { tx_reference });
      await w.inject('POST', '/api/paygate/callback', {}, { tx_reference });

      const [mail] = (await waitMails(account.email, 1)) as [SentMail];
      const receipt = mail.text;
      expect(mail.subject).toBe(`Reçu de votre réservation ${reservation.code} – Chez Mama Lomé`);
      expect(receipt).toContain(`2 × Poisson braisé : ${formatFcfa(12000)}`);
      expect(receipt).toContain(`Total payé : ${formatFcfa(12000)}`);
      const [y, m, d] = reservation.reservation_date.slice(0, 10).split('-');
      expect(receipt).toContain(`Retrait au drive le ${d}/${m}/${y} à 12h30.`);

      const staff = await createUser(w.t.db, { role: 'staff' });
      const mark = () =>
        w.inject('POST', `/api/admin/reservations/${reservation.id}/status`, staff.auth, { status: 'ready' });
      expect((await mark()).statusCode).toBe(200);
      expect((await mark()).statusCode).toBe(200);
      const mails = await waitMails(account.email, 2);
      expect(mails[1]!.subject).toBe(
        `Votre réservation ${reservation.code} est prête à retirer – Chez Mama Lomé`,
      );
      expect(mails[1]!.text).toContain(`présentez le code ${reservation.code}`);
      await w.t.app.outbox.drain();
      await new Promise((r) => setTimeout(r, 100));
      expect(await customerMails(account.email)).toHaveLength(2);
    });

    it('escapes what customers and the menu wrote in the HTML part', async () => {
      const { account } = await w.register('particular', { firstname: '<b>Ama</b>' });
      const order = await w.order(account);
      await w.pay(account, order.id);
      const [mail] = (await waitMails(account.email, 1)) as [SentMail];
      const receipt = mail.text;
      expect(receipt).toContain('Bonjour &lt;b&gt;Ama&lt;/b&gt;,');
      expect(receipt).not.toContain('<b>Ama</b>,<');
    });
  },
);
