import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { createUser } from '../../test/factories.js';
import { dbKinds } from '../../test/helper.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { createOutbox, type Outbox } from '../events/events.service.js';
import { cancelOrder } from '../sales/cancel.service.js';
import { createOrder } from '../sales/checkout.service.js';
import { systemClock } from '../../lib/clock.js';
import { handleCallback } from '../payments/callback.service.js';
import type { PaymentDeps } from '../payments/payment-deps.js';
import { startPayment } from '../payments/start.service.js';
import { recordPayout } from '../referral/payouts.service.js';
import { referralLedger } from '../referral/referral.ledger.js';
import { recordSponsorship } from '../referral/sponsorships.service.js';
import { createSession } from '../sessions/sessions.service.js';
import { nearAddress } from '../../test/paygate-testing.js';
import { startSponsorPayment } from './sponsor.service.js';
import {
  Model,
  nextTick,
  numRuns,
  observed,
  opArb,
  type Kind,
  type Op,
} from '../../test/fixtures/sponsor.property.js';

/**
 * The referral programme (docs/product.md P7) under random referral trees, orders paid and cancelled, sponsor activations, duplicate, late, replayed and
 * concurrent events, payouts. After each sequence every dashboard figure of every account of the sequence equals
 * an independent model of P7, written here from the rules, not from the implementation.
 */

