import {
  ADMIN_SETTING_NAMES,
  allergenNames,
  ADMIN_SETTING_RULES,
  formatFcfa,
  openingHoursLines,
  orderSourceLabels,
  orderStatusLabels,
  paymentMethodLabels,
  reservationStatusLabels,
  roleLabels,
  shownEmail,
  type AdminSettingName,
  type Closure,
  type KitchenPause,
  type OpeningHours,
} from '@lome/shared';
import { lomeDateTime } from '@/lib/lome-time';

/** What each recorded action means, in French (the API records `area.verb`, decision 0031). */
export const actionLabels: Record<string, string> = {
  'order.status': 'Statut de commande',
  'reservation.status': 'Statut de réservation',
  'user.role': 'Rôle modifié',
  'user.deactivate': 'Compte désactivé',
  'user.reactivate': 'Compte réactivé',
  'account.caller_joined': 'Commandes téléphoniques rattachées par le client (code client)',
  'category.create': 'Catégorie créée',
  'category.update': 'Catégorie modifiée',
  'category.move': 'Catégorie déplacée',
  'category.delete': 'Catégorie supprimée',
  'dish.create': 'Plat créé',
  'dish.update': 'Plat modifié',
  'dish.move': 'Plat déplacé',
  'dish.delete': 'Plat supprimé',
  'dish.option_groups': 'Choix du plat modifiés',
  'dish.portions': 'Portions du jour modifiées',
  'option_group.create': 'Groupe de choix créé',
  'option_group.update': 'Groupe de choix modifié',
  'option_group.delete': 'Groupe de choix supprimé',
  'publication.create': 'Publication créée',
  'publication.update': 'Publication modifiée',
  'publication.delete': 'Publication supprimée',
  'contact_message.read': 'Message marqué lu',
  'contact_message.unread': 'Message marqué non lu',
  'refund.settle': 'Remboursement effectué',
  'payout.paid': 'Versement payé',
  'sponsor.kit_handed_over': 'Kit sponsor remis',
  'settings.update': 'Réglages modifiés',
  'settings.hours': 'Horaires modifiés',
  'order.delay': 'Livraison retardée',
  'order.undo': 'Action annulée (commande)',
  'reservation.undo': 'Action annulée (réservation)',
  'kitchen.paused': 'Commandes en pause',
  'kitchen.resumed': 'Commandes reprises',
  'kitchen.rush': 'Mode rush',
  // Riders.
  'rider.create': 'Livreur ajouté',
  'rider.update': 'Livreur modifié',
  'rider.account': 'Accès livreur donné',
  'rider.password': 'Mot de passe livreur changé',
  // Orders taken by staff and cash.
  'order.staff_created': 'Commande prise par téléphone ou WhatsApp',
  'order.cash_collected': 'Espèces encaissées',
  'order.cash_instead': 'Passée en espèces (demande de paiement arrêtée)',
  'reservation.cash_collected': 'Espèces encaissées (réservation)',
};

/** Unknown actions (added later) still read: the raw code rather than nothing. */
export const actionLabel = (action: string) => actionLabels[action] ?? action;

/**
 * Every key the API puts in an audit snapshot (grep recordAudit in apps/api/src/modules), in French; the test
 * fails when the API records a key missing here. The settings' labels are the Réglages screen's own.
 */
export const fieldLabels: Record<string, string> = {
  // Orders, reservations, refunds, payouts.
  status: 'Statut',
  code_commande: 'Commande',
  code: 'Code',
  amount: 'Montant',
  reference: 'Référence',
  rewards_count: 'Récompenses',
  estimated_at: 'Livraison prévue',
  reason: 'Motif',
  // A caller's orders joining a registered account.
  caller_id: 'Compte du client téléphonique',
  orders: 'Commandes rattachées',
  reservations: 'Réservations rattachées',
  // The rider an order went out with.
  rider: 'Livreur',
  // Orders taken by staff and cash.
  source: 'Origine',
  payment_method: 'Paiement',
  total_price: 'Total',
  is_paid: 'Payée',
  new_customer: 'Nouveau client',
  // The kitchen's switches (decision 0038).
  pause: 'Pause',
  rush: 'Mode rush',
  // Accounts, sponsors, contact messages.
  email: 'E-mail',
  role: 'Rôle',
  active: 'Compte',
  kit_handed_over_at: 'Kit remis le',
  // Riders.
  firstname: 'Prénom',
  phone: 'Téléphone',
  read: 'Lu',
  // Menu.
  name: 'Nom',
  category_id: 'Catégorie',
  description: 'Description',
  price: 'Prix',
  image: 'Photo',
  type_name: 'Type',
  featured: 'Mis en avant',
  available: 'Disponible',
  sold_out_today: 'Épuisé aujourd’hui',
  hidden: 'Masquée',
  position: 'Position',
  // What a dish carries (decision 0081).
  allergens: 'Allergènes',
  portions: 'Portions par jour',
  portions_left: 'Portions restantes',
  option_groups: 'Groupes de choix',
  required: 'Obligatoire',
  min: 'Minimum',
  max: 'Maximum',
  choices: 'Choix',
  dishes: 'Plats',
  // Publications.
  title: 'Titre',
  excerpt: 'Extrait',
  type_publish_id: 'Type de publication',
  ...Object.fromEntries(ADMIN_SETTING_NAMES.map((name) => [name, ADMIN_SETTING_RULES[name].label])),
  // Opening hours.
  weekly: 'Horaires de la semaine',
  closures: 'Fermetures exceptionnelles',
  // Delivery fees by distance.
  bands: 'Tranches de livraison',
  min_order_total: 'Minimum de commande en livraison',
};

