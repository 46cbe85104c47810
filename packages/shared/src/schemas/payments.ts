import { z } from 'zod';
import { messages } from '../messages.js';
import { ORDER_LIMITS, orderMessages, phoneSchema } from './orders.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';
import { PAYMENT_STATUSES, type PaymentStatus } from '../statuses.js';
import { PAYMENT_NETWORKS, RECORDED_PAYMENT_NETWORKS } from '../phone.js';

const DESCRIPTION_MAX = TEXT_LIMITS.description;

export const paymentMessages = {
  started: 'Paiement initié! Vérifiez votre téléphone pour confirmer.',
  network: 'Réseau invalide : FLOOZ ou TMONEY.',
  target: 'Veuillez indiquer la commande ou la réservation à payer.',
  alreadyPaid: 'Cette commande est déjà payée.',
  reservationAlreadyPaid: 'Cette réservation est déjà payée.',
  cancelled: 'Impossible de payer une commande annulée.',
  reservationCancelled: 'Impossible de payer une réservation annulée.',
  invalidParams: 'Numéro de téléphone ou montant invalide.',
  providerRefused: 'Le service de paiement a refusé la demande. Veuillez réessayer plus tard.',
  providerUnavailable:
    'Le service de paiement est momentanément indisponible. Veuillez réessayer dans un instant.',
  notFound: 'Paiement introuvable.',
  paymentRef: 'Référence de paiement invalide.',
  descriptionTooLong: textMessages.descriptionTooLong,
  inProgress: 'Un paiement est déjà en cours : confirmez-le sur votre téléphone.',
  initError: "Erreur lors de l'initiation du paiement",
  timeout: 'Délai de paiement dépassé. Veuillez réessayer ou contacter le support.',
  verifying:
    'Nous vérifions votre paiement… si une demande arrive sur votre téléphone, vous pouvez la valider',
} as const;

/** POST /api/payment body (P12.3). An `amount` sent by the browser is dropped: the server charges its own total (P1.2). */
export const paymentCreateSchema = z
  .object(
    {
      phone_number: phoneSchema,
      network: z.enum(PAYMENT_NETWORKS, { error: paymentMessages.network }).default('FLOOZ'),
      order_id: textInput({ error: orderMessages.orderRef })
        .min(1, { error: paymentMessages.target, abort: true })
        .max(ORDER_LIMITS.id, orderMessages.orderRef)
        .optional(),
      reservation_id: textInput({ error: orderMessages.reservationRef })
        .min(1, { error: paymentMessages.target, abort: true })
        .max(ORDER_LIMITS.id, orderMessages.reservationRef)
        .optional(),
      description: textInput({ error: messages.invalidValue })
        .trim()
        .max(DESCRIPTION_MAX, paymentMessages.descriptionTooLong)
        .optional(),
      /**
       * Ours (decision 0077): the prompt under way this request replaces, even for the same number ("Réessayer"); it
       * is ended (still re-checked with PayGate) only while it is that one, so a repeated tap pushes once.
       */
      replaces_payment_id: textInput({ error: paymentMessages.paymentRef })
        .max(ORDER_LIMITS.id, paymentMessages.paymentRef)
        .transform((v) => v || undefined)
        .optional(),
    },
    { error: messages.invalidInput },
  )
  .refine((p) => (p.order_id ? 1 : 0) + (p.reservation_id ? 1 : 0) === 1, {
    message: paymentMessages.target,
    path: ['order_id'],
  });
export type PaymentCreateInput = z.input<typeof paymentCreateSchema>;
export type PaymentCreate = z.output<typeof paymentCreateSchema>;

/**
 * How a push went, in POST /api/payment's answer: 'pending' until the customer confirms on the phone, 'success'
 * when already paid, 'verifying' when PayGate's answer to the push was lost: the server asks PayGate about it and
 * the phone may ring all the same (decision 0047). The payment itself is then still 'pending' (PAYMENT_STATUSES).
 */
export const PAYMENT_START_STATUSES = ['pending', 'verifying', 'success'] as const satisfies readonly (
  Extract<PaymentStatus, 'pending'> | 'verifying' | 'success'
)[];

/** POST /api/payment answer; `tx_reference` is null only while 'verifying'. */
export const paymentStartedSchema = z.object({
  status: z.enum(PAYMENT_START_STATUSES),
  tx_reference: z.string().nullable(),
  message: z.string(),
  payment_id: z.string(),
});
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'En attente de confirmation',
  paid: 'Paiement confirmé',
  cancelled: 'Paiement annulé',
  expired: 'Paiement expiré',
  failed: 'Paiement échoué',
};

/** GET /api/payments/{id}: the live state of one payment (the /payment-status page). */
export const paymentStatusResponseSchema = z.object({
  payment_id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  label: z.string(),
  tx_reference: z.string().nullable(),
  payment_reference: z.string().nullable(),
  amount: z.number().int(),
  network: z.enum(RECORDED_PAYMENT_NETWORKS),
  phone_number: z.string(),
  order_id: z.string().nullable(),
  reservation_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** A pending payment whose push got no answer: PayGate is being asked about it (decision 0047). */
  verifying: z.boolean(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;
