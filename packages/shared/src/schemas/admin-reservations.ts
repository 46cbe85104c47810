import { z } from 'zod';
import { messages } from '../messages.js';
import { paidWithSchema, staffOrderDishSchema } from './admin-orders.js';
import { lastMoveSchema } from './orders.js';
import { reservationSummarySchema } from './reservations.js';
import type { ReservationStatus } from '../statuses.js';

export const adminReservationMessages = {
  notFound: 'Réservation introuvable.',
  status: 'Choisissez «\u00a0prête à retirer\u00a0», «\u00a0retirée\u00a0» ou «\u00a0non retirée\u00a0».',
  notPaid: "Cette réservation n'est pas payée : elle ne peut pas être préparée ni remise.",
  invalidTransition: 'Cette réservation ne peut plus passer à ce statut.',
  changed: 'Cette réservation vient de changer. Rechargez la liste.',
  notYetPickupTime: "«\u00a0Non retirée\u00a0» se note une fois l'heure de retrait passée.",
  notReady: '«\u00a0Retirée\u00a0» se note une fois la réservation prête.',
  from: 'Date de début invalide (AAAA-MM-JJ).',
  days: 'Le nombre de jours doit être compris entre 1 et 31.',
} as const;

/** What staff mark on a paid reservation at the counter. */
export const STAFF_RESERVATION_STATUSES = [
  'ready',
  'picked_up',
  'no_show',
] as const satisfies readonly ReservationStatus[];
export type StaffReservationStatus = (typeof STAFF_RESERVATION_STATUSES)[number];

/**
 * Where staff may move a reservation from each status: a paid (confirmed) one is made ready, then picked up or
 * not; 'picked up' only once it is ready, 'not picked up' only once its pickup time has passed (checked with the
 * clock by the server). Others do not move.
 */
export const reservationTransitions: Record<ReservationStatus, readonly StaffReservationStatus[]> = {
  pending: [],
  confirmed: ['ready', 'no_show'],
  ready: ['picked_up', 'no_show'],
  picked_up: [],
  no_show: [],
  cancelled: [],
};

/** True when staff may move a reservation from `from` to `to`. */
export const canMoveReservation = (from: ReservationStatus, to: StaffReservationStatus): boolean =>
  reservationTransitions[from].includes(to);

/** POST /api/admin/reservations/{id}/status body. */
export const adminReservationStatusSchema = z.object(
  { status: z.enum(STAFF_RESERVATION_STATUSES, { error: adminReservationMessages.status }) },
  { error: messages.invalidInput },
);

/** GET /api/admin/reservations: `days` days from `from` (default today, Lomé time = UTC). */
export const adminReservationListQuerySchema = z.object({
  from: z.iso.date({ error: adminReservationMessages.from }).optional(),
  days: z.coerce
    .number({ error: adminReservationMessages.days })
    .int(adminReservationMessages.days)
    .min(1, adminReservationMessages.days)
    .max(31, adminReservationMessages.days)
    .default(7),
});

export const adminReservationSchema = reservationSummarySchema.extend({
  customer: z.object({
    firstname: z.string(),
    lastname: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  dishes: z.array(staffOrderDishSchema),
  last_move: lastMoveSchema.nullable().optional(),
  /** What paid it (the kitchen ticket states it); null while unpaid. */
  paid_with: paidWithSchema.nullable().optional(),
});
export type AdminReservation = z.infer<typeof adminReservationSchema>;

/** What is left to prepare on one day: the dishes of its paid reservations not yet ready, added up per dish. */
export const preparationDaySchema = z.object({
  day: z.string(),
  reservations: z.number().int(),
  dishes: z.array(z.object({ dish_id: z.string(), dish_name: z.string(), quantity: z.number().int() })),
});
export type PreparationDay = z.infer<typeof preparationDaySchema>;

export const adminReservationListSchema = z.object({
  reservations: z.array(adminReservationSchema),
  preparation: z.array(preparationDaySchema),
});
export type AdminReservationList = z.infer<typeof adminReservationListSchema>;
