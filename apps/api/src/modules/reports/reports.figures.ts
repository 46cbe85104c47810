import {
  parseChosenOptions,
  type AdminReport,
  type CashCollector,
  type ReconciliationLine,
  type TopChoice,
} from '@lome/shared';
import type { CashCollection, ConfirmedPayment, PaidSale } from './reports.repository.js';

/** A number of sales and what they brought: paid (gross), given back (refunded) and kept (revenue). */
export type Tally = { orders: number; gross: number; refunded: number; revenue: number };

export const emptyTally = (): Tally => ({ orders: 0, gross: 0, refunded: 0, revenue: 0 });

/** Adds up sales: what the restaurant kept of each is what was paid less what was refunded on its payment. */
export function tally(sales: PaidSale[]): Tally {
  const t = emptyTally();
  for (const s of sales) {
    t.orders += 1;
    t.gross += s.total_price;
    t.refunded += s.refunded;
  }
  t.revenue = t.gross - t.refunded;
  return t;
}

/** The sales grouped by `keyOf`, each group tallied, in the order first met. */
export function tallyBy(sales: PaidSale[], keyOf: (s: PaidSale) => string): Map<string, Tally> {
  const groups = new Map<string, PaidSale[]>();
  for (const s of sales) {
    const key = keyOf(s);
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return new Map([...groups].map(([key, group]) => [key, tally(group)]));
}

/** How a sale was paid, as the figures name it: the payment's network, or 'inconnu' when no payment paid it. */
export const methodOf = (s: PaidSale): string => s.method ?? 'inconnu';

/**
 * PayGate's confirmations against the sales marked paid by mobile money (cash is reconciled against who took it):
 * a line per difference, so that confirmed - marked_paid = the sum of (confirmed - recorded) over the lines.
 */
export function reconcile(confirmed: ConfirmedPayment[], paid: PaidSale[]) {
  const payable = confirmed.filter((p) => p.purpose !== 'sponsor_activation');
  const lines: ReconciliationLine[] = [];
  for (const p of payable) {
    const line = {
      code: p.code,
      tx_reference: p.tx_reference,
      confirmed: p.amount,
      recorded: p.recorded ?? 0,
    };
    if (p.refund_status) {
      lines.push({
        kind: 'refund',
        ...line,
        refund_status: p.refund_status,
        refund_reference: p.refund_reference,
      });
    } else if (p.recorded === null) lines.push({ kind: 'not_marked_paid', ...line });
    else if (p.recorded !== p.amount) lines.push({ kind: 'amount_mismatch', ...line });
  }
  const confirmedIds = new Set(payable.map((p) => p.id));
  // Marked paid by mobile money: any sale not paid in cash, but for a sale of 0 FCFA (nothing to confirm).
  const byMobileMoney = paid.filter(
    (s) => s.method !== 'CASH' && !(s.method === null && s.total_price === 0),
  );
  for (const s of byMobileMoney) {
    if (s.payment_id !== null && confirmedIds.has(s.payment_id)) continue;
    lines.push({
      kind: 'no_confirmation',
      code: s.code,
      tx_reference: null,
      confirmed: 0,
      recorded: s.total_price,
    });
  }
  const sum = (xs: { total_price: number }[]) => xs.reduce((n, x) => n + x.total_price, 0);
  const orders = sum(byMobileMoney.filter((s) => s.kind === 'order'));
  const reservations = sum(byMobileMoney.filter((s) => s.kind === 'reservation'));
  return {
    confirmed: payable.reduce((n, p) => n + p.amount, 0),
    sponsor_activations: confirmed
      .filter((p) => p.purpose === 'sponsor_activation')
      .reduce((n, p) => n + p.amount, 0),
    marked_paid: orders + reservations,
    orders_marked_paid: orders,
    reservations_marked_paid: reservations,
    lines,
  } satisfies AdminReport['reconciliation'];
}

/** Who took cash, named as the back-office lists people: a rider, a cashier (staff) or an admin. */
export function cashCollectors(rows: CashCollection[]): CashCollector[] {
  return rows
    .map((r) => ({
      collector_id: r.collector_id,
      name: r.firstname ? [r.firstname, r.lastname].filter(Boolean).join(' ') : 'Non renseigné',
      role: r.role === 'rider' || r.role === 'staff' || r.role === 'admin' ? r.role : ('unknown' as const),
      sales: Number(r.sales),
      amount: Number(r.amount),
      refunded: Number(r.refunded),
    }))
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

/**
 * The choices most taken on `lines` ("Choix les plus pris"): per choice (its id, else its group and name as
 * sold), the dishes that took it and the sum of its price changes, most taken first, then most brought.
 */
export function topChoices(
  lines: { quantity: number; options: string | null }[],
  limit: number,
): TopChoice[] {
  const byChoice = new Map<string, TopChoice>();
  for (const l of lines) {
    for (const o of parseChosenOptions(l.options)) {
      const key = o.choice_id || `${o.group}\u0000${o.name}`;
      const seen = byChoice.get(key) ?? { group: o.group, name: o.name, count: 0, revenue: 0 };
      seen.count += l.quantity;
      seen.revenue += l.quantity * o.price_delta;
      byChoice.set(key, seen);
    }
  }
  return [...byChoice.values()]
    .sort(
      (a, b) =>
        b.count - a.count ||
        b.revenue - a.revenue ||
        a.group.localeCompare(b.group) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit);
}
