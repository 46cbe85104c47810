import {
  messages,
  sponsorMessages,
  type SponsorActivation,
  type SponsorLinkResponse,
  type SponsorPayment,
  type SponsorPaymentStarted,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { publish } from '../events/events.service.js';
import type { Payable } from '../payments/payables.js';
import type { PaymentDeps } from '../payments/payment-deps.js';
import { findPendingPaymentOfUser, initiatePayment } from '../payments/start.service.js';
import { getReferralCode } from '../referral/sponsorships.service.js';
import { activateSponsor, getSponsorActivation } from '../users/sponsor-activations.service.js';

/**
 * The sponsor activation (P7.6) as the payment core pays it: the grid's amount, once, for a sponsor still
 * pending. Once paid the account is active, the kit waits for staff (kit_handed_over_at stays empty), and
 * 'sponsor.activated' lets the referral ledger pay the referring sponsor's bonus.
 */
export const sponsorActivationPayable: Payable = {
  purpose: 'sponsor_activation',
  async prepare(db, userId) {
    const state = await getSponsorActivation(db, userId);
    if (state.user_status !== 'sponsor')
      throw new AppError(422, 'NOT_A_SPONSOR', sponsorMessages.notASponsor);
    if (state.activation_status === 'active') {
      throw new AppError(409, 'ALREADY_ACTIVE', sponsorMessages.alreadyActive);
    }
    if (!state.paymentInfo) throw new AppError(422, 'NO_SPONSOR_GRILLE', sponsorMessages.noGrille);
    return { amount: state.paymentInfo.amount, description: sponsorMessages.sponsorPaymentDescription };
  },
  async markPaid(trx, userId, paymentId, now) {
    const before = await getSponsorActivation(trx, userId);
    if (!(await activateSponsor(trx, userId, now))) return 'not';
    await publish(
      trx,
      'sponsor.activated',
      userId,
      {
        user_id: userId,
        payment_id: paymentId,
        activated_at: now,
        // What the receipt tells (decision 0039): the amount paid and the kit to collect.
        amount: before.paymentInfo?.amount ?? null,
        kit_description: before.paymentInfo?.kit_description ?? null,
      },
      now,
    );
    return 'applied';
  },
};

/**
 * POST /api/sponsor/payment: the caller pays its own activation through the payment core (push, then the status
 * API, the callback only a hint, reconciliation); `user_id` names the caller or the call is refused.
 */
export async function startSponsorPayment(
  deps: PaymentDeps,
  callerId: string,
  input: SponsorPayment,
): Promise<SponsorPaymentStarted> {
  if (input.user_id !== callerId) throw new AppError(403, 'FORBIDDEN', messages.forbidden);
  const { amount, description } = await sponsorActivationPayable.prepare(deps.db, callerId, callerId);
  const started = await initiatePayment(deps, {
    userId: callerId,
    purpose: 'sponsor_activation',
    amount,
    phone: input.phone_number,
    network: input.network,
    description,
  });
  return { ...started, amount };
}

/** GET /api/sponsor/activation: the activation state and what remains to pay, for the pending banner. */
export async function getActivation(db: Db, userId: string): Promise<SponsorActivation> {
  const state = await getSponsorActivation(db, userId);
  const pending = state.paymentInfo
    ? await findPendingPaymentOfUser(db, 'sponsor_activation', userId)
    : undefined;
  return {
    activation_status: state.activation_status,
    activated_at: state.activated_at,
    kit_handed_over_at: state.kit_handed_over_at,
    payment_info: state.paymentInfo,
    pending_payment: pending
      ? { payment_id: pending.id, tx_reference: pending.tx_reference, status: 'pending' }
      : null,
  };
}

/** GET /api/sponsor/link: the links a referrer shares (P12.3 register_link is the /ref landing). */
export async function getLinks(db: Db, userId: string, publicUrl: string): Promise<SponsorLinkResponse> {
  const code = await getReferralCode(db, userId);
  if (!code) throw new AppError(403, 'FORBIDDEN', messages.forbidden);
  const base = publicUrl.replace(/\/+$/, '');
  return {
    register_link: `${base}/ref/${encodeURIComponent(code)}`,
    referral_code: code,
    register_sponsor_link: `${base}/register?type=sponsor&sponsor_id=${encodeURIComponent(code)}`,
  };
}
