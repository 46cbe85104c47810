import { sql, type Kysely } from 'kysely';

// The referral programme's ledger (P7.8) and the transactional outbox that feeds it:
// - domain_events becomes an outbox: a failed consumption is retried later (attempts, next_attempt_at), and
//   event_consumptions records what each consumer consumed, once per (consumer, event);
// - outbox_leases: one process at a time drains the outbox, in order, claimed by a conditional update;
// - rewards and free_dish_credits of 0001 were never written: they are made again with the keys the rules need
//   (a reversal is its own row, unique per reversed reward; one live credit per referral and milestone);
// - referral_paid_orders: the ledger's own record of referred people's orders still paid (counts, recent orders);
// - orders carry their discounts; newsletter_discount_grants gives the 10 % once per account and per e-mail.
// Events written before this version announce payments made before the programme existed: marked processed.
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;

  await s
    .alterTable('domain_events')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.alterTable('domain_events').addColumn('next_attempt_at', 'text').execute();
  await s.alterTable('domain_events').addColumn('last_error', 'text').execute();
  await sql`update domain_events set processed_at = created_at where processed_at is null`.execute(db);
  await s
    .createIndex('domain_events_unprocessed_idx')
    .on('domain_events')
    .columns(['created_at', 'id'])
    .where(sql.ref('processed_at'), 'is', null)
    .execute();

  await s
    .createTable('event_consumptions')
    .addColumn('consumer', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull().references('domain_events.id'))
    .addColumn('consumed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_consumptions_pk', ['consumer', 'event_id'])
    .execute();

  await s
    .createTable('outbox_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('expires_at', 'text')
    .execute();

  await s.dropTable('rewards').execute();
  await s.dropTable('free_dish_credits').execute();

  await s
    .createTable('rewards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('beneficiary_id', 'text', (c) => c.notNull().references('users.id'))
    // 'commission' | 'network_commission' | 'sponsor_bonus' | 'reversal'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_event_id', 'text', (c) => c.notNull().references('domain_events.id'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('order_code', 'text')
    .addColumn('source_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    // Negative for a reversal.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // 'pending' until paid out, then 'completed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reverses_reward_id', 'text', (c) => c.references('rewards.id'))
    .addColumn('payout_reference', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('rewards_event_beneficiary_kind_uq', ['source_event_id', 'beneficiary_id', 'kind'])
    .execute();
  // A reward is taken back at most once.
  await s.createIndex('rewards_reverses_uq').on('rewards').column('reverses_reward_id').unique().execute();
  await s
    .createIndex('rewards_beneficiary_idx')
    .on('rewards')
    .columns(['beneficiary_id', 'created_at'])
    .execute();
  await s.createIndex('rewards_order_idx').on('rewards').column('order_id').execute();

  await s
    .createTable('free_dish_credits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('beneficiary_id', 'text', (c) => c.notNull().references('users.id'))
    // The direct referral whose still-paid orders earned it, and which multiple of 5 (1 = 5th order...).
    .addColumn('referral_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('milestone', 'integer', (c) => c.notNull())
    .addColumn('source_event_id', 'text', (c) => c.notNull().references('domain_events.id'))
    .addColumn('dish_id', 'text', (c) => c.references('dishes.id'))
    .addColumn('cap_amount', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('revoked_at', 'text')
    .addColumn('revoke_event_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('free_dish_credits_event_uq', ['source_event_id', 'beneficiary_id', 'milestone'])
    .execute();
  await s
    .createIndex('free_dish_credits_live_uq')
    .on('free_dish_credits')
    .columns(['beneficiary_id', 'referral_id', 'milestone'])
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  // A paid order uses one credit at most.
  await s
    .createIndex('free_dish_credits_used_order_uq')
    .on('free_dish_credits')
    .column('used_order_id')
    .unique()
    .execute();

  await s
    .createTable('referral_paid_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('code_commande', 'text', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('base_amount', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('paid_event_id', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_event_id', 'text')
    .execute();
  await s
    .createIndex('referral_paid_orders_user_idx')
    .on('referral_paid_orders')
    .columns(['user_id', 'paid_at'])
    .execute();

  await s.alterTable('orders').addColumn('free_dish_credit_id', 'text').execute();
  await s.alterTable('orders').addColumn('free_dish_dish_id', 'text').execute();
  await s
    .alterTable('orders')
    .addColumn('free_dish_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .alterTable('orders')
    .addColumn('newsletter_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('newsletter_discount_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set when the order is cancelled: the discount is given back.
    .addColumn('released_at', 'text')
    .execute();
  for (const column of ['user_id', 'email']) {
    await s
      .createIndex(`newsletter_discount_grants_${column}_uq`)
      .on('newsletter_discount_grants')
      .column(column)
      .unique()
      .where(sql.ref('released_at'), 'is', null)
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
