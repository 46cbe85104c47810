import { CompiledQuery, type Kysely } from 'kysely';
import type {
  ChosenOption,
  OrderStatus,
  PaymentAttemptState,
  PaymentStatus,
  SaleKind,
  SoldOption,
} from '@lome/shared';
import type { Database, Order } from '../../db/types.js';
import { committedReader, preparedReader } from '../../db/connection.js';
import {
  attemptState,
  speakingAttemptIdOfOrder,
  speakingAttemptStateOfOrder,
} from './payment-state.repository.js';

type Db = Kysely<Database>;

/**
 * A sale (an order or a reservation, decision 0069) with the state of the payment attempt that speaks for it (null
 * when none was started), 'refunded' when that attempt's money is owed back.
 */
export type SaleRow = Order & { latest_payment_status: PaymentAttemptState | null };

const latestPaymentStatus = speakingAttemptStateOfOrder('orders').as('latest_payment_status');

export type CatalogueDish = {
  id: string;
  name: string;
  price: number;
  image: string | null;
  available: number;
  /** The Lomé day it was marked sold out, if ever. */
  sold_out_on: string | null;
  /** 1 when an admin hid its category: off the menu, so not orderable either. */
  category_hidden: number | null;
  /** Its portions a day, when it has a limit (decision 0081). */
  portions: number | null;
};

/** The dishes named in a cart, as the catalogue prices them now. */
export async function findDishesForPricing(db: Db, ids: string[]): Promise<CatalogueDish[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('dishes')
    .leftJoin('categories', 'categories.id', 'dishes.category_id')
    .select([
      'dishes.id',
      'dishes.name',
      'dishes.price',
      'dishes.image',
      'dishes.available',
      'dishes.sold_out_on',
      'categories.hidden as category_hidden',
      'dishes.portions',
    ])
    .where('dishes.id', 'in', ids)
    .execute();
}

export function findSaleByIdempotencyKey(db: Db, userId: string, key: string): Promise<SaleRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The customer's sales of one kind (their orders, or their reservations), newest first. */
export function listUserSales(db: Db, userId: string, kind: SaleKind): Promise<SaleRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findSale(db: Db, id: string): Promise<SaleRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One of the customer's sales of that kind; another's, or one of the other kind, is not found. */
export function findUserSale(
  db: Db,
  userId: string,
  id: string,
  kind: SaleKind,
): Promise<SaleRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export type SaleItemRow = {
  order_id: string;
  dish_id: string;
  dish_name: string;
  img_plat: string | null;
  quantity: number;
  /** The unit price sold, its choices' changes included. */
  price_per_unit: number;
  /** Its choices as sold (decision 0081), present only when it has some; its note, only when it has one. */
  options?: SoldOption[];
  note?: string;
};

/** A sold line's choices as stored (JSON of `ChosenOption`), as lines are read back: group, name, price change. */
export function readSoldOptions(text: string | null): SoldOption[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.map((o: Partial<ChosenOption>) => ({
      group: String(o.group ?? ''),
      name: String(o.name ?? ''),
      price_delta: Number(o.price_delta ?? 0),
      ...(o.choice_id && { id: o.choice_id }),
    }));
  } catch {
    return [];
  }
}

