import { expressionBuilder, sql } from 'kysely';
import type { PaymentAttemptState } from '@lome/shared';
import type { Database } from '../../db/types.js';
import type { Db } from '../../db/connection.js';

/** True (1) when the payment aliased `alias` has a refund row: its money is owed back. */
const owedBack = (alias: string) =>
  sql<number>`exists (select 1 from refunds r where r.payment_id = ${sql.ref(`${alias}.id`)})`;

/**
 * The order of precedence among the attempts of a sale: one under way first (the customer is paying), then one
 * whose money is owed back (the customer must learn it), then the latest.
 */
const speaksFirst = (alias: string) =>
  sql<number>`case when ${sql.ref(`${alias}.status`)} = 'pending' then 2 when ${owedBack(alias)} then 1 else 0 end`;

/** What the payment aliased `alias` says of what it pays: its status, or 'refunded' when its money is owed back. */
export const attemptState = (alias: string) =>
  sql<PaymentAttemptState>`case when ${owedBack(alias)} then 'refunded' else ${sql.ref(`${alias}.status`)} end`;

/*
 * Subqueries the sales repositories embed in their own selects: `order` is the alias of the sale they read. One
 * statement, so the state is read with the row (decision 0055). The sales module writes these itself: it reads the
 * payments and refunds tables, which only their own modules write (decision 0079).
 */
const eb = expressionBuilder<Database, never>();

/**
 * The state of the attempt that speaks for the sale: the one that paid it, else one under way, one owed back, the
 * latest; by the (order_id, created_at) index.
 */
export const speakingAttemptStateOfOrder = (order: string) =>
  eb
    .selectFrom('payments as lp')
    .select(attemptState('lp').as('status'))
    .where('lp.order_id', '=', sql.ref<string>(`${order}.id`))
    .orderBy(sql`case when lp.id = ${sql.ref(`${order}.payment_id`)} then 1 else 0 end`, 'desc')
    .orderBy(speaksFirst('lp'), 'desc')
    .orderBy('lp.created_at', 'desc')
    .limit(1);

/** The id of the attempt that speaks for the order: the one that paid it, else the latest, one under way first. */
export const speakingAttemptIdOfOrder = (order: string) =>
  eb.fn.coalesce(
    sql.ref<string | null>(`${order}.payment_id`),
    eb
      .selectFrom('payments as latest')
      .select('latest.id')
      .where('latest.order_id', '=', sql.ref<string>(`${order}.id`))
      .orderBy(speaksFirst('latest'), 'desc')
      .orderBy('latest.created_at', 'desc')
      .limit(1),
  );

/** Whether the order has an attempt under way (a pending payment): its discounts are then in use. */
export const attemptUnderWayOfOrder = (order: string) =>
  eb.exists(
    eb
      .selectFrom('payments as hp')
      .select('hp.id')
      .where('hp.order_id', '=', sql.ref<string>(`${order}.id`))
      .where('hp.status', '=', 'pending'),
  );

/** The payment that paid the sale aliased `subject` (its `payment_id`): its network and amount. */
export const paidWithOf = (subject: string) => {
  const paying = eb
    .selectFrom('payments as pw')
    .where('pw.id', '=', sql.ref<string>(`${subject}.payment_id`));
  return { network: paying.select('pw.network'), amount: paying.select('pw.amount') };
};

/** The attempt that speaks for a sale, the paying one first, with its state. */
export async function findSpeakingAttemptOfSale(db: Db, sale: { id: string; payment_id: string | null }) {
  return db
    .selectFrom('payments')
    .select(['id', 'status', 'tx_reference', 'last_checked_at', attemptState('payments').as('state')])
    .where('order_id', '=', sale.id)
    .orderBy(sql`case when id = ${sale.payment_id} then 0 else 1 end`)
    .orderBy(speaksFirst('payments'), 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
