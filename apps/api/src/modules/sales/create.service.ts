import {
  cancelMessages,
  defaultChoiceIds,
  lomeDay,
  orderMessages,
  sameCartLines,
  sameCartLinesBesideChoices,
  adminReservationMessages,
  type OrderLine,
  type OrderSource,
  type PickupLocation,
  type ReservationSource,
  type SaleKind,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { Order } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, randomCode } from '../../lib/ids.js';
import type { Env } from '../../config/env.js';
import type { PaymentDeps } from '../payments/payment-deps.js';
import { endSaleAttempt } from '../payments/replace.service.js';
import { holdPortions } from '../portions/portions.service.js';
import { renewPublicPages } from '../catalogue/catalogue.service.js';
import { dishOptionGroups } from '../catalogue/option-groups.service.js';
import { cancelIn } from './cancel.service.js';
import { acceptCashSale } from './cash.service.js';
import { holdDiscounts } from './discounts.js';
import { portionDemand } from './line-options.js';
import { applyPaid } from './paid.service.js';
import { priceCart, type DiscountRequest } from './pricing.js';
import { insertSale, replaceSaleContent } from './sale-changes.repository.js';
import {
  findSale,
  findSaleByIdempotencyKey,
  findSaleItems,
  listCheckoutSales,
  listOpenCartSales,
  type SaleRow,
} from './sales.repository.js';

export type CreateDeps = PaymentDeps & { db: Db; env: Env; clock: Clock };

/** How staff took an order: its source, their note, and whether it is picked up. */
export type StaffEntry = { source: Exclude<OrderSource, 'site'>; notes?: string; pickup?: boolean };

/**
 * What a sale is made of before it is priced (D15, decision 0069): its lines, where and when it goes, who to call,
 * how it is paid. A delivery and a pickup differ by this data only.
 */
export type SaleDraft = {
  kind: SaleKind;
  lines: OrderLine[];
  place:
    | {
        delivery: true;
        title: string | null;
        description_address: string;
        latitude: number;
        longitude: number;
        distanceM: number;
      }
    | { delivery: false; location: PickupLocation };
  /** The delivery slot or the pickup time (ISO); null for "as soon as possible". */
  scheduledFor: string | null;
  estimatedAt: string | null;
  phone: string | null;
  contact?: { name: string | null; email: string | null };
  notes: string | null;
  entryPoint?: ReservationSource;
  source: OrderSource;
  paymentMethod: Order['payment_method'];
  discounts: DiscountRequest | undefined;
  /** The Lomé day the dishes are for (a sold-out dish is refused that day only); today by default. */
  day?: string;
  /** The unpaid sale of the same checkout this one updates (decision 0039); staff's orders are always new. */
  replacesId?: string;
  /** The unpaid sale of the other kind the same cart made before, which this one replaces (decision 0077). */
  replacesOtherId?: string;
  reuse: boolean;
  /** What the checkout read already before its own checks (findPriorSales), so it is not read twice. */
  prior?: PriorSales;
};

/** What a checkout finds before it writes: the sale its idempotency key made already, and the sales it may reuse. */
export type PriorSales = { replay: SaleRow | undefined; open: SaleRow[] };

/** A reservation's key cannot collide with an order's: both kinds share one table and one unique index. */
const storedKey = (kind: SaleKind, key: string | undefined) =>
  key === undefined ? undefined : kind === 'reservation' ? `reservation:${key}` : key;

/**
 * The customer's sale this idempotency key made already (a replay), and, when the checkout may reuse one, their
 * open unpaid sales of this kind: one query, read before any of the checkout's own checks so that a replay is
 * answered as it was even when those would now refuse it.
 */
export async function findPriorSales(
  db: Db,
  userId: string,
  draft: Pick<SaleDraft, 'kind' | 'reuse'>,
  idempotencyKey: string | undefined,
): Promise<PriorSales> {
  const key = storedKey(draft.kind, idempotencyKey);
  if (key === undefined && !draft.reuse) return { replay: undefined, open: [] };
  const rows = await listCheckoutSales(db, userId, { kind: draft.kind, key, open: draft.reuse });
  const replay = key === undefined ? undefined : rows.find((s) => s.idempotency_key === key);
  const open = draft.reuse
    ? rows.filter((s) => s.kind === draft.kind && s.status === 'pending' && s.is_paid === 0)
    : [];
  return { replay, open };
}

