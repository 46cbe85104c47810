import { useState } from 'react';
import { longestNotice, noticePhrase, type CartItem } from '@lome/shared';
import { useNoticeDishes, useRestaurantStatus } from '@/features/kitchen';

export type DeliveryMode = 'asap' | 'scheduled';

/**
 * When the order is to be delivered: "Dès que possible" while the kitchen takes orders and no dish needs notice,
 * else "Programmer" with a slot (P4.4). `scheduledFor` is what POST /api/orders receives.
 */
export function useDeliveryTime(items: CartItem[], initialSlot: string | null = null) {
  const status = useRestaurantStatus();
  const noticeDishes = useNoticeDishes(items);
  const [chosen, setChosen] = useState<DeliveryMode>(initialSlot ? 'scheduled' : 'asap');
  const [slot, setSlot] = useState<string | null>(initialSlot);
  // Unknown status (still asking, or failed): ASAP stays offered and the server has the last word.
  const closed = status !== undefined && !status.accepting_orders;
  const asapAllowed = !closed && noticeDishes.length === 0;
  const mode: DeliveryMode = asapAllowed ? chosen : 'scheduled';
  const earliest =
    noticeDishes.length > 0 ? new Date(Date.now() + longestNotice(noticeDishes) * 3_600_000) : undefined;
  return {
    mode,
    slot,
    setMode: setChosen,
    setSlot,
    asapAllowed,
    /** Why ASAP is not offered, in French. */
    asapReason: closed ? status.message : noticeDishes.length > 0 ? `${noticePhrase(noticeDishes)}.` : null,
    /** Slots before this are not offered (a dish needing notice). */
    earliest,
    scheduledFor: mode === 'scheduled' ? slot : null,
  };
}

export type DeliveryTime = ReturnType<typeof useDeliveryTime>;
