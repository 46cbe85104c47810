import { storageKeys } from '@/lib/storage';

/** P12.4: the referral code lives in both storages; the api-client sends it as X-Referral-Code. */
export function storeReferralCode(code: string): void {
  const clean = normaliseReferralCode(code);
  if (!clean) return;
  localStorage.setItem(storageKeys.referralCode, clean);
  sessionStorage.setItem(storageKeys.referralCode, clean);
}

export function readReferralCode(): string | null {
  return localStorage.getItem(storageKeys.referralCode) ?? sessionStorage.getItem(storageKeys.referralCode);
}

export function clearReferralCode(): void {
  localStorage.removeItem(storageKeys.referralCode);
  sessionStorage.removeItem(storageKeys.referralCode);
}

/** Codes are upper case (P7.1); people type or paste them with stray spaces and lower case. */
export function normaliseReferralCode(code: string): string {
  return code.trim().toUpperCase();
}
