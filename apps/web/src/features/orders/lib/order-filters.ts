import { frenchDateFormat, ORDER_STATUSES, orderStatusLabels, type OrderStatus } from '@lome/shared';

/** The six filter tabs of /orders (P11.1), and 'confirmed', the status P2.2 added (paid, waiting for the kitchen). */
export const ORDER_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const orderFilterLabels: Record<OrderFilter, string> = {
  all: 'Toutes',
  pending: orderStatusLabels.pending,
  confirmed: orderStatusLabels.confirmed,
  preparation: orderStatusLabels.preparation,
  in_delivery: orderStatusLabels.in_delivery,
  delivered: orderStatusLabels.delivered,
  cancelled: orderStatusLabels.cancelled,
};

/**
 * Whether an order shows under a tab: each status under its own. 'En attente' is an unpaid order waiting for its
 * payment; a paid one is 'Confirmée', so it is not counted there.
 */
export function matchesFilter(status: OrderStatus, filter: OrderFilter): boolean {
  return filter === 'all' || status === filter;
}

export const orderStatusVariants: Record<OrderStatus, string> = {
  pending: 'warning',
  confirmed: 'info',
  preparation: 'primary',
  in_delivery: 'primary',
  delivered: 'success',
  cancelled: 'danger',
};

const dateTime = frenchDateFormat({
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lome',
});

/** An ISO timestamp as Lomé sees it: '12 mars 2026, 12:30'. */
export function formatOrderDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime(d);
}
