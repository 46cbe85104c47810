import { z } from 'zod';
import { messages } from '../messages.js';
import { USER_STATUSES } from './auth.js';
import { ACTIVATION_STATUSES, FREE_DISH_CREDIT_STATUSES, REWARD_STATUSES } from '../statuses.js';
import { PAYMENT_NETWORKS } from '../phone.js';
import { paymentMessages, paymentStartedSchema } from './payments.js';
import { ORDER_LIMITS, phoneSchema } from './orders.js';

/** French texts of the referral programme: the spec's wording (P11.1, P11.8) where it gives one. */
export const sponsorMessages = {
  notASponsor: 'Seuls les comptes sponsor ont une activation à régler.',
  alreadyActive: 'Votre compte sponsor est déjà actif.',
  noGrille: "Aucune grille d'activation sponsor n'est disponible. Veuillez contacter le restaurant.",
  userRef: 'Compte invalide.',
  sponsorPaymentDescription: 'Activation sponsor - Chez Mama Lomé',
  badgePremium: 'Sponsor Premium',
  badgeApporteur: "Apporteur d'affaires",
  commission: (percent: string, code: string, name: string) =>
    `Commission ${percent} % sur la commande ${code} de ${name}`,
  networkCommission: (percent: string, level: number, code: string, name: string) =>
    `Commission réseau ${percent} % (niveau ${level}) sur la commande ${code} de ${name}`,
  sponsorBonus: (name: string) => `Prime sponsor : activation de ${name}`,
  reversal: (code: string) => `Annulation de la commande ${code} : gain repris`,
} as const;