/**
 * Creates a sale priced from the catalogue (P1.2), or brings the checkout's open one up to date (decision 0039): one
 * path for an order, a reservation and a staff-entered sale. A repeated idempotency key returns the sale it created
 * first, also when both requests race (`created` false). A sale of 0 FCFA is paid at once; a cash sale is accepted
 * unpaid (acceptCashSale).
 */
export async function createSale(
  deps: CreateDeps,
  userId: string,
  draft: SaleDraft,
  idempotencyKey?: string,
): Promise<{ sale: SaleRow; created: boolean }> {
  const { db } = deps;
  const key = storedKey(draft.kind, idempotencyKey);
  const prior = draft.prior ?? (await findPriorSales(db, userId, draft, idempotencyKey));
  if (prior.replay) return { sale: prior.replay, created: false };
  const found = draft.reuse ? await findReusableSale(db, prior.open, draft) : undefined;
  const reusable = found?.sale;
  if (found && reusable?.latest_payment_status === 'pending') {
    // The cart's sale waits on a prompt (decision 0077): the same cart follows that payment, never a second sale; a
    // changed cart ends the prompt first (still re-checked: a late "paid" of the old amount is owed back).
    if (found.sameLines) return { sale: reusable, created: true };
    await endSaleAttempt(deps, reusable.id);
    const now = await findSale(db, reusable.id);
    if (now?.is_paid === 1) return { sale: now, created: true };
  }
  try {
    const sale = await db.transaction().execute(async (trx) => {
      const at = deps.clock.now();
      const priced = await priceCart(trx, {
        lines: draft.lines,
        delivery: draft.place.delivery,
        distanceM: draft.place.delivery ? draft.place.distanceM : undefined,
        discounts: draft.discounts,
        day: draft.day,
        now: at,
      });
      const now = at.toISOString();
      const id = reusable?.id ?? newId();
      const place = draft.place;
      const content = {
        dishes_total: priced.dishes_total,
        delivery_price: priced.delivery_price,
        discount_amount: priced.discount_amount,
        free_dish_credit_id: priced.free_dish?.credit_id ?? null,
        free_dish_dish_id: priced.free_dish?.dish_id ?? null,
        free_dish_amount: priced.discounts.free_dish,
        newsletter_discount: priced.discounts.newsletter,
        total_price: priced.total_price,
        total_quantite: priced.total_quantite,
        is_delivery: place.delivery ? 1 : 0,
        title: place.delivery ? place.title : null,
        description_address: place.delivery ? place.description_address : null,
        latitude: place.delivery ? place.latitude : null,
        longitude: place.delivery ? place.longitude : null,
        distance_m: place.delivery ? place.distanceM : null,
        pickup_location: place.delivery ? null : place.location,
        phone: draft.phone,
        contact_name: draft.contact?.name ?? null,
        contact_email: draft.contact?.email ?? null,
        notes: draft.notes,
        entry_point: draft.entryPoint ?? null,
        scheduled_for: draft.scheduledFor,
        estimated_at: draft.estimatedAt,
        discount_notice: null,
        payment_method: draft.paymentMethod,
        updated_at: now,
      };
      const items = priced.lines.map((l) => ({ order_id: id, ...l }));
      if (reusable) {
        // Made again from another cart: its time is this one's, in the customer's list too.
        if (!(await replaceSaleContent(trx, id, { ...content, created_at: now }, items))) {
          const message =
            draft.kind === 'reservation' ? adminReservationMessages.changed : orderMessages.changedMeanwhile;
          throw new AppError(
            409,
            draft.kind === 'reservation' ? 'RESERVATION_CHANGED' : 'ORDER_CHANGED',
            message,
          );
        }
      } else {
        await insertSale(
          trx,
          {
            id,
            code_commande: `${draft.kind === 'reservation' ? 'RES' : 'CMD'}-${randomCode(8)}`,
            user_id: userId,
            kind: draft.kind,
            status: 'pending',
            source: draft.source,
            idempotency_key: key ?? null,
            created_at: now,
            ...content,
          },
          items,
        );
      }
      await holdDiscounts(trx, { id, userId, now, replacing: reusable !== undefined }, priced);
      // Today's portions (decision 0081), on the day the sale is for; a sale made again first gives back its own.
      const portionsChanged = await holdPortions(trx, {
        orderId: id,
        day: draft.day ?? lomeDay(at),
        demand: portionDemand(priced.lines),
        now: at,
        replacing: reusable !== undefined,
        limits: priced.portion_limits,
      });
      if (portionsChanged) await renewPublicPages(trx);
      if (draft.replacesOtherId)
        await cancelReplaced(trx, { id: draft.replacesOtherId, kind: draft.kind, userId, now });
      // Nothing to pay (a free dish alone, no delivery fee): PayGate cannot charge 0 FCFA, the sale is paid now.
      if (priced.total_price === 0) await applyPaid(trx, deps.clock, id, null, now);
      else if (draft.paymentMethod === 'cash')
        await acceptCashSale(trx, deps.clock, (await findSale(trx, id))!);
      return (await findSale(trx, id))!;
    });
    if (sale.is_paid === 1 || sale.status === 'confirmed') await deps.outbox.drain();
    // The checkout's sale, new or brought up to date: 201 either way; only a replayed key answers 200.
    return { sale, created: true };
  } catch (err) {
    if (key && isUniqueViolation(err, 'idempotency_key')) {
      const existing = await findSaleByIdempotencyKey(db, userId, key);
      if (existing) return { sale: existing, created: false };
    }
    throw err;
  }
}

