import {
  ADMIN_SETTING_NAMES,
  ADMIN_SETTING_RULES,
  type AdminSettingName,
  type AdminSettings,
  type CompanySettings,
  type DeliveryFees,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { recordAudit } from '../audit/audit.service.js';
import { DEFAULT_VAT_RATE_BP, INVOICE_SETTING_KEYS } from '../invoices/seller.js';
import { getCashMaxAmount, getKitchenSettings } from '../restaurant/restaurant.service.js';
import { DELIVERY_FEE_KEYS, getDeliveryFees, getDeliverySettings } from '../sales/delivery.js';
import { getReferralSettings } from '../referral/referral.settings.js';
import { readSettings, writeSettings, writeSettingsIfAbsent } from '../settings/settings.store.js';

/**
 * The back-office settings, as the modules that use them read them: delivery from the orders
 * module, the programme's figures from the referral module. Nothing caches them: every order, payout and ledger
 * entry reads the table, so a saved value applies at once, in every process (decision 0036).
 */
export async function getAdminSettings(db: Db, defaultRadiusKm: number): Promise<AdminSettings> {
  const delivery = await getDeliverySettings(db, defaultRadiusKm);
  const r = await getReferralSettings(db);
  const k = await getKitchenSettings(db);
  return {
    delivery_radius_km: delivery.radiusKm,
    delivery_price: delivery.price,
    direct_commission_bp: r.directCommissionBp,
    network_commission_bp: r.networkCommissionBp,
    network_depth: r.networkDepth,
    sponsor_bonus: r.sponsorBonus,
    free_dish_every: r.freeDishEvery,
    free_dish_cap: r.freeDishCap,
    free_dish_valid_days: r.freeDishValidDays,
    min_payout: r.minPayout,
    newsletter_discount_bp: r.newsletterDiscountBp,
    preparation_minutes: k.preparationMinutes,
    delivery_minutes_per_km: k.deliveryMinutesPerKm,
    last_order_margin_minutes: k.lastOrderMarginMinutes,
    escalate_after_minutes: k.escalateAfterMinutes,
    auto_cancel_after_minutes: k.autoCancelAfterMinutes,
    unpaid_expiry_minutes: k.unpaidExpiryMinutes,
    cash_max_amount: await getCashMaxAmount(db),
  };
}

/**
 * Saves every setting in one transaction with its audit row (before and after). Values come validated by the
 * shared schema, which keeps them inside the ranges each module's reader accepts (an out-of-range stored value
 * would silently fall back to the default). Saving the same values again records nothing.
 */
export async function updateAdminSettings(
  db: Db,
  input: AdminSettings,
  actorId: string,
  defaultRadiusKm: number,
): Promise<AdminSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await getAdminSettings(trx, defaultRadiusKm);
    const changed = ADMIN_SETTING_NAMES.filter((name) => before[name] !== input[name]);
    if (changed.length === 0) return before;
    await writeSettings(
      trx,
      changed.map((name) => [ADMIN_SETTING_RULES[name].key, String(input[name])]),
    );
    const after = await getAdminSettings(trx, defaultRadiusKm);
    await recordAudit(trx, {
      actorId,
      action: 'settings.update',
      subjectType: 'settings',
      subjectId: null,
      before: pick(before, changed),
      after: pick(after, changed),
    });
    return after;
  });
}

const pick = (s: AdminSettings, names: (keyof AdminSettings)[]) =>
  Object.fromEntries(names.map((name) => [name, s[name]]));

/** Where Réglages' texts live in the settings table: the invoices module reads the `invoice.*` keys itself. */
const COMPANY_SETTING_KEYS: Record<keyof CompanySettings, string> = {
  invoice_legal_name: INVOICE_SETTING_KEYS.legalName,
  invoice_address: INVOICE_SETTING_KEYS.address,
  invoice_nif: INVOICE_SETTING_KEYS.nif,
  invoice_rccm: INVOICE_SETTING_KEYS.rccm,
  vat_rate_bp: INVOICE_SETTING_KEYS.vatRateBp,
  support_whatsapp: 'support.company_whatsapp',
  support_phone: 'support.company_phone',
};
const COMPANY_SETTING_NAMES = Object.keys(COMPANY_SETTING_KEYS) as (keyof CompanySettings)[];

