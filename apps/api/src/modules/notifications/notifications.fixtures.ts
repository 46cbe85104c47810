import { expect, vi } from 'vitest';
import { mailsTo, type SentMail } from '../../test/outbox.js';
import type { ReferralWorld } from '../../test/referral.js';

/** Reading the customer e-mails the world `w()` sent. */
export function mailSteps(w: () => ReferralWorld) {
  /** The mails to `email` about its orders and reservations (the welcome e-mail is order-life.test.ts's). */
  const customerMails = async (email: string) =>
    (await mailsTo(w().t.env.DATA_DIR, email)).filter((m) => m.subject !== 'Bienvenue chez Chez Mama Lomé');

  /** The mails to `email` once `count` have arrived (they leave after the answer, through the outbox). */
  async function waitMails(email: string, count: number) {
    let mails: SentMail[] = [];
    await vi.waitFor(async () => {
      // The welcome e-mail of registration is tested with the order-life e-mails (decision 0039).
      mails = await customerMails(email);
      expect(mails.length).toBeGreaterThanOrEqual(count);
    });
    return mails;
  }

  return { customerMails, waitMails };
}
