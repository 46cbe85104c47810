import type { CartItem } from '@lome/shared';

/** A free dish credit applied to the cart: which credit, on which dish's line. */
export type AppliedFreeDish = { credit_id: string; dish_id: string; dish_name: string };

/** Keeps a well-formed applied credit from whatever localStorage held, else none. */
export function sanitizeFreeDish(value: unknown): AppliedFreeDish | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<Record<keyof AppliedFreeDish, unknown>>;
  return typeof v.credit_id === 'string' && typeof v.dish_id === 'string' && typeof v.dish_name === 'string'
    ? { credit_id: v.credit_id, dish_id: v.dish_id, dish_name: v.dish_name }
    : null;
}

/**
 * What a line costs with the credit on it: one unit free. Shown on the line only; the total charged is the
 * server's (its quote and its order, P1.2), which also applies the credit's cap.
 */
export function lineTotalWithFreeDish(item: CartItem, freeDish: AppliedFreeDish | null): number {
  const freeUnits = freeDish && freeDish.dish_id === item.id ? 1 : 0;
  return item.price * Math.max(0, item.quantity - freeUnits);
}
