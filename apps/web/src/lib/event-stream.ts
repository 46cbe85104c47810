import { useEffect, useRef, useState } from 'react';
import type { OrderStatus } from '@lome/shared';
import { env } from '@/config/env';
import { storageKeys } from './storage';

/** What an order event of the live streams carries (decision 0023). */
export type LiveOrderEvent = {
  id: string;
  type: string;
  order_id: string;
  /** The order's status after the event; null for the kitchen's switches. */
  status: OrderStatus | null;
  at: string;
  code_commande?: string | null;
  /** When the order is now expected (a delay, P4.7). */
  estimated_at?: string;
  cancel_reason?: string;
};

// The kitchen's events (pause, rush) come on the back-office stream only; their subject is 'kitchen'.
const EVENT_TYPES = [
  'order.paid',
  'order.cancelled',
  // The money of a cancelled paid order sent back by staff; the order is read again.
  'order.refund_settled',
  'order.preparation',
  'order.in_delivery',
  'order.delivered',
  'order.escalated',
  'order.delayed',
  'order.status_changed',
  'order.refund_settled',
  'kitchen.paused',
  'kitchen.resumed',
  'kitchen.rush',
];
const RETRY_MS = 3000;

export type StreamState = 'connecting' | 'open' | 'closed';

/**
 * Listens to a server-sent event stream of /api (`path` null: not now). EventSource reconnects by itself and sends
 * Last-Event-ID, so the server replays what was missed; when it gives up (the server answered an error), a new
 * one is opened after a pause. `onOpen` runs on every (re)connection: the caller reads its data again then, so a
 * gap is never left unfilled. The session token goes in the query: EventSource sends no header.
 */
export function useEventStream(
  path: string | null,
  handlers: { onEvent: (event: LiveOrderEvent) => void; onOpen?: () => void },
): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    // Browsers without EventSource (and test DOMs) still show the data read on load.
    if (!path || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: number | undefined;
    let stopped = false;
    const open = () => {
      const token = localStorage.getItem(storageKeys.token) ?? '';
      const sep = path.includes('?') ? '&' : '?';
      source = new EventSource(`${env.VITE_API_URL}${path}${sep}access_token=${encodeURIComponent(token)}`);
      setState('connecting');
      source.onopen = () => {
        setState('open');
        latest.current.onOpen?.();
      };
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED) {
          setState('closed');
          source.close();
          if (!stopped) retry = window.setTimeout(open, RETRY_MS);
        } else {
          setState('connecting');
        }
      };
      for (const type of EVENT_TYPES) {
        source.addEventListener(type, (e) => {
          const message = e as MessageEvent<string>;
          try {
            const data = JSON.parse(message.data) as Omit<LiveOrderEvent, 'id' | 'type'>;
            latest.current.onEvent({ ...data, id: message.lastEventId, type });
          } catch {
            // A malformed event is skipped; the next read of the data repairs the view.
          }
        });
      }
    };
    open();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      source?.close();
    };
  }, [path]);

  return path ? state : 'closed';
}