/** The restaurant's invoicing identity and the company direct line, empty texts when never set. */
export async function getCompanySettings(db: Db): Promise<CompanySettings> {
  const stored = Object.fromEntries(await readSettings(db, Object.values(COMPANY_SETTING_KEYS)));
  const text = (name: keyof CompanySettings) => stored[COMPANY_SETTING_KEYS[name]] ?? '';
  const rate = Number(text('vat_rate_bp'));
  return {
    invoice_legal_name: text('invoice_legal_name'),
    invoice_address: text('invoice_address'),
    invoice_nif: text('invoice_nif'),
    invoice_rccm: text('invoice_rccm'),
    vat_rate_bp:
      text('vat_rate_bp') !== '' && Number.isInteger(rate) && rate >= 0 && rate <= 5_000
        ? rate
        : DEFAULT_VAT_RATE_BP,
    support_whatsapp: text('support_whatsapp'),
    support_phone: text('support_phone'),
  };
}

/** Saves the changed texts with one audit row (`settings.update`, subject `company`), as the figures are. */
export async function updateCompanySettings(
  db: Db,
  input: CompanySettings,
  actorId: string,
): Promise<CompanySettings> {
  return db.transaction().execute(async (trx) => {
    const before = await getCompanySettings(trx);
    const changed = COMPANY_SETTING_NAMES.filter((name) => before[name] !== input[name]);
    if (changed.length === 0) return before;
    await writeSettings(
      trx,
      changed.map((name) => [COMPANY_SETTING_KEYS[name], String(input[name])]),
    );
    const after = await getCompanySettings(trx);
    const only = (s: CompanySettings) => Object.fromEntries(changed.map((name) => [name, s[name]]));
    await recordAudit(trx, {
      actorId,
      action: 'settings.update',
      subjectType: 'settings',
      subjectId: 'company',
      before: only(before),
      after: only(after),
    });
    return after;
  });
}

/**
 * Saves the delivery fees by distance and the minimum (P3.3) with one audit row (`settings.update`, subject
 * `delivery_fees`); every quote and order reads them, so they apply at once. Saving the same values records nothing.
 */
export async function updateDeliveryFees(
  db: Db,
  input: DeliveryFees,
  actorId: string,
): Promise<DeliveryFees> {
  return db.transaction().execute(async (trx) => {
    const before = await getDeliveryFees(trx);
    if (JSON.stringify(before) === JSON.stringify(input)) return before;
    await writeSettings(trx, deliveryFeeEntries(input));
    const after = await getDeliveryFees(trx);
    await recordAudit(trx, {
      actorId,
      action: 'settings.update',
      subjectType: 'settings',
      subjectId: 'delivery_fees',
      before: { bands: before.bands, min_order_total: before.min_order_total },
      after: { bands: after.bands, min_order_total: after.min_order_total },
    });
    return after;
  });
}

const deliveryFeeEntries = (fees: DeliveryFees): [key: string, value: string][] => [
  [DELIVERY_FEE_KEYS.bands, JSON.stringify(fees.bands)],
  [DELIVERY_FEE_KEYS.minOrderTotal, String(fees.min_order_total)],
];

/** The delivery fees by distance as Réglages edits them; the orders module owns and reads them. */
export const getDeliveryFeeSettings = (db: Db): Promise<DeliveryFees> => getDeliveryFees(db);

/** Figures a demo starts with (P13.2), in the caller's transaction; a value an admin saved already is kept. */
export async function presetAdminSettings(db: Db, values: Partial<AdminSettings>): Promise<void> {
  const entries = Object.entries(values).map(([name, value]): [string, string] => [
    ADMIN_SETTING_RULES[name as AdminSettingName].key,
    String(value),
  ]);
  await writeSettingsIfAbsent(db, entries);
}

/** Delivery fees a demo starts with (P3.3); fees an admin saved already are kept. */
export async function presetDeliveryFees(db: Db, fees: DeliveryFees): Promise<void> {
  await writeSettingsIfAbsent(db, deliveryFeeEntries(fees));
}
