import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connection.js';
import * as m0001 from './migrations/0001-initial.js';
import * as m0002 from './migrations/0002-payment-checks.js';
import * as m0003 from './migrations/0003-payments-latest-index.js';
import * as m0004 from './migrations/0004-payment-safety.js';
import * as m0005 from './migrations/0005-one-push-per-order.js';
import * as m0006 from './migrations/0006-referral-ledger.js';
import * as m0007 from './migrations/0007-favourites-and-ratings.js';
import * as m0008 from './migrations/0008-audit-log.js';
import * as m0009 from './migrations/0009-menu-back-office.js';
import * as m0010 from './migrations/0010-back-office-money.js';
import * as m0011 from './migrations/0011-account-deactivation.js';
import * as m0012 from './migrations/0012-mail-queue.js';
import * as m0013 from './migrations/0013-user-search-text.js';
import * as m0014 from './migrations/0014-restaurant-clock.js';
import * as m0015 from './migrations/0015-payout-number.js';
import * as m0016 from './migrations/0016-invoices-and-companies.js';
import * as m0018 from './migrations/0018-push-subscriptions.js';
import * as m0020 from './migrations/0020-payment-verification.js';
import * as m0021 from './migrations/0021-order-life.js';
import * as m0022 from './migrations/0022-staff-orders-and-cash.js';
import * as m0023 from './migrations/0023-riders.js';
import * as m0024 from './migrations/0024-saved-addresses.js';
import * as m0025 from './migrations/0025-mail-attachments.js';
import * as m0026 from './migrations/0026-reservation-cash.js';
import * as m0027 from './migrations/0027-caller-codes.js';
import * as m0028 from './migrations/0028-cash-collector.js';
import * as m0029 from './migrations/0029-one-table-of-sales.js';
import * as m0030 from './migrations/0030-cash-tendered.js';
import * as m0031 from './migrations/0031-invitation-revoked.js';
import * as m0032 from './migrations/0032-pickups-without-address.js';
import * as m0033 from './migrations/0033-dish-notice-hours.js';
import * as m0034 from './migrations/0034-dish-options.js';

// Listed in code rather than read from disk, so the same list works under tsx, tests and bundlers.
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-payment-checks': m0002,
  '0003-payments-latest-index': m0003,
  '0004-payment-safety': m0004,
  '0005-one-push-per-order': m0005,
  '0006-referral-ledger': m0006,
  '0007-favourites-and-ratings': m0007,
  '0008-audit-log': m0008,
  '0009-menu-back-office': m0009,
  '0010-back-office-money': m0010,
  '0011-account-deactivation': m0011,
  '0012-mail-queue': m0012,
  '0013-user-search-text': m0013,
  '0014-restaurant-clock': m0014,
  '0015-payout-number': m0015,
  '0016-invoices-and-companies': m0016,
  '0018-push-subscriptions': m0018,
  '0020-payment-verification': m0020,
  '0021-order-life': m0021,
  '0022-staff-orders-and-cash': m0022,
  '0023-riders': m0023,
  '0024-saved-addresses': m0024,
  '0025-mail-attachments': m0025,
  '0026-reservation-cash': m0026,
  '0027-caller-codes': m0027,
  '0028-cash-collector': m0028,
  '0029-one-table-of-sales': m0029,
  '0030-cash-tendered': m0030,
  '0031-invitation-revoked': m0031,
  '0032-pickups-without-address': m0032,
  '0033-dish-notice-hours': m0033,
  '0034-dish-options': m0034,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema to the latest version; throws if any migration fails. On PostgreSQL pass the schema in use:
 * Kysely looks for its bookkeeping tables in every schema otherwise, and skips creating them when another
 * schema of the same database has them.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  // Migrations written side by side land together and touch different tables: one numbered below another already
  // run (a data directory that ran 0018 before 0015 existed) still runs, rather than stopping the server.
  const { error } = await new Migrator({
    db,
    provider,
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) throw error;
}

/** Brings the schema up to the named migration only (tests of a migration start from the schema before it). */
export async function migrateTo(db: Db, name: string, schema?: string): Promise<void> {
  const { error } = await new Migrator({ db, provider, migrationTableSchema: schema }).migrateTo(name);
  if (error) throw error;
}
