import { storageKeys } from '@/lib/storage';
import { createStoredState } from '@/lib/stored-state';

// The delivery fee the server charged on the customer's last order (P1.2: only the server prices). Until an
// order tells otherwise the cart shows delivery as free (P3.3, the server's default).
const deliveryFee = createStoredState(storageKeys.deliveryFee, (stored) =>
  Number.isInteger(stored) && (stored as number) >= 0 ? (stored as number) : null,
);

/** Keeps the fee of an order the server just priced, so the cart stops showing another one. */
export const rememberDeliveryFee = (amount: number) => {
  if (deliveryFee.get() !== amount) deliveryFee.set(amount);
};

/** The server's delivery fee once an order has told it, else null. */
export const useDeliveryFee = deliveryFee.useValue;
