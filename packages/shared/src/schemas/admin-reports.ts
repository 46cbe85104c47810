import { z } from 'zod';

/** The longest range a report covers: a year and a day (a leap year, inclusive). */
export const REPORT_MAX_DAYS = 366;

export const reportMessages = {
  date: 'Indiquez une date au format AAAA-MM-JJ.',
  range: 'La date de fin doit suivre la date de début.',
  rangeTooLong: `La période ne peut pas dépasser ${REPORT_MAX_DAYS} jours.`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day in Lomé time (UTC), `YYYY-MM-DD`, that exists. */
export const reportDaySchema = z
  .string({ error: reportMessages.date })
  // Aborts: the existence check below reads only a well-formed day ('2026-1-1' made Date throw).
  .regex(DAY, { error: reportMessages.date, abort: true })
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().startsWith(d);
  }, reportMessages.date);

/** Whole days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** GET /api/admin/reports and its CSV: a range of Lomé days, both included. */
export const reportRangeQuerySchema = z
  .object({ from: reportDaySchema, to: reportDaySchema })
  .refine((q) => q.from <= q.to, { message: reportMessages.range, path: ['to'] })
  .refine((q) => daysInRange(q.from, q.to) <= REPORT_MAX_DAYS, {
    message: reportMessages.rangeTooLong,
    path: ['to'],
  });
export type ReportRange = z.infer<typeof reportRangeQuerySchema>;

const int = () => z.number().int();
/**
 * A number of paid sales and what they brought: `revenue` is what the restaurant kept (net: paid less the refunds
 * owed or made on them), `gross` what was paid, `refunded` what goes or went back.
 */
const countAndRevenue = { orders: int(), revenue: int(), gross: int(), refunded: int() };

/** Where a discrepancy between PayGate and our records comes from. */
export const reconciliationKinds = [
  /** PayGate confirmed money that is owed back (the order was cancelled, or a second payment). */
  'refund',
  /** PayGate confirmed a payment whose order or reservation is not marked paid by it. */
  'not_marked_paid',
  /** Marked paid by mobile money with no PayGate confirmation in the range. */
  'no_confirmation',
  /** Both exist, for different amounts. */
  'amount_mismatch',
] as const;
export type ReconciliationKind = (typeof reconciliationKinds)[number];

export const reconciliationLineSchema = z.object({
  kind: z.enum(reconciliationKinds),
  /** The order's or reservation's code. */
  code: z.string().nullable(),
  tx_reference: z.string().nullable(),
  /** What PayGate confirmed, and what our record says was paid (0 when absent). */
  confirmed: int(),
  recorded: int(),
  /** For a refund line: whether it is still owed or was paid back, and the reference staff recorded. */
  refund_status: z.enum(['pending', 'settled']).nullable().optional(),
  refund_reference: z.string().nullable().optional(),
});
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;

export const topDishSchema = z.object({
  dish_id: z.string(),
  name: z.string(),
  quantity: int(),
  revenue: int(),
});
export type TopDish = z.infer<typeof topDishSchema>;

/** A choice among the most taken (decision 0081): how many dishes took it, and what its price changes brought. */
export const topChoiceSchema = z.object({
  group: z.string(),
  name: z.string(),
  /** Dishes that took it: a line of 2 counts 2, a choice taken twice on a line counts twice. */
  count: int(),
  /** The sum of its price changes over those dishes (negative for a smaller size). */
  revenue: int(),
});
export type TopChoice = z.infer<typeof topChoiceSchema>;

/** Who took cash in the range: a rider at the door or staff at the counter, and what they hold for the till. */
export const cashCollectorSchema = z.object({
  /** The account that recorded "Espèces encaissées"; null for collections recorded before it was kept. */
  collector_id: z.string().nullable(),
  name: z.string(),
  role: z.enum(['rider', 'staff', 'admin', 'unknown']),
  sales: int(),
  amount: int(),
  /** Cash refunds of those sales, owed back or given back: money that left the drawer again. */
  refunded: int(),
});
export type CashCollector = z.infer<typeof cashCollectorSchema>;

/** A rider's cash sales delivered and not yet recorded as collected: cash still in their pocket. */
export const cashOutstandingSchema = z.object({
  rider_id: z.string(),
  name: z.string(),
  sales: int(),
  amount: int(),
});

/**
 * Every figure of a range, integers of FCFA (decision 0065). Sales (orders and reservations) count where they
 * were paid (paid_at in the range), each with the refunds owed or made on its payment; cancellations count where
 * they were cancelled, refunds where they were made or paid, rewards where they were earned or paid.
 */
export const adminReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Sales paid in the range (cancelled since or not). */
  orders_paid: int(),
  /** What the restaurant kept of them: paid less refunded (owed or made). */
  revenue: int(),
  gross_revenue: int(),
  refunded: int(),
  /** Sales paid in the range and not cancelled since. */
  orders_kept: int(),
  /** revenue / orders_kept rounded down; 0 without sales. */
  average_basket: int(),
  by_method: z.array(z.object({ method: z.string(), ...countAndRevenue })),
  by_source: z.array(z.object({ source: z.string(), ...countAndRevenue })),
  discounts: z.object({ free_dishes: int(), newsletter: int(), total: int() }),
  /** Orders cancelled in the range, and of them those that had been paid. */
  cancellations: z.object({ orders: int(), paid_orders: int(), paid_amount: int() }),
  /** Refunds created in the range (owed, still pending now) and refunds paid back in the range (settled). */
  refunds: z.object({ owed_count: int(), owed: int(), settled_count: int(), settled: int() }),
  /** Referral rewards earned in the range (reversals deducted) and paid out in the range. */
  rewards: z.object({ earned: int(), paid_out: int() }),
  /** Customer accounts created in the range. */
  new_customers: int(),
  revenue_by_day: z.array(z.object({ date: z.string(), ...countAndRevenue })),
  /** 24 rows, hour 0 to 23 of the payment, Lomé time. */
  orders_by_hour: z.array(z.object({ hour: int(), ...countAndRevenue })),
  /** The dishes of the sales kept (paid in the range, not cancelled), before the sales' discounts. */
  top_dishes: z.object({ by_quantity: z.array(topDishSchema), by_revenue: z.array(topDishSchema) }),
  /** Ours: the choices most taken on the dishes of the sales kept, most first ("Choix les plus pris"). */
  top_choices: z.array(topChoiceSchema).optional(),
  reconciliation: z.object({
    /** What PayGate confirmed in the range for orders and reservations (sponsor activations apart); no cash. */
    confirmed: int(),
    sponsor_activations: int(),
    /** Orders and reservations marked paid by mobile money in the range. */
    marked_paid: int(),
    orders_marked_paid: int(),
    reservations_marked_paid: int(),
    lines: z.array(reconciliationLineSchema),
  }),
  /** Cash collected in the range, by who took it; riders' delivered cash sales still to record. */
  cash: z.object({
    collected: int(),
    collectors: z.array(cashCollectorSchema),
    outstanding: z.array(cashOutstandingSchema),
  }),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
