/** The reports' fixed data set around the week of 2 to 8 March 2026, and the tallies an owner would make of it. */

export type Fixture = {
  code: string;
  paidAt: string | null;
  cancelledAt?: string;
  network?: 'FLOOZ' | 'TMONEY' | 'CASH';
  /** Where the order came from; the site unless said. */
  source?: 'site' | 'phone' | 'whatsapp' | 'counter';
  /** Who recorded the cash of a cash order: the cashier at the counter or the rider at the door. */
  collector?: 'cashier' | 'rider';
  /** The payment PayGate confirmed, when it differs from the order's total. */
  confirmed?: number;
  /** No payment row at all (marked paid by hand). */
  noPayment?: boolean;
  lines: { dish: 'a' | 'b' | 'c'; quantity: number }[];
  delivery?: number;
  freeDish?: number;
  newsletter?: number;
  refund?: { status: 'pending' | 'settled'; at: string; settledAt?: string };
};

export const PRICES = { a: 2_500, b: 1_500, c: 6_000 };

/** A fixed data set around the week of 2 to 8 March 2026, with rows just outside it. */
export const orders: Fixture[] = [
  { code: 'A1', paidAt: '2026-03-02T08:15:00.000Z', network: 'FLOOZ', lines: [{ dish: 'a', quantity: 2 }] },
  {
    code: 'A2',
    paidAt: '2026-03-02T12:40:00.000Z',
    network: 'TMONEY',
    source: 'whatsapp',
    lines: [
      { dish: 'b', quantity: 3 },
      { dish: 'c', quantity: 1 },
    ],
    delivery: 500,
    freeDish: 1_500,
  },
  {
    code: 'A3',
    paidAt: '2026-03-04T12:05:00.000Z',
    network: 'FLOOZ',
    source: 'phone',
    lines: [{ dish: 'c', quantity: 2 }],
    newsletter: 1_200,
  },
  // Paid then cancelled: counts as paid on the 5th, cancelled on the 6th, owed back.
  {
    code: 'A4',
    paidAt: '2026-03-05T19:59:59.000Z',
    cancelledAt: '2026-03-06T09:00:00.000Z',
    network: 'TMONEY',
    lines: [{ dish: 'a', quantity: 1 }],
    refund: { status: 'pending', at: '2026-03-06T09:00:00.000Z' },
  },
  // Paid then cancelled, refund paid back within the week.
  {
    code: 'A5',
    paidAt: '2026-03-07T11:00:00.000Z',
    cancelledAt: '2026-03-07T11:10:00.000Z',
    network: 'FLOOZ',
    lines: [{ dish: 'b', quantity: 2 }],
    refund: { status: 'settled', at: '2026-03-07T11:10:00.000Z', settledAt: '2026-03-08T23:59:00.000Z' },
  },
  // PayGate confirmed more than the order's total (a mismatch to list).
  {
    code: 'A6',
    paidAt: '2026-03-08T21:30:00.000Z',
    network: 'FLOOZ',
    confirmed: 9_000,
    lines: [{ dish: 'c', quantity: 1 }],
  },
  // Marked paid with no payment: listed as unconfirmed.
  { code: 'A7', paidAt: '2026-03-03T10:00:00.000Z', noPayment: true, lines: [{ dish: 'a', quantity: 1 }] },
  // Cash: at the counter, at the door, and one taken at the door then cancelled (its cash owed back).
  {
    code: 'C1',
    paidAt: '2026-03-03T12:30:00.000Z',
    network: 'CASH',
    source: 'counter',
    collector: 'cashier',
    lines: [{ dish: 'b', quantity: 2 }],
  },
  {
    code: 'C2',
    paidAt: '2026-03-06T13:10:00.000Z',
    network: 'CASH',
    source: 'phone',
    collector: 'rider',
    lines: [{ dish: 'c', quantity: 1 }],
    delivery: 1_000,
  },
  {
    code: 'C3',
    paidAt: '2026-03-06T13:40:00.000Z',
    cancelledAt: '2026-03-06T14:00:00.000Z',
    network: 'CASH',
    source: 'whatsapp',
    collector: 'rider',
    lines: [{ dish: 'a', quantity: 1 }],
    refund: { status: 'pending', at: '2026-03-06T14:00:00.000Z' },
  },
  // Cancelled unpaid.
  { code: 'A8', paidAt: null, cancelledAt: '2026-03-03T10:30:00.000Z', lines: [{ dish: 'b', quantity: 1 }] },
  // Outside the range, on both sides.
  { code: 'B1', paidAt: '2026-03-01T23:59:59.999Z', network: 'FLOOZ', lines: [{ dish: 'c', quantity: 5 }] },
  { code: 'B2', paidAt: '2026-03-09T00:00:00.000Z', network: 'TMONEY', lines: [{ dish: 'a', quantity: 4 }] },
];

export const FROM = '2026-03-02';
export const TO = '2026-03-08';
export const inRange = (iso: string | null | undefined) =>
  !!iso && iso >= `${FROM}T00` && iso < '2026-03-09T00';
export const dishesTotal = (o: Fixture) => o.lines.reduce((s, l) => s + PRICES[l.dish] * l.quantity, 0);
export const totalOf = (o: Fixture) =>
  dishesTotal(o) + (o.delivery ?? 0) - (o.freeDish ?? 0) - (o.newsletter ?? 0);

export const paid = () => orders.filter((o) => inRange(o.paidAt));
export const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
/** The sales paid in the range as an owner would tally them by hand: the orders and the reservation R1. */
export type Sale = {
  code: string;
  at: string;
  total: number;
  refunded: number;
  method: string;
  source: string;
  cancelled: boolean;
};
export const sales = (): Sale[] => [
  ...paid().map((o) => ({
    code: o.code,
    at: o.paidAt!,
    total: totalOf(o),
    refunded: o.refund ? totalOf(o) : 0,
    method: o.noPayment ? 'inconnu' : o.network!,
    source: o.source ?? 'site',
    cancelled: !!o.cancelledAt,
  })),
  {
    code: 'R1',
    at: '2026-03-05T09:00:00.000Z',
    total: 5_000,
    refunded: 0,
    method: 'TMONEY',
    source: 'site',
    cancelled: false,
  },
];
export const tallied = (xs: Sale[]) => {
  const gross = sum(xs.map((x) => x.total));
  const refunded = sum(xs.map((x) => x.refunded));
  return { orders: xs.length, gross, refunded, revenue: gross - refunded };
};
