import { createContext, use, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@lome/shared';
import { useEventStream, type LiveOrderEvent, type StreamState } from '@/lib/event-stream';
import { adminOrdersKey, useWaitingOrders } from '../api/get-admin-orders';
import { kitchenStatusKey } from '../api/get-restaurant-status';
import { useNow } from '@/lib/use-now';
import { useOrderAlarm } from '../hooks/use-order-alarm';
import { alarmOrders, DEFAULT_ESCALATE_MINUTES } from '../lib/alarm-orders';

export type OrderLive = {
  stream: StreamState;
  /** Paid orders nobody has accepted yet and the kitchen must start now, whatever the board's filters. */
  waiting: AdminOrder[];
  /** Those of `waiting` not accepted in time: the alarm is red. */
  late: AdminOrder[];
  soundOn: boolean;
  enableSound: () => void;
};

const OrderLiveContext = createContext<OrderLive | null>(null);

// A scheduled order starts ringing when its preparation is due, with no event to say so: the clock is read again.
const RECHECK_MS = 30_000;

/**
 * The order stream and the alarm, held by the back-office shell rather than by the board: staff who switch to
 * Réservations keep hearing (and seeing) a new paid order, and the sound enabled once stays on between sections.
 * One stream for the whole back-office; every event reads again what it touches, every (re)connection all of it.
 */
export function OrderLiveProvider({
  escalateAfterMinutes = DEFAULT_ESCALATE_MINUTES,
  children,
}: {
  escalateAfterMinutes?: number;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly string[]) => void queryClient.invalidateQueries({ queryKey });
  const stream = useEventStream('/admin/events/stream', {
    onEvent: (event: LiveOrderEvent) =>
      refresh(event.type.startsWith('kitchen.') ? kitchenStatusKey : adminOrdersKey),
    onOpen: () => {
      refresh(adminOrdersKey);
      refresh(kitchenStatusKey);
    },
  });
  const now = useNow(RECHECK_MS);
  const confirmed = useWaitingOrders().data?.orders ?? [];
  const { ringing: waiting, late } = alarmOrders(confirmed, now, escalateAfterMinutes);
  const { soundOn, enableSound } = useOrderAlarm(waiting.length > 0, late.length > 0);
  return (
    <OrderLiveContext value={{ stream, waiting, late, soundOn, enableSound }}>{children}</OrderLiveContext>
  );
}

export function useOrderLive(): OrderLive {
  const live = use(OrderLiveContext);
  if (!live) throw new Error('useOrderLive outside OrderLiveProvider');
  return live;
}
