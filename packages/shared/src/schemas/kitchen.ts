import { z } from 'zod';
import { messages } from '../messages.js';
import { hoursMessages, openingHoursErrors, type OpeningHours } from '../hours.js';
import { DELAY_STEP_MINUTES, PAUSE_CHOICES } from '../kitchen.js';
import { textInput } from './text.js';

/** GET /api/restaurant/status (P4.3). Times are ISO 8601. */
export const restaurantStatusSchema = z.object({
  open: z.boolean(),
  paused: z.boolean(),
  accepting_orders: z.boolean(),
  message: z.string(),
  next_open_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  last_order_at: z.string().nullable().optional(),
  paused_until: z.string().nullable().optional(),
  pause_message: z.string().nullable().optional(),
  rush: z.boolean().optional(),
  /** Cash at the door up to this many FCFA; 0: the restaurant takes no cash. */
  cash_max_amount: z.number().int().optional(),
});

const slotSchema = z.object(
  { open: z.string({ error: hoursMessages.time }), close: z.string({ error: hoursMessages.time }) },
  { error: hoursMessages.time },
);
const closureSchema = z.object(
  {
    from: z.string({ error: hoursMessages.closureDate }),
    to: z.string({ error: hoursMessages.closureDate }),
    reason: textInput({ error: hoursMessages.closureReason }).trim().max(120, hoursMessages.closureReason),
  },
  { error: hoursMessages.closureDate },
);

/**
 * The opening hours as admins edit them and every page reads them: seven days (Sunday first) of periods, and
 * the exceptional closures. Overlapping or impossible periods are refused with their place and French message.
 */
export const openingHoursSchema = z
  .object(
    {
      weekly: z
        .array(z.array(slotSchema).max(4, hoursMessages.tooMany), { error: hoursMessages.format })
        .length(7, hoursMessages.format),
      closures: z.array(closureSchema).max(50).default([]),
    },
    { error: messages.invalidInput },
  )
  .superRefine((hours, ctx) => {
    for (const e of openingHoursErrors(hours as OpeningHours)) {
      ctx.addIssue({
        code: 'custom',
        message: e.message,
        path: e.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      });
    }
  });

/** GET /api/restaurant/hours: the hours, and the lines the footer prints. */
export const restaurantHoursSchema = z.object({
  weekly: z.array(z.array(z.object({ open: z.string(), close: z.string() }))),
  closures: z.array(z.object({ from: z.string(), to: z.string(), reason: z.string() })),
  /** The week as the footer prints it (footerHours): pages show it without the rules that make it. */
  groups: z.array(z.object({ days: z.string(), hours: z.string() })).optional(),
});
export type RestaurantHours = z.infer<typeof restaurantHoursSchema>;

export const kitchenMessagesFr = {
  pauseMinutes: 'Durée de pause invalide : 15, 30 ou 60 minutes, ou jusqu’à la reprise.',
  pauseMessage: 'Le message de pause fait 140 caractères au plus.',
  paused: 'Commandes en pause.',
  resumed: 'Commandes reprises.',
  delay: `Le retard s'ajoute par tranches de ${DELAY_STEP_MINUTES} minutes (jusqu'à 120).`,
  notDelayable: 'Cette commande ne peut plus être retardée.',
} as const;

/** PUT /api/admin/pause: `minutes` null pauses until staff resume. */
export const pauseRequestSchema = z.object(
  {
    minutes: z
      .union([z.literal(15), z.literal(30), z.literal(60), z.null()], {
        error: kitchenMessagesFr.pauseMinutes,
      })
      .refine(
        (m) => (PAUSE_CHOICES as readonly (number | null)[]).includes(m),
        kitchenMessagesFr.pauseMinutes,
      ),
    message: textInput({ error: kitchenMessagesFr.pauseMessage })
      .trim()
      .max(140, kitchenMessagesFr.pauseMessage)
      .nullable()
      .optional()
      .transform((v) => v || null),
  },
  { error: messages.invalidInput },
);
export type PauseRequest = z.output<typeof pauseRequestSchema>;

/** PUT /api/admin/rush. */
export const rushRequestSchema = z.object(
  { on: z.boolean({ error: messages.invalidInput }) },
  { error: messages.invalidInput },
);

/** POST /api/admin/orders/{id}/delay: pushes the order's estimate back (default +10 min). */
export const orderDelayRequestSchema = z.object(
  {
    minutes: z
      .number({ error: kitchenMessagesFr.delay })
      .int(kitchenMessagesFr.delay)
      .min(DELAY_STEP_MINUTES, kitchenMessagesFr.delay)
      .max(120, kitchenMessagesFr.delay)
      .default(DELAY_STEP_MINUTES),
  },
  { error: messages.invalidInput },
);

/** What /api/restaurant/slots answers: the delivery slots offered now (starts, ISO). */
export const deliverySlotsSchema = z.object({ slots: z.array(z.string()) });
