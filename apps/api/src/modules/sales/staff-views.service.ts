import {
  UNDO_SECONDS,
  type AdminOrder,
  type AdminReservation,
  type AdminReservationList,
  type OrderStatus,
  type PaidWith,
  type PreparationDay,
  type RecordedPaymentNetwork,
  type ReservationStatus,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { Order } from '../../db/types.js';
import { lineAllergens } from '../catalogue/allergens.service.js';
import { findSaleAttemptUnderWay } from '../payments/replace.service.js';
import { isCompanyAccount } from '../users/users.service.js';
import { ridersForBoard } from './order-riders.js';
import { findSale, findSaleItems, type SaleItemRow } from './sales.repository.js';
import { transferSales as transferSalesRows } from './sale-changes.repository.js';
import { dishIsOrdered } from './sales.repository.js';
import {
  listOrdersForStaff as listStaffOrders,
  listPickupsForStaff,
  type StaffSaleRow,
} from './staff-lists.repository.js';
import { toOrderSummary, toReservationSummary } from './views.js';

const STAFF_LIST_LIMIT = 200;

/** What paid a sale, from the paying attempt's columns read with it (`paidWithOf`); null while unpaid. */
const paidWith = (
  isPaid: boolean,
  row: { paid_network: RecordedPaymentNetwork | null; paid_amount: number | null },
): PaidWith | null =>
  isPaid && row.paid_network !== null && row.paid_amount !== null
    ? { amount: row.paid_amount, network: row.paid_network }
    : null;
const DAY_MS = 86_400_000;

const ofCompany = (r: StaffSaleRow) =>
  isCompanyAccount({ id: r.user_id, user_status: r.customer_status, company_id: r.customer_company_id });

const dishesOf = <T extends SaleItemRow>(items: T[], saleId: string) =>
  items.filter((i) => i.order_id === saleId).map(({ order_id: _, ...dish }) => dish);

/** The lines with the allergens the kitchen ticket prints (their dish's and choices', as they are now). */
async function withAllergens(db: Db, items: SaleItemRow[]) {
  const allergens = await lineAllergens(
    db,
    items.map((i) => ({ dish_id: i.dish_id, choice_ids: (i.options ?? []).flatMap((o) => o.id ?? []) })),
  );
  return items.map((i, n) => ({ ...i, ...(allergens[n]!.length > 0 && { allergens: allergens[n] }) }));
}

/** A staff move still to take back, and until when (decision 0039). */
const lastMoveOf = (r: Order) =>
  r.moved_from && r.moved_at
    ? {
        from: r.moved_from,
        to: r.status,
        at: r.moved_at,
        undo_until: new Date(Date.parse(r.moved_at) + UNDO_SECONDS * 1000).toISOString(),
      }
    : null;

/** The board's orders, newest first, of one status and/or one day (`YYYY-MM-DD`, Lomé time, which is UTC). */
export async function listOrdersForStaff(
  db: Db,
  filter: { status?: OrderStatus; day?: string; id?: string },
): Promise<AdminOrder[]> {
  // Priority support (P9.6): companies' orders first, each group newest first as read.
  const rows = (await listStaffOrders(db, filter, STAFF_LIST_LIMIT)).sort(
    (a, b) => Number(ofCompany(b)) - Number(ofCompany(a)),
  );
  const items = await withAllergens(
    db,
    await findSaleItems(
      db,
      rows.map((r) => r.id),
    ),
  );
  const riders = await ridersForBoard(db, rows);
  // The prompts the board may renew or replace (decision 0077): only orders waiting on one are asked.
  const prompts = new Map(
    await Promise.all(
      rows
        .filter((r) => r.latest_payment_status === 'pending' && r.is_paid === 0)
        .map(async (r) => [r.id, await findSaleAttemptUnderWay(db, r.id)] as const),
    ),
  );
  return rows.map((r) => ({
    ...toOrderSummary(r),
    customer: {
      id: r.user_id,
      firstname: r.customer_firstname,
      lastname: r.customer_lastname,
      email: r.customer_email,
    },
    latitude: r.latitude,
    longitude: r.longitude,
    dishes: dishesOf(items, r.id),
    prep_starts_at: r.prep_starts_at,
    escalated_at: r.escalated_at,
    is_company: ofCompany(r),
    rider: riders.get(r.id) ?? null,
    paid_with: paidWith(r.is_paid === 1, r),
    last_move: lastMoveOf(r) as AdminOrder['last_move'],
    payment_under_way: prompts.get(r.id) ?? null,
  }));
}

const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * Staff's reservations of `days` days from `from` (default today; Lomé time is UTC), soonest first, with their
 * dishes, and per day what is left to prepare: the dishes of paid reservations not yet ready, added up.
 */
export async function listReservationsForStaff(
  db: Db,
  filter: { from?: string; days: number },
  now: Date = new Date(),
): Promise<AdminReservationList> {
  const from = filter.from ?? now.toISOString().slice(0, 10);
  const rows = await listPickupsForStaff(
    db,
    `${from}T00:00:00.000Z`,
    `${dayAfter(from, filter.days)}T00:00:00.000Z`,
  );
  const items = await withAllergens(
    db,
    await findSaleItems(
      db,
      rows.map((r) => r.id),
    ),
  );
  const reservations: AdminReservation[] = rows.map((r) => ({
    ...toReservationSummary(r),
    customer: {
      firstname: r.customer_firstname,
      lastname: r.customer_lastname,
      email: r.customer_email,
      phone: r.customer_phone,
    },
    dishes: [...dishesOf(items, r.id)].sort((a, b) => a.dish_name.localeCompare(b.dish_name)),
    paid_with: paidWith(r.is_paid === 1, r),
    last_move: lastMoveOf(r) as {
      from: ReservationStatus;
      to: ReservationStatus;
      at: string;
      undo_until: string;
    } | null,
  }));
  return { reservations, preparation: preparationDays(reservations) };
}

/** Per pickup day, the dishes of the paid reservations not yet ready, added up, most first. */
function preparationDays(reservations: AdminReservation[]): PreparationDay[] {
  const days = new Map<
    string,
    { reservations: number; dishes: Map<string, PreparationDay['dishes'][number]> }
  >();
  for (const r of reservations) {
    if (r.status !== 'confirmed') continue;
    const day = r.reservation_date.slice(0, 10);
    const entry = days.get(day) ?? { reservations: 0, dishes: new Map() };
    entry.reservations++;
    for (const d of r.dishes) {
      const line = entry.dishes.get(d.dish_id) ?? { dish_id: d.dish_id, dish_name: d.dish_name, quantity: 0 };
      line.quantity += d.quantity;
      entry.dishes.set(d.dish_id, line);
    }
    days.set(day, entry);
  }
  return [...days.entries()].map(([day, e]) => ({
    day,
    reservations: e.reservations,
    dishes: [...e.dishes.values()].sort(
      (a, b) => b.quantity - a.quantity || a.dish_name.localeCompare(b.dish_name),
    ),
  }));
}

/**
 * A sale with its dishes, whoever owns it: what its e-mails and its invoice tell (each through its view), with the
 * payment that paid it. Undefined when unknown.
 */
export async function findSaleFacts(db: Db, id: string) {
  const sale = await findSale(db, id);
  if (!sale) return undefined;
  return {
    kind: sale.kind,
    userId: sale.user_id,
    paymentId: sale.payment_id,
    order: toOrderSummary(sale),
    reservation: toReservationSummary(sale),
    dishes: dishesOf(await findSaleItems(db, [id]), id),
  };
}

/** Whether any sale names the dish (the catalogue keeps such a dish, hidden, for the sale's history). */
export function isDishOrdered(db: Db, dishId: string): Promise<boolean> {
  return dishIsOrdered(db, dishId);
}

/** A caller's sales go to the account that proved their number (decision 0064), in the caller's transaction. */
export function transferSales(
  trx: Db,
  from: { userId: string },
  to: { userId: string },
): Promise<{ orders: number; reservations: number }> {
  return transferSalesRows(trx, from.userId, to.userId);
}
