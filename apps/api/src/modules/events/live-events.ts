import type { DomainEvent, EventType } from './events.service.js';

/** The events a live stream carries: an order's life on the board and on the customer's tracking page. */
export const ORDER_EVENT_TYPES = [
  'order.paid',
  'order.cancelled',
  'order.preparation',
  'order.in_delivery',
  'order.delivered',
  'order.escalated',
  'order.delayed',
  'order.status_changed',
  'order.refund_settled',
] as const satisfies readonly EventType[];

/** What the boards also hear: the kitchen's switches (P4.5). */
export const KITCHEN_EVENT_TYPES = [
  'kitchen.paused',
  'kitchen.resumed',
  'kitchen.rush',
] as const satisfies readonly EventType[];

export const LIVE_EVENT_TYPES: readonly EventType[] = [...ORDER_EVENT_TYPES, ...KITCHEN_EVENT_TYPES];

const STATUS_AFTER: Partial<Record<EventType, string>> = {
  'order.paid': 'confirmed',
  'order.cancelled': 'cancelled',
  'order.preparation': 'preparation',
  'order.in_delivery': 'in_delivery',
  'order.delivered': 'delivered',
};

/**
 * The order status an event leaves the order in (a paid order becomes confirmed, P2.2); events that change no
 * status (an escalation, a delay) carry the order's status in their payload.
 */
export function statusAfter(event: DomainEvent): string | null {
  return STATUS_AFTER[event.type] ?? (typeof event.payload.status === 'string' ? event.payload.status : null);
}

/** The order an event is about: its subject, or the order its payload names (a delay is its own subject). */
export const orderIdOf = (event: DomainEvent): string =>
  typeof event.payload.order_id === 'string' ? event.payload.order_id : event.subject_id;

export const isOrderEvent = (event: DomainEvent): boolean =>
  (ORDER_EVENT_TYPES as readonly EventType[]).includes(event.type);

export const isLiveEvent = (event: DomainEvent): boolean => LIVE_EVENT_TYPES.includes(event.type);

/** What a stream sends of an order event: its status after, and the estimate when it carries one. */
export function orderEventData(event: DomainEvent): Record<string, unknown> {
  return {
    order_id: orderIdOf(event),
    status: statusAfter(event),
    at: event.created_at,
    ...(typeof event.payload.estimated_at === 'string' ? { estimated_at: event.payload.estimated_at } : {}),
    ...(typeof event.payload.cancel_reason === 'string'
      ? { cancel_reason: event.payload.cancel_reason }
      : {}),
  };
}
