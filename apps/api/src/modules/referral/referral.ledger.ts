import {
  bpToPercent,
  commissionBase,
  freeDishAdjustment,
  orderCommissions,
  sponsorBonus,
  sponsorMessages,
  type ReferralAncestor,
  type ReferralSettings,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { newId } from '../../lib/ids.js';
import type { Consumer, DomainEvent } from '../events/events.service.js';
import {
  dishExists,
  findLiveCredits,
  insertCredit,
  releaseCreditOf,
  revokeCredit,
} from './credits.repository.js';
import { countStillPaidOrders, insertPaidOrder, markPaidOrderCancelled } from './paid-orders.repository.js';
import { findReversibleRewards, insertReward } from './rewards.repository.js';
import { findMember, findReferrerOf } from './sponsorships.repository.js';
import { getReferralSettings } from './referral.settings.js';

/** What the payment core's events carry for the ledger (orders.service and sponsor.service write them). */
type OrderPaid = {
  order_id: string;
  user_id: string;
  code_commande: string;
  total_price: number;
  dishes_total: number;
  discount_amount: number;
  paid_at: string;
};
type OrderCancelled = { order_id: string; user_id: string; code_commande: string; was_paid: boolean };
type SponsorActivated = { user_id: string; activated_at: string };

const percent = (bp: number) => String(bpToPercent(bp)).replace('.', ',');
const DAY_MS = 86_400_000;

/** The buyer's referral chain, level 1 (direct referrer) up to the deepest level paid. */
async function ancestorsOf(trx: Db, userId: string, depth: number): Promise<ReferralAncestor[]> {
  const chain: ReferralAncestor[] = [];
  let current = userId;
  for (let level = 1; level <= depth; level++) {
    const up = await findReferrerOf(trx, current);
    if (!up || up.id === userId || chain.some((a) => a.id === up.id)) break;
    chain.push({
      id: up.id,
      level,
      userStatus: up.user_status,
      activationStatus: up.activation_status,
      activatedAt: up.activated_at,
    });
    current = up.id;
  }
  return chain;
}

/**
 * Brings the free dish credits `beneficiaryId` holds through `referralId` to the milestones that referral's
 * still-paid orders reach (P7.5): issues the missing ones (smallest free milestone first), revokes the newest
 * unused ones when a cancellation took the count back below a milestone.
 */
async function settleFreeDishes(
  trx: Db,
  beneficiaryId: string,
  referralId: string,
  event: DomainEvent,
  s: ReferralSettings,
): Promise<void> {
  const count = (await countStillPaidOrders(trx, [referralId])).get(referralId) ?? 0;
  const live = await findLiveCredits(trx, beneficiaryId, referralId);
  const change = freeDishAdjustment(
    count,
    live.length,
    live.filter((c) => c.used_at).length,
    s.freeDishEvery,
  );
  if (change < 0) {
    for (const credit of live.filter((c) => !c.used_at).slice(0, -change)) {
      await revokeCredit(trx, credit.id, event.id, event.created_at);
    }
    return;
  }
  if (change === 0) return;
  const taken = new Set(live.map((c) => c.milestone));
  const dishId = s.freeDishDishId && (await dishExists(trx, s.freeDishDishId)) ? s.freeDishDishId : null;
  for (let milestone = 1, issued = 0; issued < change; milestone++) {
    if (taken.has(milestone)) continue;
    await insertCredit(trx, {
      id: newId(),
      beneficiary_id: beneficiaryId,
      referral_id: referralId,
      milestone,
      source_event_id: event.id,
      dish_id: dishId,
      cap_amount: s.freeDishCap,
      expires_at: new Date(Date.parse(event.created_at) + s.freeDishValidDays * DAY_MS).toISOString(),
      used_at: null,
      used_order_id: null,
      revoked_at: null,
      revoke_event_id: null,
      created_at: event.created_at,
    });
    issued++;
  }
}

async function onOrderPaid(trx: Db, event: DomainEvent, s: ReferralSettings): Promise<void> {
  const order = event.payload as OrderPaid;
  const ancestors = await ancestorsOf(trx, order.user_id, s.networkDepth);
  const direct = ancestors.find((a) => a.level === 1);
  if (!direct) return;
  const buyer = (await findMember(trx, order.user_id))!;
  const base = commissionBase(order.dishes_total, order.discount_amount);
  await insertPaidOrder(trx, {
    order_id: order.order_id,
    user_id: order.user_id,
    code_commande: order.code_commande,
    total_price: order.total_price,
    base_amount: base,
    paid_at: order.paid_at,
    paid_event_id: event.id,
    cancelled_at: null,
    cancel_event_id: null,
  });
  for (const c of orderCommissions(base, ancestors, order.paid_at, s)) {
    await insertReward(trx, {
      id: newId(),
      beneficiary_id: c.beneficiaryId,
      kind: c.kind,
      source_event_id: event.id,
      order_id: order.order_id,
      order_code: order.code_commande,
      source_user_id: order.user_id,
      level: c.level,
      amount: c.amount,
      description:
        c.kind === 'commission'
          ? sponsorMessages.commission(percent(s.directCommissionBp), order.code_commande, buyer.firstname)
          : sponsorMessages.networkCommission(
              percent(s.networkCommissionBp),
              c.level,
              order.code_commande,
              buyer.firstname,
            ),
      status: 'pending',
      reverses_reward_id: null,
      payout_reference: null,
      paid_at: null,
      created_at: event.created_at,
    });
  }
  await settleFreeDishes(trx, direct.id, order.user_id, event, s);
}

/**
 * A cancellation after payment takes back what the order earned with reversal rows, pending until the next
 * payout (also for a reward already paid out: P7.8), counts the order out of the free dish milestones, and
 * gives back the free dish credit the order had used.
 */
async function onOrderCancelled(trx: Db, event: DomainEvent, s: ReferralSettings): Promise<void> {
  const order = event.payload as OrderCancelled;
  if (order.was_paid) {
    for (const reward of await findReversibleRewards(trx, order.order_id)) {
      await insertReward(trx, {
        id: newId(),
        beneficiary_id: reward.beneficiary_id,
        kind: 'reversal',
        source_event_id: event.id,
        order_id: order.order_id,
        order_code: reward.order_code,
        source_user_id: reward.source_user_id,
        level: reward.level,
        amount: -reward.amount,
        description: sponsorMessages.reversal(reward.order_code ?? order.code_commande),
        status: 'pending',
        reverses_reward_id: reward.id,
        payout_reference: null,
        paid_at: null,
        created_at: event.created_at,
      });
    }
    if (await markPaidOrderCancelled(trx, order.order_id, event.id, event.created_at)) {
      const direct = await findReferrerOf(trx, order.user_id);
      if (direct) await settleFreeDishes(trx, direct.id, order.user_id, event, s);
    }
  }
  const released = await releaseCreditOf(trx, order.order_id);
  if (released) await settleFreeDishes(trx, released.beneficiary_id, released.referral_id, event, s);
}

/** 25 000 FCFA to the active sponsor whose code the activated sponsor registered with (P7.7). */
async function onSponsorActivated(trx: Db, event: DomainEvent, s: ReferralSettings): Promise<void> {
  const activated = event.payload as SponsorActivated;
  const referrer = await findReferrerOf(trx, activated.user_id);
  const amount = sponsorBonus(
    referrer && {
      id: referrer.id,
      userStatus: referrer.user_status,
      activationStatus: referrer.activation_status,
      activatedAt: referrer.activated_at,
    },
    activated.activated_at,
    s,
  );
  if (!referrer || amount === 0) return;
  const sponsor = (await findMember(trx, activated.user_id))!;
  await insertReward(trx, {
    id: newId(),
    beneficiary_id: referrer.id,
    kind: 'sponsor_bonus',
    source_event_id: event.id,
    order_id: null,
    order_code: null,
    source_user_id: activated.user_id,
    level: 1,
    amount,
    description: sponsorMessages.sponsorBonus(sponsor.firstname),
    status: 'pending',
    reverses_reward_id: null,
    payout_reference: null,
    paid_at: null,
    created_at: event.created_at,
  });
}

/**
 * The referral ledger: every reward and free dish credit is written here, by consuming an event of the payment
 * core, once (the outbox records the consumption in the same transaction). Figures come from the settings as they
 * are when the event is consumed, normally moments after the payment.
 */
export const referralLedger: Consumer = {
  name: 'referral-ledger',
  types: ['order.paid', 'order.cancelled', 'sponsor.activated'],
  async handle(trx, event) {
    const settings = await getReferralSettings(trx);
    if (event.type === 'order.paid') await onOrderPaid(trx, event, settings);
    else if (event.type === 'order.cancelled') await onOrderCancelled(trx, event, settings);
    else if (event.type === 'sponsor.activated') await onSponsorActivated(trx, event, settings);
  },
};
