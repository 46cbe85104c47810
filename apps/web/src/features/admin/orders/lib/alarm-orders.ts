import { acceptanceStage, acceptedOnEntry, type AdminOrder } from '@lome/shared';

/** The default of docs/product.md P4.8; staff cannot read Réglages, and the server's `escalated_at` follows the real setting. */
export const DEFAULT_ESCALATE_MINUTES = 5;

/**
 * A paid, unaccepted order rings once the kitchen must start it: at once for ASAP (whatever this device's clock
 * says of the server's), at `prep_starts_at` for one scheduled later (paid at night for lunch, it must not ring
 * all night).
 */
export function isDue(order: AdminOrder, now: Date): boolean {
  if (!order.scheduled_for || !order.prep_starts_at) return true;
  return Date.parse(order.prep_starts_at) <= now.getTime();
}

/** Late: the server flagged it, or it was due to start more than `escalateMinutes` ago. */
export function isLate(order: AdminOrder, now: Date, escalateMinutes: number): boolean {
  if (order.escalated_at) return true;
  const due = order.prep_starts_at ?? order.paid_at;
  return !!due && acceptanceStage(new Date(due), now, escalateMinutes, Infinity) === 'late';
}

/**
 * The orders that ring now, and those among them that are late (the alarm turns red). An order staff entered
 * themselves was accepted by entering it: it never rings (decision 0070).
 */
export function alarmOrders(confirmed: AdminOrder[], now: Date, escalateMinutes: number) {
  const ringing = confirmed.filter((o) => !acceptedOnEntry(o.source ?? 'site') && isDue(o, now));
  return { ringing, late: ringing.filter((o) => isLate(o, now, escalateMinutes)) };
}

/** The alarm's headline. */
export function alarmTitle(ringing: number, late: number): string {
  if (late === 1) return 'En retard : commande non acceptée';
  if (late > 1) return `En retard : ${late} commandes non acceptées`;
  return ringing === 1 ? 'Nouvelle commande à accepter !' : `${ringing} nouvelles commandes à accepter !`;
}