/**
 * The customer's unpaid sale this request should update rather than duplicate, and whether it holds these very
 * lines: among their `open` sales, the one the checkout says it made (`replacesId`), else one of the same kind with
 * exactly these lines (and, for a pickup, the same time and entry point), one waiting on a prompt first (decision
 * 0077). The dishes' choices are read only when a sale has these lines but for their choices.
 */
async function findReusableSale(
  db: Db,
  open: SaleRow[],
  draft: SaleDraft,
): Promise<{ sale: SaleRow; sameLines: boolean } | undefined> {
  const named = draft.replacesId ? open.find((s) => s.id === draft.replacesId) : undefined;
  const candidates = named
    ? [named]
    : (draft.place.delivery
        ? open
        : open.filter(
            (s) => s.scheduled_for === draft.scheduledFor && s.entry_point === (draft.entryPoint ?? null),
          )
      ).sort((a, b) => underWay(b) - underWay(a));
  if (candidates.length === 0) return undefined;
  const items = await findSaleItems(
    db,
    candidates.map((s) => s.id),
  );
  const itemsOf = (s: SaleRow) => items.filter((i) => i.order_id === s.id);
  const alike = candidates.filter((s) => sameCartLinesBesideChoices(itemsOf(s), draft.lines));
  if (alike.length === 0) return named && { sale: named, sameLines: false };
  // A line that names no choices is the one with its defaults, as it would be sold.
  const groups = await dishOptionGroups(
    db,
    draft.lines.map((l) => l.dish_id),
  );
  const lines = draft.lines.map((l) => ({
    ...l,
    options: l.options ?? defaultChoiceIds(groups.get(l.dish_id) ?? []),
  }));
  const sale = alike.find((s) => sameCartLines(itemsOf(s), lines));
  if (named) return { sale: named, sameLines: sale === named };
  return sale && { sale, sameLines: true };
}

const underWay = (s: SaleRow) => (s.latest_payment_status === 'pending' ? 1 : 0);

/**
 * The cart holds one open checkout (decision 0077): turned from an order into a reservation (or the other way
 * round), it names the sale it made before, which is cancelled so that no "Payer" stays live on it. Only the
 * customer's own unpaid site sale of the other kind with no prompt under way goes; one being paid is no orphan.
 */
async function cancelReplaced(
  trx: Db,
  named: { id: string; kind: SaleKind; userId: string; now: string },
): Promise<void> {
  const sale = (await listOpenCartSales(trx, named.userId)).find(
    (s) => s.id === named.id && s.kind !== named.kind && s.latest_payment_status !== 'pending',
  );
  if (sale) await cancelIn(trx, sale, { now: named.now, reason: cancelMessages.replaced, from: ['pending'] });
}