describe.each(dbKinds)('referral ledger property (%s)', (kind) => {
  let w: ReferralWorld;
  let deps: PaymentDeps;
  let lateDeps: PaymentDeps;
  let otherProcess: Outbox;
  beforeAll(async () => {
    w = await referralWorld(kind);
    const app = w.t.app;
    deps = {
      db: app.db,
      env: app.env,
      paygate: app.paygate,
      log: app.log,
      payables: app.payables,
      outbox: app.outbox,
    };
    // The same steps with their events left in the outbox: consumed later, by a drain or another step.
    lateDeps = { ...deps, outbox: { drain: async () => 0 } };
    otherProcess = createOutbox({ db: app.db, log: app.log, consumers: [referralLedger] });
  });
  afterAll(() => w.close());

  async function run(ops: Op[]) {
    const m = new Model();
    const { db } = w.t;
    const dishes = [w.dish, w.cheap, w.dear];
    const payments = new Map<number, string>(); // order index -> tx_reference
    const seq = () => Date.now();

    async function register(kindOf: Kind, ref: number | null) {
      const referrers = m.users.flatMap((u, i) => (u.kind === 'particular' ? [] : [i]));
      const referrer = ref === null || referrers.length === 0 ? null : referrers[ref % referrers.length]!;
      const { user } = await createUser(db, {
        user_status: kindOf,
        firstname: `P${m.users.length}`,
        referral_code: kindOf === 'particular' ? null : newId().replace(/-/g, '').slice(0, 10).toUpperCase(),
        activation_status: kindOf === 'sponsor' ? 'pending_payment' : 'active',
        sponsor_grille_id: kindOf === 'sponsor' ? w.grilleId : null,
      });
      if (referrer !== null) await recordSponsorship(db, m.users[referrer]!.id, user.id);
      m.users.push({ id: user.id, kind: kindOf, referrer, activatedAt: null, paidOut: 0 });
    }

    async function pay(i: number, late: boolean) {
      const o = m.orders[i]!;
      const buyer = m.users[o.buyer]!;
      const started = await startPayment(deps, buyer.id, {
        order_id: o.id,
        phone_number: '90112233',
        network: 'FLOOZ',
      });
      payments.set(i, started.tx_reference!);
      await handleCallback(late ? lateDeps : deps, { txReference: started.tx_reference! });
      o.paidAt = seq();
    }

    async function order(who: number, dish: number, qty: number) {
      const buyer = m.users[who % m.users.length]!;
      const { order: o } = await createOrder(
        { ...deps, clock: systemClock },
        buyer.id,
        { ...nearAddress, title: 'Domicile', dishes: [{ dish_id: dishes[dish]!.id, quantity: qty }] },
        undefined,
      );
      // The same cart while its unpaid order waits is that checkout again (decision 0039): one order, re-priced.
      const again = m.orders.findIndex((x) => x.id === o.id);
      if (again >= 0) {
        Object.assign(m.orders[again]!, { base: o.dishes_total, total: o.total_price });
        return again;
      }
      m.orders.push({
        id: o.id,
        buyer: who % m.users.length,
        base: o.dishes_total,
        total: o.total_price,
        paidAt: null,
        cancelled: false,
      });
      return m.orders.length - 1;
    }

    // Every sequence starts from an active sponsor at the top, so trees reach three levels.
    await register('sponsor', null);
    await startSponsorPayment(deps, m.users[0]!.id, {
      user_id: m.users[0]!.id,
      phone_number: '90112233',
      network: 'FLOOZ',
    }).then((s) => handleCallback(deps, { txReference: s.tx_reference! }));
    m.users[0]!.activatedAt = seq();

    for (const op of ops) {
      await nextTick();
      switch (op.t) {
        case 'register':
          await register(op.kind, op.ref);
          break;
        case 'activate': {
          const pending = m.users.flatMap((u, i) =>
            u.kind === 'sponsor' && u.activatedAt === null ? [i] : [],
          );
          if (pending.length === 0) break;
          const i = pending[op.who % pending.length]!;
          const s = await startSponsorPayment(deps, m.users[i]!.id, {
            user_id: m.users[i]!.id,
            phone_number: '90112233',
            network: 'FLOOZ',
          });
          await handleCallback(op.late ? lateDeps : deps, { txReference: s.tx_reference! });
          const at = seq();
          m.users[i]!.activatedAt = at;
          const r = m.users[i]!.referrer;
          if (r !== null && m.activeAt(r, at)) m.bonuses.push({ beneficiary: r, source: i });
          break;
        }
        case 'order': {
          const i = await order(op.who, op.dish, op.qty);
          if (op.pay) {
            await nextTick();
            await pay(i, op.late);
          }
          break;
        }
        case 'burst':
          for (let k = 0; k < op.n; k++) {
            const i = await order(op.who, 0, 1);
            await nextTick();
            await pay(i, false);
            await nextTick();
          }
          break;
        case 'pay': {
          const unpaid = m.orders.flatMap((o, i) => (o.paidAt === null && !o.cancelled ? [i] : []));
          if (unpaid.length > 0) await pay(unpaid[op.order % unpaid.length]!, op.late);
          break;
        }
        case 'cancel': {
          const open = m.orders.flatMap((o, i) => (!o.cancelled ? [i] : []));
          if (open.length === 0) break;
          const i = open[op.order % open.length]!;
          const o = m.orders[i]!;
          await cancelOrder(
            { db, outbox: op.late ? lateDeps.outbox : deps.outbox, clock: systemClock },
            m.users[o.buyer]!.id,
            o.id,
          );
          o.cancelled = true;
          break;
        }
        case 'duplicate': {
          const paid = [...payments.keys()];
          if (paid.length === 0) break;
          const tx = payments.get(paid[op.order % paid.length]!)!;
          const again = () => handleCallback(deps, { txReference: tx });
          if (op.concurrent)
            await Promise.all([again(), again(), again(), deps.outbox.drain(), otherProcess.drain()]);
          else await again();
          break;
        }
        case 'replay': {
          // Events offered again as if never processed (a crash before processed_at was written).
          const ids = (
            await db
              .selectFrom('domain_events')
              .select('id')
              .orderBy('created_at', 'desc')
              .limit(op.n)
              .execute()
          ).map((e) => e.id);
          await db.updateTable('domain_events').set({ processed_at: null }).where('id', 'in', ids).execute();
          await Promise.all([deps.outbox.drain(), otherProcess.drain()]);
          break;
        }
        case 'drain':
          await Promise.all(
            op.twoProcesses ? [deps.outbox.drain(), otherProcess.drain()] : [deps.outbox.drain()],
          );
          break;
        case 'payout': {
          const referrers = m.users.flatMap((u, i) => (u.kind === 'particular' ? [] : [i]));
          const i = referrers[op.who % referrers.length]!;
          await deps.outbox.drain();
          const due = m.total(i) - m.users[i]!.paidOut;
          if (due > 0) {
            expect(await recordPayout(db, m.users[i]!.id, `REF-${i}`)).toBe(due);
            m.users[i]!.paidOut += due;
          } else {
            await expect(recordPayout(db, m.users[i]!.id, `REF-${i}`)).rejects.toMatchObject({
              code: 'PAYOUT_TOO_SMALL',
            });
          }
          break;
        }
      }
    }

    // Late events are consumed by the next drain (the worker's, in production); then every figure must match.
    await Promise.all([deps.outbox.drain(), otherProcess.drain()]);
    await deps.outbox.drain();
    for (const [i, u] of m.users.entries()) {
      if (u.kind === 'particular') continue;
      const { token } = await createSession(db, u.id, 3_600_000);
      const res = await w.inject('GET', '/api/sponsor/dashboard', { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(200);
      expect(observed(res.json()), `account ${i} (${u.kind})`).toEqual(m.dashboard(i));
    }
  }

  it('matches the model of D5/D11 to the franc after any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 30 }), (ops) => run(ops)),
      { numRuns: numRuns(kind) },
    );
  }, 150_000);
});
