import type { Kysely } from 'kysely';

// Dialect-neutral: text ids and ISO timestamps are made in code, booleans are 0/1 integers,
// money is an integer number of FCFA (P1.1).
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;

  await s
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bg_image', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('dishes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.references('categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('type_name', 'text')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('preparation_time', 'text')
    .addColumn('requires_advance_notice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('dishes_category_idx').on('dishes').column('category_id').execute();

  await s
    .createTable('type_publishes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('publications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type_publish_id', 'text', (c) => c.references('type_publishes.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('content', 'text')
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('sponsor_grilles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('kit_description', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await s
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('picture_user', 'text')
    .addColumn('user_status', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
    .addColumn('referral_code', 'text', (c) => c.unique())
    .addColumn('sponsor_grille_id', 'text', (c) => c.references('sponsor_grilles.id'))
    // 'active' or 'pending_payment' (sponsor waiting for the activation payment, P7.6)
    .addColumn('activation_status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('activated_at', 'text')
    .addColumn('kit_handed_over_at', 'text')
    .addColumn('denomination_sociale', 'text')
    .addColumn('statut_juridique', 'text')
    .addColumn('adresse_company', 'text')
    .addColumn('company_email', 'text')
    .addColumn('telephonepro', 'text')
    .addColumn('nif', 'text')
    .addColumn('rccm', 'text')
    .addColumn('cnss', 'text')
    .addColumn('regime_fiscal', 'text')
    .addColumn('date_create', 'text')
    .addColumn('cfe', 'text')
    .addColumn('picture_nif', 'text')
    .addColumn('picture_ceo', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Opaque bearer tokens: only their SHA-256 is stored, so a leaked table grants nothing.
  await s
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await s
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  // Who referred whom, fixed at registration (P7.1): one sponsor per person at most.
  await s
    .createTable('sponsorships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sponsor_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('sponsored_id', 'text', (c) => c.notNull().unique().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('sponsorships_sponsor_idx').on('sponsorships').column('sponsor_id').execute();

  await s
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('discount_order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    // A retried submit carries the same key and is stored once.
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('handled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_commande', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'text')
    .addColumn('dishes_total', 'integer', (c) => c.notNull())
    .addColumn('delivery_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('total_quantite', 'integer', (c) => c.notNull())
    .addColumn('is_delivery', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('title', 'text')
    .addColumn('description_address', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('distance_m', 'integer')
    .addColumn('phone', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_user_idempotency_uq', ['user_id', 'idempotency_key'])
    .execute();
  await s.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await s.createIndex('orders_status_idx').on('orders').column('status').execute();

  await s
    .createTable('order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('dish_id', 'text', (c) => c.notNull().references('dishes.id'))
    .addColumn('dish_name', 'text', (c) => c.notNull())
    .addColumn('img_plat', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price_per_unit', 'integer', (c) => c.notNull())
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await s
    .createTable('order_ratings')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    // 'cart' (today..+30 days) or 'preorder' (the /reservations page, tomorrow..+7 days)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reservation_date', 'text', (c) => c.notNull())
    .addColumn('pickup_location', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('total_quantite', 'integer', (c) => c.notNull())
    .addColumn('is_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reservations_user_idempotency_uq', ['user_id', 'idempotency_key'])
    .execute();
  await s.createIndex('reservations_date_idx').on('reservations').column('reservation_date').execute();

  await s
    .createTable('reservation_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reservation_id', 'text', (c) => c.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('dish_id', 'text', (c) => c.notNull().references('dishes.id'))
    .addColumn('dish_name', 'text', (c) => c.notNull())
    .addColumn('img_plat', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price_per_unit', 'integer', (c) => c.notNull())
    .execute();

  // One row per payment attempt. `identifier` is ours (sent to PayGate), `tx_reference` is PayGate's.
  await s
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull().unique())
    .addColumn('tx_reference', 'text', (c) => c.unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    // 'order' | 'reservation' | 'sponsor_activation'
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('reservation_id', 'text', (c) => c.references('reservations.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    // 'pending' | 'paid' | 'cancelled' | 'expired' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_reference', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('next_check_at', 'text')
    .addColumn('check_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('payments_status_idx').on('payments').columns(['status', 'next_check_at']).execute();
  await s.createIndex('payments_order_idx').on('payments').column('order_id').execute();
  await s.createIndex('payments_reservation_idx').on('payments').column('reservation_id').execute();

  // Domain events written in the same transaction as the change they announce (outbox).
  // The unique (type, subject_id) makes "order paid" happen at most once per order.
  await s
    .createTable('domain_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('domain_events_type_subject_uq', ['type', 'subject_id'])
    .execute();

  await s
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.unique().references('orders.id'))
    .addColumn('reservation_id', 'text', (c) => c.unique().references('reservations.id'))
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('settled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Each reward exists at most once per (source event, beneficiary, kind) (P7.8).
  await s
    .createTable('rewards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('beneficiary_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reward_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('source_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // 'pending' | 'completed' | 'reversed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payout_reference', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('reward_date', 'text', (c) => c.notNull())
    .addUniqueConstraint('rewards_source_beneficiary_type_uq', ['source_id', 'beneficiary_id', 'reward_type'])
    .execute();
  await s.createIndex('rewards_beneficiary_idx').on('rewards').column('beneficiary_id').execute();

  await s
    .createTable('free_dish_credits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('beneficiary_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('dish_id', 'text', (c) => c.references('dishes.id'))
    .addColumn('cap_amount', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('free_dish_credits_source_beneficiary_uq', ['source_id', 'beneficiary_id'])
    .execute();

  await s
    .createTable('favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dish_id', 'text', (c) => c.notNull().references('dishes.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'dish_id'])
    .execute();

  // Fixed-window counters shared by every API process (P13.1: no state in process memory).
  await s
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