/** reward_type of P12.3; `kind` tells the ledger's own kinds apart. */
export const REWARD_TYPES = ['commission', 'sponsor_bonus', 'other'] as const;
export const REWARD_KINDS = ['commission', 'network_commission', 'sponsor_bonus', 'reversal'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export const rewardTypeOfKind = (kind: RewardKind): (typeof REWARD_TYPES)[number] =>
  kind === 'network_commission' ? 'commission' : kind === 'reversal' ? 'other' : kind;

const personSchema = z.object({ firstname: z.string(), lastname: z.string().nullable() });

export const rewardSchema = z.object({
  id: z.string(),
  reward_type: z.enum(REWARD_TYPES),
  kind: z.enum(REWARD_KINDS),
  level: z.number().int(),
  description: z.string(),
  reward_date: z.string(),
  /** Negative for a reversal. */
  amount: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  order_code: z.string().nullable(),
  source_user: personSchema.nullable(),
  /** An order cancelled after payment took this reward back (a reversal row says so). */
  reversed: z.boolean(),
  paid_at: z.string().nullable(),
  payout_reference: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const freeDishCreditSchema = z.object({
  id: z.string(),
  /** `id` null and name 'Plat surprise': any dish up to `cap_amount`. */
  dish: z.object({ id: z.string().nullable(), name: z.string() }),
  cap_amount: z.number().int(),
  expires_at: z.string(),
  created_at: z.string(),
  status: z.enum(FREE_DISH_CREDIT_STATUSES),
  available: z.boolean(),
  source_user: personSchema.nullable(),
  /** The paid order that used it. */
  used_order_id: z.string().nullable(),
});
export type FreeDishCredit = z.infer<typeof freeDishCreditSchema>;

/** GET /api/sponsor/link */
export const sponsorLinkResponseSchema = z.object({
  register_link: z.string(),
  referral_code: z.string(),
  register_sponsor_link: z.string(),
});
export type SponsorLinkResponse = z.infer<typeof sponsorLinkResponseSchema>;

/** The programme's figures as settings make them now, for the benefits list. */
export const referralProgrammeSchema = z.object({
  direct_commission_percent: z.number(),
  network_commission_percent: z.number(),
  network_depth: z.number().int(),
  sponsor_bonus: z.number().int(),
  free_dish_every: z.number().int(),
  free_dish_cap: z.number().int(),
  free_dish_valid_days: z.number().int(),
});
export type ReferralProgramme = z.infer<typeof referralProgrammeSchema>;

export const dashboardOrderSchema = z.object({
  id: z.string(),
  code_commande: z.string(),
  total_price: z.number().int(),
  paid_at: z.string(),
  /** The level-1 commission credited on it (0 when none). */
  commission: z.number().int(),
  sponsorship: z.object({ sponsored: z.object({ firstname: z.string() }) }),
});

export const networkMemberSchema = z.object({
  id: z.string(),
  sponsored: personSchema,
  sponsored_user_status: z.enum(USER_STATUSES),
  activation_status: z.enum(ACTIVATION_STATUSES),
  created_at: z.string(),
  level: z.number().int(),
  /** Their orders still paid. */
  orders_count: z.number().int(),
  /** What the viewer earned from this person, not taken back. */
  rewards: z.array(rewardSchema),
});
export type NetworkMember = z.infer<typeof networkMemberSchema>;

/** GET /api/sponsor/dashboard (P12.3; figures as P7.10 reads them). */
export const sponsorDashboardSchema = z.object({
  sponsored_count: z.number().int(),
  total_earnings: z.number().int(),
  pending_earnings: z.number().int(),
  free_dishes_available: z.number().int(),
  recent_orders: z.array(dashboardOrderSchema),
  recent_sponsored: z.array(networkMemberSchema),
  user_status: z.enum(USER_STATUSES),
  activation_status: z.enum(ACTIVATION_STATUSES),
  /** Only an active sponsor shows 'Sponsor Premium'. */
  is_premium: z.boolean(),
  referral_code: z.string().nullable(),
  next_payout_date: z.string(),
  programme: referralProgrammeSchema,
});
export type SponsorDashboard = z.infer<typeof sponsorDashboardSchema>;

/** GET /api/sponsor/rewards */
export const sponsorRewardsSchema = z.object({
  rewards: z.array(rewardSchema),
  free_dish_credits: z.array(freeDishCreditSchema),
  summary: z.object({
    total_earnings: z.number().int(),
    pending_earnings: z.number().int(),
    paid_earnings: z.number().int(),
    next_payout_date: z.string(),
    min_payout: z.number().int(),
  }),
});
export type SponsorRewards = z.infer<typeof sponsorRewardsSchema>;

const activationPaymentInfoSchema = z.object({
  amount: z.number().int(),
  currency: z.literal('FCFA'),
  sponsor_grille_id: z.string(),
  kit_description: z.string(),
  user_id: z.string(),
});

/** GET /api/sponsor/activation: what a sponsor still has to pay, for the 'activation en attente' banner. */
export const sponsorActivationSchema = z.object({
  activation_status: z.enum(ACTIVATION_STATUSES),
  activated_at: z.string().nullable(),
  kit_handed_over_at: z.string().nullable(),
  payment_info: activationPaymentInfoSchema.nullable(),
  pending_payment: z
    .object({ payment_id: z.string(), tx_reference: z.string().nullable(), status: z.literal('pending') })
    .nullable(),
});
export type SponsorActivation = z.infer<typeof sponsorActivationSchema>;

/** POST /api/sponsor/payment body (P12.3). */
export const sponsorPaymentSchema = z.object(
  {
    user_id: z
      .string({ error: sponsorMessages.userRef })
      .min(1, sponsorMessages.userRef)
      .max(ORDER_LIMITS.id, sponsorMessages.userRef),
    phone_number: phoneSchema,
    network: z.enum(PAYMENT_NETWORKS, { error: paymentMessages.network }).default('FLOOZ'),
  },
  { error: messages.invalidInput },
);
export type SponsorPaymentInput = z.input<typeof sponsorPaymentSchema>;
export type SponsorPayment = z.output<typeof sponsorPaymentSchema>;

export const sponsorPaymentStartedSchema = paymentStartedSchema.extend({ amount: z.number().int() });
export type SponsorPaymentStarted = z.infer<typeof sponsorPaymentStartedSchema>;

/** Texts of a referrer's payout number. */
export const payoutAccountMessages = {
  saved: 'Votre numéro de versement a été enregistré.',
  referrersOnly: "Seuls les apporteurs d'affaires et les sponsors reçoivent des versements.",
} as const;

/** PUT /api/me/payout-account body: the mobile-money number and network a referrer's month-end payout goes to. */
export const payoutAccountSchema = z.object(
  {
    payout_phone: phoneSchema,
    payout_network: z.enum(PAYMENT_NETWORKS, { error: paymentMessages.network }),
  },
  { error: messages.invalidInput },
);
export type PayoutAccountInput = z.infer<typeof payoutAccountSchema>;

/** GET/PUT /api/me/payout-account answer: null until the referrer has said. */
export const payoutAccountResponseSchema = z.object({
  payout_phone: z.string().nullable(),
  payout_network: z.enum(PAYMENT_NETWORKS).nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountResponseSchema>;
