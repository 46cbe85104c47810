import {
  adminMoneyMessages,
  formatFcfa,
  fullName,
  userStatusLabels,
  type AdminPayoutList,
  type RecordPayoutResult,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv.js';
import { newId, nowIso } from '../../lib/ids.js';
import { publish } from '../events/events.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { getReferralSettings } from './referral.settings.js';
import { findPendingRewards, listPendingBalances, markPaidOut } from './rewards.repository.js';
import { findMember } from './sponsorships.repository.js';

export type PayoutOptions = {
  /** The staff member recording it: the payout is audited in its own transaction. */
  actorId?: string;
  /** The balance staff saw and paid: a different balance now (a reward added, a payout recorded) is refused. */
  expectedAmount?: number;
};

const payoutChanged = () => new AppError(409, 'PAYOUT_CHANGED', adminMoneyMessages.payoutChanged);

async function payOut(
  db: Db,
  beneficiaryId: string,
  reference: string,
  opts: PayoutOptions,
): Promise<RecordPayoutResult> {
  const settings = await getReferralSettings(db);
  return db.transaction().execute(async (trx) => {
    // The rows summed are the rows marked: a reward the ledger adds meanwhile waits for the next payout.
    const rows = await findPendingRewards(trx, beneficiaryId);
    // Staff name the person they paid; the audit log shows who it was.
    const member = opts.actorId ? await findMember(trx, beneficiaryId) : undefined;
    if (opts.actorId && !member) {
      throw new AppError(404, 'BENEFICIARY_NOT_FOUND', adminMoneyMessages.beneficiaryNotFound);
    }
    const pending = rows.reduce((sum, r) => sum + r.amount, 0);
    if (opts.expectedAmount !== undefined && pending !== opts.expectedAmount) throw payoutChanged();
    if (pending <= 0 || pending < settings.minPayout) {
      throw new AppError(
        422,
        'PAYOUT_TOO_SMALL',
        `Le solde en attente (${formatFcfa(pending)}) est inférieur au minimum de versement.`,
      );
    }
    const paidAt = nowIso();
    const ids = rows.map((r) => r.id);
    // Two payouts at once both read the same rows; the one whose update finds them already paid gives way.
    if ((await markPaidOut(trx, ids, reference, paidAt)) !== ids.length) throw payoutChanged();
    const result = {
      beneficiary_id: beneficiaryId,
      amount: pending,
      rewards_count: ids.length,
      reference,
      paid_at: paidAt,
    };
    // The beneficiary's e-mail hangs on it (decision 0039); each payout is its own subject.
    await publish(trx, 'payout.sent', `payout:${newId()}`, { user_id: beneficiaryId, ...result }, paidAt);
    if (opts.actorId) {
      const name = fullName(member!.firstname, member!.lastname);
      await recordAudit(trx, {
        actorId: opts.actorId,
        action: 'payout.paid',
        subjectType: 'user',
        subjectId: beneficiaryId,
        before: { name, status: 'pending', amount: pending, rewards_count: ids.length },
        after: { name, status: 'completed', amount: pending, rewards_count: ids.length, reference },
      });
    }
    return result;
  });
}

/**
 * Month-end payout (P7.9): staff paid the beneficiary's pending balance by mobile money under `reference`;
 * every pending row, reversals included, becomes paid. Refused below the minimum payout setting. Returns the
 * amount.
 */
export async function recordPayout(
  db: Db,
  beneficiaryId: string,
  reference: string,
  opts: PayoutOptions = {},
): Promise<number> {
  return (await payOut(db, beneficiaryId, reference, opts)).amount;
}

/** POST /api/admin/payouts/{id}: `recordPayout` for a staff member, with what was marked paid. */
export function recordPayoutByStaff(
  db: Db,
  beneficiaryId: string,
  input: { reference: string; amount: number },
  actorId: string,
): Promise<RecordPayoutResult> {
  return payOut(db, beneficiaryId, input.reference, { actorId, expectedAmount: input.amount });
}

/** The month-end list: each beneficiary's pending balance with their phone, and whether it can be paid now. */
export async function listPayouts(db: Db): Promise<AdminPayoutList> {
  const [settings, rows] = await Promise.all([getReferralSettings(db), listPendingBalances(db)]);
  return {
    min_payout: settings.minPayout,
    payouts: rows.map((r) => {
      const amount = Number(r.amount);
      return {
        beneficiary_id: r.beneficiary_id,
        name: fullName(r.firstname, r.lastname),
        email: r.email,
        phone: r.phone,
        payout_phone: r.payout_phone,
        payout_network: r.payout_network,
        user_status: r.user_status,
        amount,
        rewards_count: Number(r.rewards_count),
        oldest_reward_at: r.oldest_reward_at,
        payable: amount > 0 && amount >= settings.minPayout,
      };
    }),
  };
}

/** The month-end list as CSV (docs/decisions/0028): what staff pay from their mobile-money account. */
export async function exportPayoutsCsv(db: Db): Promise<string> {
  const { payouts } = await listPayouts(db);
  return toCsv(
    [
      'Bénéficiaire',
      'Téléphone',
      'Versement sur',
      'E-mail',
      'Type',
      'Montant (FCFA)',
      'Récompenses',
      'Depuis le',
      'À verser',
    ],
    payouts.map((p) => [
      p.name,
      p.phone,
      p.payout_phone ? `${p.payout_network} ${p.payout_phone}` : '',
      p.email,
      userStatusLabels[p.user_status],
      p.amount,
      p.rewards_count,
      p.oldest_reward_at.slice(0, 10),
      p.payable ? 'oui' : 'non',
    ]),
  );
}
