import { z } from 'zod';
import { messages } from '../messages.js';
import { CASH_MAX_SETTING_KEY } from '../order-source.js';
import { REFERRAL_SETTING_KEYS } from '../referral.js';

/**
 * The figures the restaurant changes from the back-office: delivery (P3.2) and the referral
 * programme (P7.11). Amounts are whole FCFA; rates are basis points (100 = 1 %), shown as percents.
 */
export type AdminSettings = {
  delivery_radius_km: number;
  delivery_price: number;
  direct_commission_bp: number;
  network_commission_bp: number;
  network_depth: number;
  sponsor_bonus: number;
  free_dish_every: number;
  free_dish_cap: number;
  free_dish_valid_days: number;
  min_payout: number;
  newsletter_discount_bp: number;
  preparation_minutes: number;
  delivery_minutes_per_km: number;
  last_order_margin_minutes: number;
  escalate_after_minutes: number;
  auto_cancel_after_minutes: number;
  unpaid_expiry_minutes: number;
  /** Cash at the door up to this total; 0: no cash. */
  cash_max_amount: number;
};
export type AdminSettingName = keyof AdminSettings;

type Unit = 'km' | 'fcfa' | 'bp' | 'count' | 'days' | 'minutes';
type SettingRule = { label: string; unit: Unit; min: number; max: number; key: string };

/** Where the kitchen's timing settings live in the settings table. */
export const KITCHEN_SETTING_KEYS = {
  preparationMinutes: 'kitchen.preparation_minutes',
  deliveryMinutesPerKm: 'kitchen.delivery_minutes_per_km',
  lastOrderMarginMinutes: 'kitchen.last_order_margin_minutes',
  escalateAfterMinutes: 'kitchen.escalate_after_minutes',
  autoCancelAfterMinutes: 'kitchen.auto_cancel_after_minutes',
  unpaidExpiryMinutes: 'orders.unpaid_expiry_minutes',
} as const;

/**
 * Each setting: its French label, unit, accepted range and settings-table key. Ranges are sane bounds a typo
 * cannot cross (a 50 % commission at most, a 100 km radius at most), not business rules.
 */
