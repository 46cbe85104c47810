import {
  fullName,
  ORDER_SOURCES,
  orderSourceLabels,
  paymentMethodLabels,
  paymentNetworkLabels,
  pickupPlaceLabels,
  refundStatusLabels,
  RECORDED_PAYMENT_NETWORKS,
  saleStatusLabel,
  shownEmail,
  soldLineName,
  parseChosenOptions,
  userStatusLabels,
  type AdminReport,
  type RecordedPaymentNetwork,
  type ReportRange,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { toCsv } from '../../lib/csv.js';
import {
  cashCollectors,
  emptyTally,
  methodOf,
  reconcile,
  tally,
  tallyBy,
  topChoices,
} from './reports.figures.js';
import * as exportRepo from './orders-export.repository.js';
import * as repo from './reports.repository.js';

const TOP_DISHES = 10;
const TOP_CHOICES = 10;
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

/** Every figure of the range, each a sum of the rows it names (decision 0065). */
export async function buildReport(db: Db, range: ReportRange): Promise<AdminReport> {
  const b = boundsOf(range);
  const [
    paid,
    topQty,
    topRevenue,
    cancelled,
    refunds,
    rewards,
    customers,
    confirmed,
    cash,
    outstanding,
    chosen,
  ] = await Promise.all([
    repo.paidSales(db, b),
    repo.dishSales(db, b, 'quantity', TOP_DISHES),
    repo.dishSales(db, b, 'revenue', TOP_DISHES),
    repo.cancellations(db, b),
    repo.refunds(db, b),
    repo.rewards(db, b),
    repo.newCustomers(db, b),
    repo.confirmedPayments(db, b),
    repo.cashByCollector(db, b),
    repo.cashNotCollected(db, b),
    repo.chosenLines(db, b),
  ]);
  const all = tally(paid);
  const kept = tally(paid.filter((s) => !s.cancelled));
  const byDay = tallyBy(paid, (s) => s.paid_at.slice(0, 10));
  const byHour = tallyBy(paid, (s) => String(Number(s.paid_at.slice(11, 13))));
  const collectors = cashCollectors(cash);
  const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);
  return {
    ...range,
    orders_paid: all.orders,
    revenue: all.revenue,
    gross_revenue: all.gross,
    refunded: all.refunded,
    orders_kept: kept.orders,
    average_basket: kept.orders ? Math.floor(kept.gross / kept.orders) : 0,
    by_method: [...tallyBy(paid, methodOf)]
      .map(([method, t]) => ({ method, ...t }))
      .sort((x, y) => x.method.localeCompare(y.method)),
    by_source: [...tallyBy(paid, (s) => s.source)]
      .map(([source, t]) => ({ source, ...t }))
      .sort((x, y) => ORDER_SOURCES.indexOf(x.source as never) - ORDER_SOURCES.indexOf(y.source as never)),
    discounts: {
      free_dishes: sum(paid.map((s) => s.free_dish_amount)),
      newsletter: sum(paid.map((s) => s.newsletter_discount)),
      total: sum(paid.map((s) => s.free_dish_amount + s.newsletter_discount)),
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
    revenue_by_day: daysOf(range).map((date) => ({ date, ...(byDay.get(date) ?? emptyTally()) })),
    orders_by_hour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      ...(byHour.get(String(hour)) ?? emptyTally()),
    })),
    top_dishes: { by_quantity: topQty, by_revenue: topRevenue },
    top_choices: topChoices(chosen, TOP_CHOICES),
    reconciliation: reconcile(confirmed, paid),
    cash: {
      collected: sum(collectors.map((c) => c.amount)),
      collectors,
      outstanding: outstanding.map((o) => ({
        rider_id: o.rider_id,
        name: fullName(o.firstname, o.lastname),
        sales: Number(o.sales),
        amount: Number(o.amount),
      })),
    },
  };
}

const csvTime = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '');

/** What paid a sale, or the way it is to be paid while unpaid ('Espèces', 'Flooz', 'Mobile money'). */
function paymentText(r: exportRepo.ExportRow): string {
  const network = RECORDED_PAYMENT_NETWORKS.find((n) => n === r.method) as RecordedPaymentNetwork | undefined;
  if (r.is_paid && network) return paymentNetworkLabels[network];
  return paymentMethodLabels[r.payment_method];
}

/**
 * The orders created in the range, one line each (decision 0028), in the words of the back-office: statuses, origin,
 * account type and way of paying in French, the rider by name, what was refunded, and its dishes with their
 * choices and notes; no stand-in address.
 */
export async function exportOrdersCsv(db: Db, range: ReportRange): Promise<string> {
  const bounds = boundsOf(range);
  const [rows, lines] = await Promise.all([
    exportRepo.ordersForExport(db, bounds),
    exportRepo.linesForExport(db, bounds),
  ]);
  const dishesOf = new Map<string, string[]>();
  for (const l of lines) {
    const named = soldLineName(l.dish_name, { options: parseChosenOptions(l.options), note: l.note });
    dishesOf.set(l.order_id, [...(dishesOf.get(l.order_id) ?? []), `${l.quantity} × ${named}`]);
  }
  return toCsv(
    [
      'Code',
      'Créée le',
      'Payée le',
      'Annulée le',
      'Statut',
      'Origine',
      'Client',
      'E-mail',
      'Type de compte',
      'Mode',
      'Livreur',
      'Quantité',
      'Plats (FCFA)',
      'Livraison (FCFA)',
      'Plat offert (FCFA)',
      'Newsletter (FCFA)',
      'Total TTC (FCFA)',
      'Moyen de paiement',
      'Référence',
      'Remboursement (FCFA)',
      'Remboursement',
      'Référence du remboursement',
      'Plats',
    ],
    rows.map((r) => [
      r.code_commande,
      csvTime(r.created_at),
      csvTime(r.paid_at),
      csvTime(r.cancelled_at),
      saleStatusLabel(r.kind, r.status),
      orderSourceLabels[r.source],
      fullName(r.firstname, r.lastname),
      shownEmail(r.email) ?? '',
      userStatusLabels[r.user_status],
      r.is_delivery ? 'Livraison' : pickupPlaceLabels[r.pickup_location ?? 'restaurant'],
      r.rider_firstname ? fullName(r.rider_firstname, r.rider_lastname) : '',
      r.total_quantite,
      r.dishes_total,
      r.delivery_price,
      r.free_dish_amount,
      r.newsletter_discount,
      r.total_price,
      paymentText(r),
      r.tx_reference,
      Number(r.refunded),
      r.refund_status ? refundStatusLabels[r.refund_status] : '',
      r.refund_reference,
      (dishesOf.get(r.id) ?? []).join(' | '),
    ]),
  );
}
