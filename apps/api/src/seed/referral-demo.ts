import type { FastifyBaseLogger } from 'fastify';
import { ORDER_FLOW } from '@lome/shared';
import type { Env } from '../config/env.js';
import type { Clock } from '../lib/clock.js';
import type { Db } from '../db/connection.js';
import type { NewUser } from '../db/types.js';
import { newId, nowIso, randomCode } from '../lib/ids.js';
import { hashPassword } from '../lib/password.js';
import { getDishes } from '../modules/catalogue/catalogue.service.js';
import type { Outbox } from '../modules/events/events.service.js';
import { cancelOrder } from '../modules/sales/cancel.service.js';
import { createOrder } from '../modules/sales/checkout.service.js';
import { setOrderStatus } from '../modules/sales/moves.service.js';
import { salePayable } from '../modules/sales/paid.service.js';
import { recordDemoPayment } from '../modules/payments/demo-payments.js';
import type { PaymentDeps } from '../modules/payments/payment-deps.js';
import { recordPayout } from '../modules/referral/payouts.service.js';
import { recordSponsorship } from '../modules/referral/sponsorships.service.js';
import { sponsorActivationPayable } from '../modules/sponsor/sponsor.service.js';
import { findDefaultSponsorGrille } from '../modules/users/sponsor-activations.service.js';
import { findAccountByEmail, importAccounts } from '../modules/users/users.service.js';
import { DEMO_PASSWORD, demoAccounts } from './demo-data.js';

/** The app's own services: the demo's orders go through the checkout, which may end a prompt under way. */
export type ReferralDemoDeps = PaymentDeps & {
  db: Db;
  env: Env;
  outbox: Outbox;
  log: FastifyBaseLogger;
  clock: Clock;
};

/** The people of the demo network besides the documented accounts (password Demo1234! too). */
const network = {
  komi: {
    email: 'komi@chezmama.tg',
    firstname: 'Komi',
    lastname: 'Adjo',
    phone: '92345678',
    userStatus: 'sponsor',
  },
  esi: {
    email: 'esi@chezmama.tg',
    firstname: 'Esi',
    lastname: 'Lawson',
    phone: '93456789',
    userStatus: 'particular',
  },
  mawuli: {
    email: 'mawuli@chezmama.tg',
    firstname: 'Mawuli',
    lastname: 'Tsogbe',
    phone: '96543210',
    userStatus: 'particular',
  },
  dela: {
    email: 'dela@chezmama.tg',
    firstname: 'Dela',
    lastname: 'Kpodar',
    phone: '97654321',
    userStatus: 'particular',
  },
} as const;

/**
 * Gives the demo accounts a living referral network, through the programme's own service functions:
 * the sponsor Yawa brought the apporteur Kodjo and the sponsor Komi (activated: Yawa's 25 000 FCFA bonus);
 * Kodjo brought Afi (five paid orders: his free dish), Esi (an order cancelled after payment: a reversal) and
 * Mawuli; Komi brought Dela. Kodjo and Komi order too (Yawa's 1% on each). Orders are paid by demo payments rows
 * applied through the orders' payable, as the payment core does once PayGate confirms, since no real payment can be
 * made while seeding; one month of Kodjo's earnings is paid out.
 * Run once, right after seedDemo seeded an empty database.
 */
