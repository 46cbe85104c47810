import { z } from 'zod';
import { REFUND_STATUSES } from '../statuses.js';
import { reservationSummarySchema } from './orders.js';

/**
 * POST /api/reservations/{id}/cancel answer; `refund` is set when a paid reservation was cancelled (P2.6).
 */
export const reservationCancelResponseSchema = z.object({
  message: z.string(),
  reservation: reservationSummarySchema,
  refund: z.object({ amount: z.number().int(), status: z.enum(REFUND_STATUSES) }).nullable(),
});
export type ReservationCancelResponse = z.infer<typeof reservationCancelResponseSchema>;
