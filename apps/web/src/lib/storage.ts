/** Browser storage keys of P12.4, and ours (delivery fee last priced by the server, free dish credit in use, the order
 * and the reservation made from the cart). */
export const storageKeys = {
  token: 'token',
  user: 'user',
  cart: 'cart',
  referralCode: 'referral_code',
  rememberMe: 'rememberMe',
  pendingReservation: 'pending_reservation',
  deliveryFee: 'delivery_fee',
  freeDish: 'free_dish',
  cartOrder: 'cart_order',
  cartReservation: 'cart_reservation',
  /** The back-office's alarm sound, turned on once on this computer (decision 0072). */
  alarmSound: 'alarm_sound',
} as const;

/** Reads JSON from localStorage; a missing or corrupt value gives the fallback. */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