/**
 * Keys recorded but not shown in the diff: ids and creation times say nothing to a reader, and an article's whole
 * text would drown the page (the action says it was edited).
 */
export const hiddenFields = new Set(['id', 'created_at', 'content', 'option_group_ids']);

export const fieldLabel = (key: string) => fieldLabels[key] ?? key;

/** The subject's readable reference, from the before/after snapshots: an order code, an e-mail, a name... */
export function subjectName(snapshot: Record<string, unknown>): string | undefined {
  for (const key of ['code_commande', 'code', 'email', 'name', 'title']) {
    if (typeof snapshot[key] === 'string') return snapshot[key];
  }
  return undefined;
}

// Refunds and payouts end 'settled' / 'completed'; orders and reservations have their own French labels.
const statusLabels: Record<string, string> = {
  ...reservationStatusLabels,
  ...orderStatusLabels,
  settled: 'Réglé',
  completed: 'Payé',
};

function settingText(name: AdminSettingName, value: number): string {
  const unit = ADMIN_SETTING_RULES[name].unit;
  if (unit === 'fcfa') return formatFcfa(value);
  if (unit === 'bp') return `${(value / 100).toLocaleString('fr-FR')} %`;
  if (unit === 'km') return `${value} km`;
  if (unit === 'days') return `${value} jours`;
  return String(value);
}

const dayText = (day: string) => day.split('-').reverse().join('/');

/** Structured values (a pause, the hours) as sentences, never their JSON. */
const structuredText: Record<string, (value: never) => string> = {
  pause: (p: KitchenPause) =>
    `${p.until ? `jusqu’à ${lomeDateTime(p.until)}` : 'jusqu’à la reprise'}${p.message ? ` (« ${p.message} »)` : ''}`,
  weekly: (weekly: OpeningHours['weekly']) =>
    openingHoursLines({ weekly, closures: [] }).join(' ; ') || 'fermé toute la semaine',
  closures: (closures: Closure[]) =>
    closures
      .map(
        (c) => `${c.from === c.to ? dayText(c.from) : `${dayText(c.from)} → ${dayText(c.to)}`} (${c.reason})`,
      )
      .join(' ; ') || 'aucune',
  allergens: (codes: string[]) => allergenNames(codes) || 'aucun',
  choices: (choices: { name: string; price_delta: number; available: boolean }[]) =>
    choices
      .map(
        (c) =>
          `${c.name}${c.price_delta ? ` (${c.price_delta > 0 ? '+' : '−'}${formatFcfa(Math.abs(c.price_delta))})` : ''}${c.available ? '' : ' [indisponible]'}`,
      )
      .join(' ; ') || 'aucun',
  dishes: (dishes: { name: string }[]) => dishes.map((d) => d.name).join(', ') || 'aucun',
  bands: (bands: { up_to_km: number; fee: number }[]) =>
    bands.map((b) => `jusqu’à ${b.up_to_km} km : ${formatFcfa(b.fee)}`).join(' ; ') || 'aucune',
};

/** Codes the API records, in the words the screens use for them. */
const codeLabels: Record<string, Record<string, string>> = {
  source: orderSourceLabels,
  payment_method: paymentMethodLabels,
  role: roleLabels,
};

/**
 * One value as people read it: statuses, roles, origins and ways of paying in French, yes/no, amounts in FCFA,
 * moments in Lomé time, a pause or the hours as sentences; a stand-in address (a rider without an e-mail) as none.
 */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (key === 'status' && typeof value === 'string') return statusLabels[value] ?? value;
  if (typeof value === 'string' && codeLabels[key]) return codeLabels[key][value] ?? value;
  if (key === 'email' && typeof value === 'string') return shownEmail(value) ?? 'aucune';
  if (typeof value === 'object' && structuredText[key]) return structuredText[key](value as never);
  if (key === 'active' && typeof value === 'boolean') return value ? 'actif' : 'désactivé';
  if (typeof value === 'number' && key in ADMIN_SETTING_RULES)
    return settingText(key as AdminSettingName, value);
  if ((key === 'amount' || key === 'price' || key === 'min_order_total') && typeof value === 'number')
    return formatFcfa(value);
  if (key.endsWith('_at') && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return lomeDateTime(value);
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (Array.isArray(value)) return value.map((v) => valueText(key, v)).join(' ; ') || 'aucun';
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${fieldLabel(k)} : ${valueText(k, v)}`)
      .join(', ');
  return String(value);
}

/** The fields that changed between two snapshots (all of them for a creation or a deletion). */
export function changes(before: unknown, after: unknown): { key: string; from: unknown; to: unknown }[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => !hiddenFields.has(k) && JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({ key: k, from: b[k], to: a[k] }));
}