export async function seedReferralDemo(deps: ReferralDemoDeps): Promise<void> {
  const { db } = deps;
  const emails = [
    demoAccounts.client.email,
    demoAccounts.apporteur.email,
    demoAccounts.sponsor.email,
    demoAccounts.admin.email,
  ];
  const known = await Promise.all(emails.map(async (e) => (await findAccountByEmail(db, e))?.id));
  const [afi, kodjo, yawa, admin] = known;
  if (!afi || !kodjo || !yawa || !admin) return;
  const grille = await findDefaultSponsorGrille(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = nowIso();
  const rows: NewUser[] = Object.values(network).map((p) => ({
    id: newId(),
    email: p.email,
    password_hash: passwordHash,
    firstname: p.firstname,
    lastname: p.lastname,
    phone: p.phone,
    address: 'Lomé, Togo',
    user_status: p.userStatus,
    referral_code: p.userStatus === 'sponsor' ? randomCode(6) : null,
    sponsor_grille_id: p.userStatus === 'sponsor' ? (grille?.id ?? null) : null,
    activation_status: p.userStatus === 'sponsor' ? 'pending_payment' : 'active',
    activated_at: p.userStatus === 'sponsor' ? null : now,
    created_at: now,
    updated_at: now,
  }));
  const inserted = await importAccounts(db, rows);
  if (inserted.size !== rows.length) return;
  const [komi, esi, mawuli, dela] = rows.map((r) => r.id) as [string, string, string, string];

  await recordSponsorship(db, yawa, kodjo);
  await recordSponsorship(db, yawa, komi);
  await recordSponsorship(db, kodjo, esi);
  await recordSponsorship(db, kodjo, mawuli);
  await recordSponsorship(db, komi, dela);

  // Komi's activation, paid by mobile money as a confirmed activation payment is.
  await db.transaction().execute((trx) =>
    recordDemoPayment(trx, sponsorActivationPayable, {
      subjectId: komi,
      userId: komi,
      amount: grille?.amount ?? 200_000,
      phone: network.komi.phone,
      network: 'FLOOZ',
      now: nowIso(),
    }),
  );
  await deps.outbox.drain();

  const dishes = (await getDishes(db)).filter(
    // Dishes ordered a day ahead (P4.6) are left out: the history is of orders delivered at once.
    (d) => d.available && d.dish_price <= 5000 && !d.requires_advance_notice,
  );
  const dish = (i: number) => dishes[i % dishes.length]!.dish_id;
  const address = {
    title: 'Domicile' as const,
    description_address: 'Tokoin Wuiti, près du marché',
    latitude: deps.env.RESTAURANT_LAT + 0.01,
    longitude: deps.env.RESTAURANT_LNG + 0.005,
  };
  // The demo's past orders are history: written as if taken while open, whatever the hour of the first start.
  const ordering = { ...deps, env: { ...deps.env, OPENING_HOURS: '24/7' } };
  let paidCount = 0;
  const paidOrder = async (userId: string, lines: [number, number][], delivered = true) => {
    const { order } = await createOrder(
      ordering,
      userId,
      {
        ...address,
        phone: '90123456',
        dishes: lines.map(([d, quantity]) => ({ dish_id: dish(d), quantity })),
      },
      undefined,
    );
    await db.transaction().execute((trx) =>
      recordDemoPayment(trx, salePayable, {
        subjectId: order.id,
        userId,
        amount: order.total_price,
        phone: '90123456',
        network: ++paidCount % 2 === 0 ? 'TMONEY' : 'FLOOZ',
        now: nowIso(),
      }),
    );
    await deps.outbox.drain();
    // Delivered long ago: nothing left on the board to accept, nothing for the acceptance timers (P4.8).
    if (delivered) {
      for (const status of ORDER_FLOW.slice(ORDER_FLOW.indexOf('preparation'))) {
        await setOrderStatus(deps, order.id, status, admin);
      }
    }
    return order.id;
  };

  await paidOrder(afi, [
    [0, 2],
    [3, 1],
  ]);
  await paidOrder(afi, [[5, 3]]);
  await paidOrder(esi, [
    [1, 1],
    [7, 2],
  ]);
  // End of last month: Kodjo was paid what he had earned so far.
  await recordPayout(db, kodjo, 'TMONEY-DEMO-0001');
  await paidOrder(afi, [[2, 2]]);
  await paidOrder(afi, [
    [4, 1],
    [6, 1],
  ]);
  const cancelled = await paidOrder(esi, [[8, 2]], false);
  await cancelOrder(deps, esi, cancelled);
  await paidOrder(afi, [[9, 4]]);
  await paidOrder(dela, [
    [10, 2],
    [11, 1],
  ]);
  // Yawa's own referrals order too, so her dashboard opens on their orders and her 1% on each.
  await paidOrder(kodjo, [
    [12, 2],
    [1, 1],
  ]);
  await paidOrder(komi, [[13, 3]]);
  deps.log.info({ accounts: Object.keys(network) }, 'demo referral network seeded');
}
