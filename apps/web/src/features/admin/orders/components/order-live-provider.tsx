import { createContext, use, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream, type StreamState } from '@/lib/event-stream';
import { adminOrdersKey, useWaitingOrders } from '../api/get-admin-orders';
import { useOrderAlarm } from '../hooks/use-order-alarm';
import type { AdminOrder } from '@lome/shared';

export type OrderLive = {
  stream: StreamState;
  /** Paid orders nobody has accepted yet, whatever the board's filters. */
  waiting: AdminOrder[];
  soundOn: boolean;
  enableSound: () => void;
};

const OrderLiveContext = createContext<OrderLive | null>(null);

/**
 * The order stream and the alarm, held by the back-office shell rather than by the board: staff who switch to
 * Réservations keep hearing (and seeing) a new paid order, and the sound enabled once stays on between sections.
 * One stream for the whole back-office; every event, and every (re)connection, reads the order lists again.
 */
export function OrderLiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
  const stream = useEventStream('/admin/events/stream', { onEvent: refresh, onOpen: refresh });
  const waiting = useWaitingOrders().data?.orders ?? [];
  const { soundOn, enableSound } = useOrderAlarm(waiting.length > 0);
  return <OrderLiveContext value={{ stream, waiting, soundOn, enableSound }}>{children}</OrderLiveContext>;
}

export function useOrderLive(): OrderLive {
  const live = use(OrderLiveContext);
  if (!live) throw new Error('useOrderLive outside OrderLiveProvider');
  return live;
}
