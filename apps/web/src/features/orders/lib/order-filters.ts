import { orderStatusLabels, type OrderStatus } from '@lome/shared';

/** The six filter tabs of /orders (spec §2). */
export const ORDER_FILTERS = [
  'all',
  'pending',
  'preparation',
  'in_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const orderFilterLabels: Record<OrderFilter, string> = {
  all: 'Toutes',
  pending: orderStatusLabels.pending,
  preparation: orderStatusLabels.preparation,
  in_delivery: orderStatusLabels.in_delivery,
  delivered: orderStatusLabels.delivered,
  cancelled: orderStatusLabels.cancelled,
};

/**
 * Whether an order shows under a tab. The spec's tabs predate the 'confirmed' status (D3): a confirmed order
 * still waits for the kitchen, so it is listed under 'En attente' with its own 'Confirmée' badge.
 */
export function matchesFilter(status: OrderStatus, filter: OrderFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'pending') return status === 'pending' || status === 'confirmed';
  return status === filter;
}

export const orderStatusVariants: Record<OrderStatus, string> = {
  pending: 'warning',
  confirmed: 'info',
  preparation: 'primary',
  in_delivery: 'primary',
  delivered: 'success',
  cancelled: 'danger',
};

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lome',
});

/** An ISO timestamp as Lomé sees it: '12 mars 2026, 12:30'. */
export function formatOrderDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}