export const ADMIN_SETTING_RULES: Record<AdminSettingName, SettingRule> = {
  delivery_radius_km: {
    label: 'Rayon de livraison',
    unit: 'km',
    min: 1,
    max: 100,
    key: 'delivery.radius_km',
  },
  delivery_price: { label: 'Frais de livraison', unit: 'fcfa', min: 0, max: 50_000, key: 'delivery_price' },
  direct_commission_bp: {
    label: 'Commission directe (niveau 1)',
    unit: 'bp',
    min: 0,
    max: 5_000,
    key: REFERRAL_SETTING_KEYS.directCommissionBp,
  },
  network_commission_bp: {
    label: 'Commission réseau (niveaux 2 et plus)',
    unit: 'bp',
    min: 0,
    max: 5_000,
    key: REFERRAL_SETTING_KEYS.networkCommissionBp,
  },
  network_depth: {
    label: 'Profondeur du réseau payée',
    unit: 'count',
    min: 1,
    max: 10,
    key: REFERRAL_SETTING_KEYS.networkDepth,
  },
  sponsor_bonus: {
    label: 'Prime de parrainage sponsor',
    unit: 'fcfa',
    min: 0,
    max: 5_000_000,
    key: REFERRAL_SETTING_KEYS.sponsorBonus,
  },
  free_dish_every: {
    label: 'Plat offert toutes les N commandes',
    unit: 'count',
    min: 1,
    max: 100,
    key: REFERRAL_SETTING_KEYS.freeDishEvery,
  },
  free_dish_cap: {
    label: 'Plafond du plat offert',
    unit: 'fcfa',
    min: 0,
    max: 1_000_000,
    key: REFERRAL_SETTING_KEYS.freeDishCap,
  },
  free_dish_valid_days: {
    label: 'Validité du plat offert',
    unit: 'days',
    min: 1,
    max: 365,
    key: REFERRAL_SETTING_KEYS.freeDishValidDays,
  },
  min_payout: {
    label: 'Versement minimum',
    unit: 'fcfa',
    min: 0,
    max: 5_000_000,
    key: REFERRAL_SETTING_KEYS.minPayout,
  },
  newsletter_discount_bp: {
    label: 'Remise newsletter (1re commande)',
    unit: 'bp',
    min: 0,
    max: 5_000,
    key: REFERRAL_SETTING_KEYS.newsletterDiscountBp,
  },
  preparation_minutes: {
    label: 'Temps de préparation',
    unit: 'minutes',
    min: 1,
    max: 240,
    key: KITCHEN_SETTING_KEYS.preparationMinutes,
  },
  delivery_minutes_per_km: {
    label: 'Temps de livraison par kilomètre',
    unit: 'minutes',
    min: 0,
    max: 60,
    key: KITCHEN_SETTING_KEYS.deliveryMinutesPerKm,
  },
  last_order_margin_minutes: {
    label: 'Dernière commande avant la fermeture',
    unit: 'minutes',
    min: 0,
    max: 180,
    key: KITCHEN_SETTING_KEYS.lastOrderMarginMinutes,
  },
  escalate_after_minutes: {
    label: 'Alerte si une commande payée n’est pas acceptée après',
    unit: 'minutes',
    min: 1,
    max: 120,
    key: KITCHEN_SETTING_KEYS.escalateAfterMinutes,
  },
  auto_cancel_after_minutes: {
    label: 'Annulation automatique d’une commande non acceptée après',
    unit: 'minutes',
    min: 1,
    max: 240,
    key: KITCHEN_SETTING_KEYS.autoCancelAfterMinutes,
  },
  unpaid_expiry_minutes: {
    label: 'Expiration d’une commande ou réservation non payée après',
    unit: 'minutes',
    min: 1,
    max: 1440,
    key: KITCHEN_SETTING_KEYS.unpaidExpiryMinutes,
  },
  cash_max_amount: {
    label: 'Espèces acceptées jusqu’à',
    unit: 'fcfa',
    min: 0,
    max: 1_000_000,
    key: CASH_MAX_SETTING_KEY,
  },
};

export const ADMIN_SETTING_NAMES = Object.keys(ADMIN_SETTING_RULES) as AdminSettingName[];

const n = (v: number) => v.toLocaleString('fr-FR');
const percent = (bp: number) => n(bp / 100);

/** The French message for a value out of its range: what it is and the accepted range, in its unit. */
export function adminSettingMessage(name: AdminSettingName): string {
  const { label, unit, min, max } = ADMIN_SETTING_RULES[name];
  switch (unit) {
    case 'km':
      return `${label} : un nombre entier de kilomètres, de ${n(min)} à ${n(max)}.`;
    case 'fcfa':
      return `${label} : un montant entier en FCFA, de ${n(min)} à ${n(max)}.`;
    case 'bp':
      return `${label} : un pourcentage de ${percent(min)} à ${percent(max)} %, au centième près.`;
    case 'days':
      return `${label} : un nombre entier de jours, de ${n(min)} à ${n(max)}.`;
    case 'minutes':
      return `${label} : un nombre entier de minutes, de ${n(min)} à ${n(max)}.`;
    default:
      return `${label} : un nombre entier, de ${n(min)} à ${n(max)}.`;
  }
}

const field = (name: AdminSettingName) => {
  const { min, max } = ADMIN_SETTING_RULES[name];
  const message = adminSettingMessage(name);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** GET /api/admin/settings answer and PUT body: every setting at once (the form sends them all). */
export const adminSettingsSchema = z.object(
  Object.fromEntries(ADMIN_SETTING_NAMES.map((name) => [name, field(name)])) as {
    [K in AdminSettingName]: ReturnType<typeof field>;
  },
  { error: messages.invalidInput },
);

export const adminSettingsMessages = {
  saved: 'Réglages enregistrés. Ils s’appliquent dès maintenant.',
} as const;
