import { readJson, storageKeys, writeJson } from '@/lib/storage';

/**
 * The reservation whose payment is under way (P11.5), kept in localStorage so /reservation-confirmation can
 * follow it after a reload or from another visit. Navigation state carries the same object.
 */
export type PendingReservation = {
  reservationId: string;
  paymentId: string | null;
  phoneNumber: string | null;
  code?: string;
  amount?: number;
};

export function isPendingReservation(value: unknown): value is PendingReservation {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.reservationId === 'string' && v.reservationId !== '';
}

export function readPendingReservation(): PendingReservation | null {
  const value = readJson<unknown>(storageKeys.pendingReservation, null);
  return isPendingReservation(value) ? value : null;
}

export function rememberPendingReservation(pending: PendingReservation): void {
  writeJson(storageKeys.pendingReservation, pending);
}

/** Forgets the pending reservation, only if it is still the one given (another may have started since). */
export function forgetPendingReservation(reservationId: string): void {
  if (readPendingReservation()?.reservationId === reservationId) {
    localStorage.removeItem(storageKeys.pendingReservation);
  }
}
