import {
  fullName,
  orderStatusLabels,
  type AdminReport,
  type ReconciliationLine,
  type ReportRange,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { toCsv } from '../../lib/csv.js';
import * as repo from './reports.repository.js';

const TOP_DISHES = 10;
const DAY_MS = 86_400_000;

/** A range of Lomé days as the half-open interval of ISO timestamps it covers (Lomé is UTC). */
export function boundsOf({ from, to }: ReportRange): repo.Bounds {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString();
  return { start: `${from}T00:00:00.000Z`, end };
}

/** Every day from `from` to `to`, both included. */
function daysOf({ from, to }: ReportRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Sets PayGate's confirmations against what we marked paid (orders and reservations): a line per difference,
 * so that confirmed - marked_paid = the sum of (confirmed - recorded) over the lines.
 */
export function reconcile(
  confirmed: repo.ConfirmedPayment[],
  marked: repo.MarkedPaid[],
): AdminReport['reconciliation'] {
  const payable = confirmed.filter((p) => p.purpose !== 'sponsor_activation');
  const lines: ReconciliationLine[] = [];
  for (const p of payable) {
    const line = {
      code: p.code,
      tx_reference: p.tx_reference,
      confirmed: p.amount,
      recorded: p.recorded ?? 0,
    };
    if (p.owed_back) lines.push({ kind: 'refund', ...line });
    else if (p.recorded === null) lines.push({ kind: 'not_marked_paid', ...line });
    else if (p.recorded !== p.amount) lines.push({ kind: 'amount_mismatch', ...line });
  }
  const confirmedIds = new Set(payable.map((p) => p.id));
  for (const m of marked) {
    if (m.payment_id !== null && confirmedIds.has(m.payment_id)) continue;
    lines.push({
      kind: 'no_confirmation',
      code: m.code,
      tx_reference: null,
      confirmed: 0,
      recorded: m.amount,
    });
  }
  const sum = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);
  const orders = sum(marked.filter((m) => m.kind === 'order'));
  const reservations = sum(marked.filter((m) => m.kind === 'reservation'));
  return {
    confirmed: sum(payable),
    sponsor_activations: sum(confirmed.filter((p) => p.purpose === 'sponsor_activation')),
    marked_paid: orders + reservations,
    orders_marked_paid: orders,
    reservations_marked_paid: reservations,
    lines,
  };
}

/** Every figure of the range, each a sum of the rows it names. */
export async function buildReport(db: Db, range: ReportRange): Promise<AdminReport> {
  const b = boundsOf(range);
  const [
    paid,
    byMethod,
    byDay,
    byHour,
    topQty,
    topRevenue,
    cancelled,
    refunds,
    rewards,
    customers,
    confirmed,
    marked,
  ] = await Promise.all([
    repo.paidOrderTotals(db, b),
    repo.paidOrdersByMethod(db, b),
    repo.paidOrdersByDay(db, b),
    repo.paidOrdersByHour(db, b),
    repo.dishSales(db, b, 'quantity', TOP_DISHES),
    repo.dishSales(db, b, 'revenue', TOP_DISHES),
    repo.cancellations(db, b),
    repo.refunds(db, b),
    repo.rewards(db, b),
    repo.newCustomers(db, b),
    repo.confirmedPayments(db, b),
    repo.markedPaid(db, b),
  ]);
  const dayRows = new Map(byDay.map((d) => [d.date, d]));
  const hourRows = new Map(byHour.map((h) => [Number(h.hour), h]));
  return {
    ...range,
    orders_paid: paid.orders,
    revenue: paid.revenue,
    average_basket: paid.orders ? Math.floor(paid.revenue / paid.orders) : 0,
    by_method: byMethod
      .map((m) => ({ method: m.method ?? 'inconnu', orders: m.orders, revenue: m.revenue }))
      .sort((x, y) => x.method.localeCompare(y.method)),
    // Orders say no source yet (every order comes from the site); staff-entered orders (P8.3) will add
    // theirs.
    by_source: paid.orders ? [{ source: 'site', orders: paid.orders, revenue: paid.revenue }] : [],
    discounts: {
      free_dishes: paid.free_dishes,
      newsletter: paid.newsletter,
      total: paid.free_dishes + paid.newsletter,
    },
    cancellations: cancelled,
    refunds: {
      owed_count: refunds.owed.count,
      owed: refunds.owed.amount,
      settled_count: refunds.settled.count,
      settled: refunds.settled.amount,
    },
    rewards: { earned: rewards.earned, paid_out: rewards.paidOut },
    new_customers: customers,
    revenue_by_day: daysOf(range).map((date) => ({
      date,
      orders: dayRows.get(date)?.orders ?? 0,
      revenue: dayRows.get(date)?.revenue ?? 0,
    })),
    orders_by_hour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      orders: hourRows.get(hour)?.orders ?? 0,
      revenue: hourRows.get(hour)?.revenue ?? 0,
    })),
    top_dishes: { by_quantity: topQty, by_revenue: topRevenue },
    reconciliation: reconcile(confirmed, marked),
  };
}

const csvTime = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '');

/** The orders created in the range, one line each (decision 0028). */
export async function exportOrdersCsv(db: Db, range: ReportRange): Promise<string> {
  const rows = await repo.ordersForExport(db, boundsOf(range));
  return toCsv(
    [
      'Code',
      'Créée le',
      'Payée le',
      'Annulée le',
      'Statut',
      'Client',
      'E-mail',
      'Type de compte',
      'Livraison',
      'Quantité',
      'Plats (FCFA)',
      'Livraison (FCFA)',
      'Plat offert (FCFA)',
      'Newsletter (FCFA)',
      'Total TTC (FCFA)',
      'Moyen de paiement',
      'Référence',
    ],
    rows.map((r) => [
      r.code_commande,
      csvTime(r.created_at),
      csvTime(r.paid_at),
      csvTime(r.cancelled_at),
      orderStatusLabels[r.status],
      fullName(r.firstname, r.lastname),
      r.email,
      r.user_status,
      r.is_delivery ? 'Oui' : 'Non',
      r.total_quantite,
      r.dishes_total,
      r.delivery_price,
      r.free_dish_amount,
      r.newsletter_discount,
      r.total_price,
      r.is_paid ? (r.method ?? '') : '',
      r.tx_reference,
    ]),
  );
}
