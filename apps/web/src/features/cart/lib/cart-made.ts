import { storageKeys } from '@/lib/storage';
import { createStoredState } from '@/lib/stored-state';

/** A dish line as the order was made with it. */
export type MadeLine = {
  dish_id: string;
  quantity: number;
  /** Its choices' ids (decision 0081), as the order was sent. */
  options?: (string | { id: string; quantity: number })[];
  note?: string | null;
};

/**
 * The order (or reservation) made from the cart and not finished with: whose, which, and the lines it was made
 * with. Sent back as `replaces_order_id` so reopening the checkout updates it instead of making another, and asked
 * about on load, so the cart lets go of its lines once it is paid, wherever it was paid.
 */
export type CartMade = { owner: string; id: string; dishes: MadeLine[] };

function sanitizeCartMade(value: unknown): CartMade | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<Record<keyof CartMade, unknown>>;
  if (typeof v.owner !== 'string' || typeof v.id !== 'string' || !Array.isArray(v.dishes)) return null;
  const dishes = v.dishes
    .filter(
      (d): d is MadeLine =>
        !!d && typeof d === 'object' && typeof d.dish_id === 'string' && Number.isInteger(d.quantity),
    )
    .map((d) => ({
      dish_id: d.dish_id,
      quantity: d.quantity,
      ...(Array.isArray(d.options) ? { options: d.options.filter((o) => typeof o === 'string') } : {}),
      ...(typeof d.note === 'string' && d.note ? { note: d.note } : {}),
    }));
  return { owner: v.owner, id: v.id, dishes };
}

// Made on first use, as the free dish's store: the cart's index.ts is on the home page (decision 0004).
const stores: Partial<Record<'order' | 'reservation', ReturnType<typeof createMadeStore>>> = {};
function createMadeStore(kind: 'order' | 'reservation') {
  const key = kind === 'order' ? storageKeys.cartOrder : storageKeys.cartReservation;
  return createStoredState(key, sanitizeCartMade);
}
export const madeStore = (kind: 'order' | 'reservation') => (stores[kind] ??= createMadeStore(kind));

/** The order or reservation made from the cart that `owner` can still take up, by kind. */
export const cartMade = {
  remember: (kind: 'order' | 'reservation', made: CartMade) => madeStore(kind).set(made),
  /** What the cart made for `owner`, with the lines it was made with; another account's is not ours. */
  get: (kind: 'order' | 'reservation', owner: string): CartMade | undefined => {
    const made = madeStore(kind).get();
    return made && made.owner === owner ? made : undefined;
  },
  /** Its id, for `replaces_order_id` / `replaces_reservation_id`; another account's is not ours. */
  idFor: (kind: 'order' | 'reservation', owner: string): string | undefined => {
    const made = madeStore(kind).get();
    return made && made.owner === owner ? made.id : undefined;
  },
  /** Forgets it, only if it is still the one given (another may have been made since). */
  forget: (kind: 'order' | 'reservation', id: string) => {
    if (madeStore(kind).get()?.id === id) madeStore(kind).set(null);
  },
};
