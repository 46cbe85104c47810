import type { QueryClient } from '@tanstack/react-query';
import { cartDishes, type CartItem, type OrderCreateInput } from '@lome/shared';
import { ApiError } from '@/lib/api-client';
import { refreshRestaurantStatus } from '@/features/kitchen';
import { deliverySlotsQueryOptions } from '../api/get-delivery-slots';
import type { AddressValues } from '../components/address-step';

/** Navigation state read by /order-confirmation (P11.1). */
export type OrderConfirmationState = {
  orderId: string;
  orderCode: string;
  /** Not known when the order turns out to have been paid from another screen. */
  transactionId?: string;
  amount: number;
  /** The delivery contact the rider calls (not necessarily the number that paid). */
  phoneNumber?: string;
  address: string;
  /** The time promised and the slot chosen (P4.7). */
  estimatedAt?: string | null;
  scheduledFor?: string | null;
  /** Paid in cash at the door: `amount` is what to prepare. */
  cash?: boolean;
};

/** The free dish credit the cart applies ('Utiliser', P11.2): which credit, on which dish. */
export type CheckoutFreeDish = { credit_id: string; dish_id: string };

/** The cart's lines as the order's `dishes[]`, with their choices and note (decision 0081). */
export const dishesOf = (items: CartItem[]) => cartDishes(items);

export const orderBody = (
  items: CartItem[],
  address: AddressValues,
  freeDish: CheckoutFreeDish | null,
  scheduledFor: string | null,
): OrderCreateInput => ({
  dishes: dishesOf(items),
  // The server checks the credit and makes one unit of that dish free (P7.5); the browser states no amount.
  ...(freeDish ? { free_dish_credit_id: freeDish.credit_id, free_dish_id: freeDish.dish_id } : {}),
  title: address.title,
  description_address: address.description_address,
  latitude: address.position?.latitude,
  longitude: address.position?.longitude,
  phone: address.phone,
  // Left out, the order is "as soon as possible" (P4.4).
  ...(scheduledFor ? { scheduled_for: scheduledFor } : {}),
});

/** A refusal about time: the banner and the slots catch up with the kitchen, the message says why. */
export function kitchenRefusal(error: unknown, queryClient: QueryClient) {
  if (!(error instanceof ApiError)) return;
  if (error.code === 'RESTAURANT_CLOSED' || error.code === 'ORDERS_PAUSED') refreshRestaurantStatus();
  if (error.code === 'SLOT_UNAVAILABLE' || error.code === 'ADVANCE_NOTICE_REQUIRED')
    void queryClient.invalidateQueries({ queryKey: deliverySlotsQueryOptions().queryKey });
}
