import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ActivationStatus,
  OrderPaymentMethod,
  OrderSource,
  PaymentNetwork,
  PaymentStatus,
  RecordedPaymentNetwork,
  RefundStatus,
  PickupLocation,
  ReservationSource,
  SaleKind,
  SaleStatus,
  RewardKind,
  RewardStatus,
  Role,
  UserStatus,
} from '@lome/shared';

/** The account's role, as the auth plugin and the routes read it from the user row. */
export type { Role };

/** Row types of every table; booleans are 0/1, money integer FCFA, timestamps ISO-8601 text. */
export interface CategoryTable {
  id: string;
  name: string;
  bg_image: string | null;
  position: Generated<number>;
  /** 1: off the menu with its dishes; old orders keep their lines. */
  hidden: Generated<number>;
  created_at: string;
}

export interface DishTable {
  id: string;
  category_id: string | null;
  name: string;
  description: string | null;
  price: number;
  image: string | null;
  type_name: string | null;
  featured: Generated<number>;
  available: Generated<number>;
  preparation_time: string | null;
  requires_advance_notice: Generated<number>;
  /** The hours of notice a dish marked 'Réservation à l'avance' needs (migration 0033); null without notice. */
  advance_notice_hours: Generated<number | null>;
  position: Generated<number>;
  /** The Lomé day (YYYY-MM-DD) it was marked "Épuisé aujourd'hui"; any other day it is on sale again. */
  sold_out_on: string | null;
  /** JSON array of allergen codes of the EU list (decision 0081). */
  allergens: Generated<string>;
  /** The portions cooked each Lomé day (null: unlimited); what sales hold is in `dish_portions`. */
  portions: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/** A group of choices ("Accompagnement", "Taille"), defined once and attached to dishes (decision 0081). */
export interface OptionGroupTable {
  id: string;
  name: string;
  required: Generated<number>;
  min_count: Generated<number>;
  max_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OptionChoiceTable {
  id: string;
  group_id: string;
  name: string;
  price_delta: Generated<number>;
  is_default: Generated<number>;
  available: Generated<number>;
  /** JSON array of allergen codes. */
  allergens: Generated<string>;
  position: Generated<number>;
}

export interface DishOptionGroupTable {
  dish_id: string;
  group_id: string;
  position: Generated<number>;
}

/** Portions held per dish and Lomé day, never above `dishes.portions` (raised by a checked update). */
export interface DishPortionTable {
  dish_id: string;
  day: string;
  held: Generated<number>;
}

/** What one sale holds of a dish's portions on a day; `released_at` set once when given back. */
export interface PortionHoldTable {
  id: string;
  order_id: string;
  dish_id: string;
  day: string;
  quantity: number;
  released_at: string | null;
  created_at: string;
}

export interface TypePublishTable {
  id: string;
  name: string;
}

export interface PublicationTable {
  id: string;
  type_publish_id: string | null;
  title: string;
  excerpt: string | null;
  content: string | null;
  image: string | null;
  created_at: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface SponsorGrilleTable {
  id: string;
  name: string;
  amount: number;
  kit_description: string;
  active: Generated<number>;
}

export interface UserTable {
  id: string;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string | null;
  phone: string | null;
  address: string | null;
  picture_user: string | null;
  user_status: UserStatus;
  role: Generated<Role>;
  referral_code: string | null;
  sponsor_grille_id: string | null;
  activation_status: Generated<ActivationStatus>;
  activated_at: string | null;
  kit_handed_over_at: string | null;
  denomination_sociale: string | null;
  statut_juridique: string | null;
  adresse_company: string | null;
  company_email: string | null;
  telephonepro: string | null;
  nif: string | null;
  rccm: string | null;
  cnss: string | null;
  regime_fiscal: string | null;
  date_create: string | null;
  cfe: string | null;
  picture_nif: string | null;
  picture_ceo: string | null;
  /** Set by an admin: the account can no longer log in; null while active. */
  deactivated_at: string | null;
  /** Name and e-mail folded for the back-office search (accents off, lower case; migration 0013, decision 0036). */
  search_text: string | null;
  /** Where a referrer's month-end payout goes (migration 0015); null until they say. */
  payout_phone: Generated<string | null>;
  payout_network: Generated<PaymentNetwork | null>;
  /** A colleague's company account, the holder (migration 0016, P9.6); null for everyone else. */
  company_id: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  created_at: string;
}

export interface PasswordResetTable {
  id: string;
  user_id: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface SponsorshipTable {
  id: string;
  sponsor_id: string;
  sponsored_id: string;
  created_at: string;
}

export interface NewsletterSubscriberTable {
  id: string;
  email: string;
  discount_order_id: string | null;
  created_at: string;
}

export interface ContactMessageTable {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  idempotency_key: string | null;
  handled_at: string | null;
  created_at: string;
}

/**
 * The table of sales (D15, decision 0069): delivery orders, pickups ordered from the cart, /reservations or the
 * counter, all one kind of row. `kind` says which of the spec's two views shows it (CMD- orders or RES-
 * reservations); delivery or pickup is `is_delivery` with the place and the time.
 */
export interface OrderTable {
  id: string;
  /** CMD-… for an order, RES-… for a reservation. */
  code_commande: string;
  user_id: string;
  kind: Generated<SaleKind>;
  status: SaleStatus;
  is_paid: Generated<number>;
  paid_at: string | null;
  dishes_total: number;
  delivery_price: Generated<number>;
  discount_amount: Generated<number>;
  total_price: number;
  total_quantite: number;
  is_delivery: Generated<number>;
  title: string | null;
  description_address: string | null;
  latitude: number | null;
  longitude: number | null;
  distance_m: number | null;
  phone: string | null;
  idempotency_key: string | null;
  cancelled_at: string | null;
  /**
   * P4.7: the delivery slot (null: as soon as possible), the promised time, when the kitchen must start it.
   */
  scheduled_for: Generated<string | null>;
  estimated_at: Generated<string | null>;
  prep_starts_at: Generated<string | null>;
  /** When a paid order not accepted in time turned the alarm red and the admins were e-mailed. */
  escalated_at: Generated<string | null>;
  cancel_reason: Generated<string | null>;
  /** The last staff move (decision 0039): undone within 60 s back to `moved_from`. */
  discount_notice: Generated<string | null>;
  moved_from: Generated<SaleStatus | null>;
  moved_at: Generated<string | null>;
  moved_by: Generated<string | null>;
  /** The payment that paid the order (P6.9). */
  payment_id: Generated<string | null>;
  /** The free dish credit spent on the order (P7.5), the dish it made free and by how much. */
  free_dish_credit_id: Generated<string | null>;
  free_dish_dish_id: Generated<string | null>;
  free_dish_amount: Generated<number>;
  /** The newsletter's 10 % on a first paid order (P1.5); with free_dish_amount, makes discount_amount. */
  newsletter_discount: Generated<number>;
  /** Who took it out, set on the move to 'in_delivery'. */
  rider_id: Generated<string | null>;
  /** Where the order came from: the site, or staff taking a call or a WhatsApp message. */
  source: Generated<OrderSource>;
  /** How it is paid: PayGate, or cash collected at delivery or pickup (then a payment of network 'CASH'). */
  payment_method: Generated<OrderPaymentMethod>;
  /** What staff noted from the call, or the customer with their reservation. */
  notes: Generated<string | null>;
  /** A pickup's place; null for a delivery. */
  pickup_location: Generated<PickupLocation | null>;
  /** Where a reservation was made, which sets its date rules ('cart' or 'preorder'); null for an order. */
  entry_point: Generated<ReservationSource | null>;
  /** The person picking a reservation up, when not the account holder (their number goes to `phone`). */
  contact_name: Generated<string | null>;
  contact_email: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** The lines of every sale: a dish, its quantity and the unit price it was sold at. */
export interface OrderItemTable {
  id: string;
  order_id: string;
  dish_id: string;
  dish_name: string;
  img_plat: string | null;
  quantity: number;
  price_per_unit: number;
  is_free: Generated<number>;
  /** JSON array of the line's choices as sold ({ choice_id, group_id, group, name, price_delta }); null: none. */
  options: Generated<string | null>;
  /** The customer's note for the kitchen ("bien cuit"), 140 characters at most. */
  note: Generated<string | null>;
}

export interface OrderRatingTable {
  order_id: string;
  /** 1 to 5, held by a check (0007). */
  stars: number;
  comment: string | null;
  created_at: string;
}

/** A discount held by one unpaid order (decision 0039): 'newsletter:<user id>' or 'credit:<credit id>'. */
export interface DiscountHoldTable {
  discount_key: string;
  order_id: string;
  created_at: string;
}

/** What a payment pays: a sale (an order or a reservation alike), or a sponsor's activation. */
export type PaymentPurpose = 'order' | 'sponsor_activation';

export interface PaymentTable {
  id: string;
  identifier: string;
  tx_reference: string | null;
  user_id: string;
  purpose: PaymentPurpose;
  /** The sale it pays (migration 0029: a reservation's too). */
  order_id: string | null;
  amount: number;
  phone_number: string;
  /** 'CASH': cash collected by staff or a rider, identifier 'CASH-<order id>'. */
  network: RecordedPaymentNetwork;
  status: PaymentStatus;
  payment_reference: string | null;
  payment_method: string | null;
  paid_at: string | null;
  next_check_at: string | null;
  /** When the status API was last asked; throttles checks triggered by polls and callbacks. */
  last_checked_at: Generated<string | null>;
  check_count: Generated<number>;
  /**
   * What the payment pays ('order:<id>', 'reservation:<id>', '<purpose>:<user id>'): unique among pending
   * attempts (migration 0005), so an order never has two pushes under way.
   */
  subject: Generated<string | null>;
  /** Set when we ended the payment ourselves: PayGate is still asked about it until then. */
  recheck_until: Generated<string | null>;
  /** When a callback last made us ask PayGate: repeated callbacks ask at most once a second. */
  last_callback_at: Generated<string | null>;
  /** Set while our push got no answer from PayGate: asked about by identifier until PayGate says (0020). */
  verifying_since: Generated<string | null>;
  /** Cash only: the account that recorded "Espèces encaissées", a rider or staff (migration 0028). */
  collected_by: Generated<string | null>;
  /** Cash only: what the customer handed over, `amount` kept and the rest given back as change (migration 0030). */
  cash_tendered: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/** The transactional outbox: events written in the transaction of the change they announce. */
export interface DomainEventTable {
  id: string;
  type: string;
  subject_id: string;
  payload: string;
  /** Set once every consumer consumed it. */
  processed_at: string | null;
  /** Failed consumptions so far; the next try waits until next_attempt_at. */
  attempts: Generated<number>;
  next_attempt_at: Generated<string | null>;
  last_error: Generated<string | null>;
  created_at: string;
}

/** What each consumer consumed: one row per (consumer, event), so an event is handled once. */
export interface EventConsumptionTable {
  consumer: string;
  event_id: string;
  consumed_at: string;
}

/** Who drains the outbox now (one process at a time, so events are consumed in order). */
export interface OutboxLeaseTable {
  name: string;
  holder: string | null;
  expires_at: string | null;
}

export interface RefundTable {
  id: string;
  /** The sale whose money is owed back, when the refund is a sale's (not a second payment's). */
  order_id: string | null;
  payment_id: string;
  amount: number;
  status: RefundStatus;
  reference: string | null;
  settled_at: string | null;
  created_at: string;
}

/** The referral ledger (P7.8): unique per (source event, beneficiary, kind); a reversal is its own row. */
export interface RewardTable {
  id: string;
  beneficiary_id: string;
  kind: RewardKind;
  source_event_id: string;
  order_id: string | null;
  order_code: string | null;
  source_user_id: string | null;
  level: number;
  /** Negative for a reversal. */
  amount: number;
  description: string;
  status: RewardStatus;
  reverses_reward_id: string | null;
  payout_reference: string | null;
  paid_at: string | null;
  created_at: string;
}

export interface FreeDishCreditTable {
  id: string;
  beneficiary_id: string;
  referral_id: string;
  milestone: number;
  source_event_id: string;
  dish_id: string | null;
  cap_amount: number;
  expires_at: string;
  used_at: string | null;
  used_order_id: string | null;
  revoked_at: string | null;
  revoke_event_id: string | null;
  created_at: string;
}

/** The ledger's record of a referred person's paid order; cancelled_at set when cancelled after payment. */
export interface ReferralPaidOrderTable {
  order_id: string;
  user_id: string;
  code_commande: string;
  total_price: number;
  base_amount: number;
  paid_at: string;
  paid_event_id: string;
  cancelled_at: string | null;
  cancel_event_id: string | null;
}

/** The newsletter's 10 % given to one paid order, once per account and per e-mail while not released. */
export interface NewsletterDiscountGrantTable {
  id: string;
  user_id: string;
  email: string;
  order_id: string;
  created_at: string;
  released_at: string | null;
}

export interface FavoriteTable {
  user_id: string;
  dish_id: string;
  created_at: string;
}

export interface RateLimitTable {
  key: string;
  count: number;
  window_ends_at: number;
}

export interface AuditLogTable {
  id: string;
  actor_id: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  /** JSON of the record before the action (null for a creation). */
  before: string | null;
  /** JSON of the record after the action (null for a deletion). */
  after: string | null;
  created_at: string;
}

/**
 * The columns every queue table has (db/queue-table.ts makes them), read by the sending lane (lib/queue.ts,
 * decision 0066). A queue's table interface extends it with its own.
 */
export interface QueueTableColumns {
  id: string;
  /** What queued the row (the event, the consumer, the recipient): a replay queues nothing more. */
  dedupe_key: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A sender's lease on the row while it sends it; null when nobody does. */
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
}

/** A composed e-mail waiting to leave (migration 0012, decision 0030); sent outside any transaction. */
export interface MailQueueTable extends QueueTableColumns {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** A document drawn when the e-mail is sent (`invoice:order:<sale id>`); null for none. */
  attachment: Generated<string | null>;
}

export interface PushSubscriptionTable {
  id: string;
  user_id: string;
  /** The session that registered it (its token's hash): its logout drops the device. */
  session_hash: string | null;
  /** The push service's address for this browser: one row per device. */
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

export interface PushQueueTable extends QueueTableColumns {
  subscription_id: string;
  /** The notification as JSON (title, body, url, tag). */
  payload: string;
}

/** The last number given per series ('FAC', 'AV') and year (migration 0016, decision 0043). */
export interface InvoiceCounterTable {
  series: string;
  year: number;
  last_number: number;
}

/** An invoice or credit note, never changed once issued; `content` is the document's JSON snapshot. */
export interface InvoiceTable {
  id: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  year: number;
  sequence: number;
  order_id: string | null;
  user_id: string;
  company_id: string | null;
  credited_invoice_id: string | null;
  total: number;
  vat: number;
  content: string;
  issued_at: string;
}

/** A caller's code (migration 0027): proves their number before their light account joins a registered one. */
export interface CallerCodeTable {
  user_id: string;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  created_at: string;
}

export interface CompanyInvitationTable {
  id: string;
  company_id: string;
  email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  /** Taken back by the holder before anyone accepted it (migration 0031). */
  revoked_at: string | null;
}

/** Riders (migration 0023); `user_id` is their own `rider` account, null while they have none. */
export interface RiderTable {
  id: string;
  firstname: string;
  lastname: string | null;
  phone: string;
  active: Generated<number>;
  user_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A customer's saved delivery address (migration 0024). */
export interface UserAddressTable {
  id: string;
  user_id: string;
  label: 'Domicile' | 'Bureau' | 'Autre';
  description: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  /** 0..9, unique per account: the cap of saved addresses held by the database. */
  slot: number;
  created_at: string;
  updated_at: string;
}

export interface Database {
  categories: CategoryTable;
  dishes: DishTable;
  option_groups: OptionGroupTable;
  option_choices: OptionChoiceTable;
  dish_option_groups: DishOptionGroupTable;
  dish_portions: DishPortionTable;
  portion_holds: PortionHoldTable;
  type_publishes: TypePublishTable;
  publications: PublicationTable;
  settings: SettingTable;
  sponsor_grilles: SponsorGrilleTable;
  users: UserTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  sponsorships: SponsorshipTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  contact_messages: ContactMessageTable;
  orders: OrderTable;
  riders: RiderTable;
  discount_holds: DiscountHoldTable;
  order_items: OrderItemTable;
  order_ratings: OrderRatingTable;
  payments: PaymentTable;
  domain_events: DomainEventTable;
  event_consumptions: EventConsumptionTable;
  outbox_leases: OutboxLeaseTable;
  referral_paid_orders: ReferralPaidOrderTable;
  newsletter_discount_grants: NewsletterDiscountGrantTable;
  refunds: RefundTable;
  rewards: RewardTable;
  free_dish_credits: FreeDishCreditTable;
  favorites: FavoriteTable;
  rate_limits: RateLimitTable;
  audit_log: AuditLogTable;
  mail_queue: MailQueueTable;
  invoice_counters: InvoiceCounterTable;
  invoices: InvoiceTable;
  company_invitations: CompanyInvitationTable;
  caller_codes: CallerCodeTable;
  push_subscriptions: PushSubscriptionTable;
  push_queue: PushQueueTable;
  user_addresses: UserAddressTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Dish = Selectable<DishTable>;
export type Category = Selectable<CategoryTable>;
export type Order = Selectable<OrderTable>;
export type Payment = Selectable<PaymentTable>;