/** The lines of these sales, in the order they were written, with their choices and note when they have any. */
export async function findSaleItems(db: Db, saleIds: string[]): Promise<SaleItemRow[]> {
  if (saleIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_items')
    .select(['order_id', 'dish_id', 'dish_name', 'img_plat', 'quantity', 'price_per_unit', 'options', 'note'])
    .where('order_id', 'in', saleIds)
    .orderBy('id')
    .execute();
  return rows.map(({ options, note, ...line }) => {
    const sold = readSoldOptions(options);
    return { ...line, ...(sold.length > 0 && { options: sold }), ...(note && { note }) };
  });
}

/**
 * What a checkout reads before it writes, in one indexed query (orders by user): the customer's sale this stored
 * idempotency `key` made already, and, when `open` is asked, their unpaid sales of `kind` still open, those waiting
 * on a prompt included (reused, decisions 0039 and 0077); newest first.
 */
export function listCheckoutSales(
  db: Db,
  userId: string,
  ask: { kind: SaleKind; key: string | undefined; open: boolean },
): Promise<SaleRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        ...(ask.open
          ? [eb.and([eb('kind', '=', ask.kind), eb('status', '=', 'pending'), eb('is_paid', '=', 0)])]
          : []),
        ...(ask.key === undefined ? [] : [eb('idempotency_key', '=', ask.key)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .execute();
}

/** The customer's open unpaid sales made from the site's cart: orders, and reservations from its pickup tab. */
export function listOpenCartSales(db: Db, userId: string): Promise<SaleRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('user_id', '=', userId)
    .where('source', '=', 'site')
    .where('status', '=', 'pending')
    .where('is_paid', '=', 0)
    .where((eb) =>
      eb.or([
        eb('kind', '=', 'order'),
        eb.and([eb('kind', '=', 'reservation'), eb('entry_point', '=', 'cart')]),
      ]),
    )
    .execute();
}

/** Unpaid sales with no payment in progress last changed before `before` (to expire), oldest first. */
export async function listExpiredUnpaid(db: Db, before: string, limit = 100): Promise<SaleRow[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('status', '=', 'pending')
    .where('is_paid', '=', 0)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.filter((r) => r.latest_payment_status !== 'pending');
}

export async function dishIsOrdered(db: Db, dishId: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_items')
    .select('id')
    .where('dish_id', '=', dishId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type OrderPaymentView = {
  status: OrderStatus;
  is_paid: number;
  payment_id: string | null;
  payment_status: PaymentStatus | null;
  /** What that payment says of the order: its status, 'refunded' when its money is owed back. */
  payment_state: PaymentAttemptState | null;
  tx_reference: string | null;
  last_checked_at: string | null;
};

export type PolledOrderStatus = OrderPaymentView & { user_id: string };

const TOKEN = '\u0000token';
const NOW = '\u0000now';
const ORDER = '\u0000order';
const polledStatusQueries = new WeakMap<Db, CompiledQuery>();

/**
 * The polled order status read with the caller's session in one indexed query (sessions by token hash,
 * orders by id, payments by order_id). Browsers call it every 10 s during payments, so its SQL is built
 * and compiled once per database (Kysely's query building costs more than SQLite's lookup) and only the
 * parameters change.
 */
export async function findPolledOrderStatus(
  db: Db,
  tokenHash: string,
  orderId: string,
  now: string,
): Promise<PolledOrderStatus | undefined> {
  let template = polledStatusQueries.get(db);
  if (!template) {
    // The paying payment, else the latest attempt: primary-key and (order_id, created_at) lookups, no sort.
    template = db
      .selectFrom('sessions as s')
      .innerJoin('orders as o', 'o.user_id', 's.user_id')
      .leftJoin('payments as p', (join) => join.on('p.id', '=', speakingAttemptIdOfOrder('o')))
      .select([
        'o.user_id',
        'o.status',
        'o.is_paid',
        'p.id as payment_id',
        'p.status as payment_status',
        attemptState('p').as('payment_state'),
        'p.tx_reference',
        'p.last_checked_at',
      ])
      .where('s.token_hash', '=', TOKEN)
      .where('s.expires_at', '>', NOW)
      .where('o.id', '=', ORDER)
      .where('o.kind', '=', 'order')
      .compile();
    polledStatusQueries.set(db, template);
  }
  const values: Record<string, unknown> = { [TOKEN]: tokenHash, [NOW]: now, [ORDER]: orderId };
  const parameters = template.parameters.map((p) => (typeof p === 'string' && p in values ? values[p] : p));
  // On SQLite the committed-data reader answers at once; on PostgreSQL a named statement, planned once per
  // connection; elsewhere (in-memory SQLite) the query goes through Kysely.
  const reader = committedReader(db);
  if (reader) return reader.get<PolledOrderStatus>(template.sql, parameters);
  const prepared = preparedReader(db);
  if (prepared)
    return (await prepared.rows<PolledOrderStatus>('orders_polled_status', template.sql, parameters))[0];
  const { rows } = await db.executeQuery<PolledOrderStatus>(CompiledQuery.raw(template.sql, parameters));
  return rows[0];
}
