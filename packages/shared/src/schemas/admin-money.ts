import { z } from 'zod';
import { messages } from '../messages.js';
import { recordIdSchema } from './orders.js';
import { PAYMENT_NETWORKS, RECORDED_PAYMENT_NETWORKS } from '../phone.js';
import { textInput } from './text.js';
import { USER_STATUSES } from './auth.js';
import { ACTIVATION_STATUSES, REFUND_STATUSES } from '../statuses.js';

export const MOBILE_MONEY_REFERENCE_MAX = 64;

export const adminMoneyMessages = {
  reference: 'Indiquez la référence du paiement mobile money.',
  referenceTooLong: `La référence est trop longue (${MOBILE_MONEY_REFERENCE_MAX} caractères maximum).`,
  amount: 'Montant invalide.',
  refundRef: 'Référence de remboursement invalide.',
  refundNotFound: 'Remboursement introuvable.',
  refundAlreadySettled: 'Ce remboursement a déjà été enregistré.',
  sponsorRef: 'Référence de sponsor invalide.',
  sponsorNotFound: 'Sponsor introuvable.',
  sponsorNotActive: "Ce sponsor n'a pas encore payé son activation : le kit ne peut pas être remis.",
  kitAlreadyHandedOver: 'Le kit de ce sponsor a déjà été remis.',
  beneficiaryRef: 'Référence de bénéficiaire invalide.',
  beneficiaryNotFound: 'Bénéficiaire introuvable.',
  payoutChanged:
    'Le solde de ce bénéficiaire a changé depuis l’affichage (versement déjà enregistré ou nouvelle récompense). Rechargez la liste.',
} as const;

/** A mobile-money transaction reference as staff type it: required, spaces around it dropped. */
export const mobileMoneyReferenceSchema = textInput({ error: adminMoneyMessages.reference })
  .trim()
  .min(1, adminMoneyMessages.reference)
  .max(MOBILE_MONEY_REFERENCE_MAX, adminMoneyMessages.referenceTooLong);

export const refundIdParamsSchema = z.object({ id: recordIdSchema(adminMoneyMessages.refundRef) });
export const sponsorIdParamsSchema = z.object({ id: recordIdSchema(adminMoneyMessages.sponsorRef) });
export const beneficiaryIdParamsSchema = z.object({ id: recordIdSchema(adminMoneyMessages.beneficiaryRef) });

// ---- refunds (P2.6: PayGate has no refund API, staff pay back by mobile money)

export const adminRefundSchema = z.object({
  id: z.string(),
  status: z.enum(REFUND_STATUSES),
  amount: z.number().int(),
  created_at: z.string(),
  reference: z.string().nullable(),
  settled_at: z.string().nullable(),
  /** The order's or the reservation's code, whichever was paid. */
  order_code: z.string().nullable(),
  reservation_code: z.string().nullable(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  /** The number that paid, where the money goes back, and its network. */
  payment_phone: z.string(),
  network: z.enum(RECORDED_PAYMENT_NETWORKS),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminRefundsQuerySchema = z.object({ status: z.enum(REFUND_STATUSES).default('pending') });
export const adminRefundListSchema = z.object({ refunds: z.array(adminRefundSchema) });

/** POST /api/admin/refunds/{id}/settle body. */
export const settleRefundSchema = z.object(
  { reference: mobileMoneyReferenceSchema },
  { error: adminMoneyMessages.reference },
);

// ---- sponsor activations (P7.6)

export const adminSponsorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  grille: z.object({ name: z.string(), amount: z.number().int(), kit_description: z.string() }).nullable(),
  activation_status: z.enum(ACTIVATION_STATUSES),
  activated_at: z.string().nullable(),
  kit_handed_over_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminSponsor = z.infer<typeof adminSponsorSchema>;
export const adminSponsorListSchema = z.object({ sponsors: z.array(adminSponsorSchema) });

// ---- month-end referral payouts (P7.9)

export const adminPayoutLineSchema = z.object({
  beneficiary_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The number and network the beneficiary asked the payout to go to; null: not said, use `phone`. */
  payout_phone: z.string().nullable(),
  payout_network: z.enum(PAYMENT_NETWORKS).nullable(),
  user_status: z.enum(USER_STATUSES),
  /** The pending balance: pending rewards minus pending reversals, integer FCFA. */
  amount: z.number().int(),
  rewards_count: z.number().int(),
  oldest_reward_at: z.string(),
  /** At least the minimum payout (and above zero): can be paid now. */
  payable: z.boolean(),
});
export type AdminPayoutLine = z.infer<typeof adminPayoutLineSchema>;

export const adminPayoutListSchema = z.object({
  payouts: z.array(adminPayoutLineSchema),
  min_payout: z.number().int(),
});
export type AdminPayoutList = z.infer<typeof adminPayoutListSchema>;

/**
 * POST /api/admin/payouts/{beneficiary id} body: the mobile-money reference, and the balance staff saw and paid,
 * so a reward added meanwhile (or a payout already recorded by someone else) is never marked paid unseen.
 */
export const recordPayoutSchema = z.object(
  {
    reference: mobileMoneyReferenceSchema,
    amount: z.number({ error: adminMoneyMessages.amount }).int(adminMoneyMessages.amount),
  },
  { error: messages.invalidInput },
);
export type RecordPayoutInput = z.infer<typeof recordPayoutSchema>;

export const recordPayoutResultSchema = z.object({
  beneficiary_id: z.string(),
  amount: z.number().int(),
  rewards_count: z.number().int(),
  reference: z.string(),
  paid_at: z.string(),
});
export type RecordPayoutResult = z.infer<typeof recordPayoutResultSchema>;
