import { fullName, restaurant } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { User } from '../../db/types.js';
import { readSettings } from '../settings/settings.store.js';

/** The restaurant's identity on its invoices (settings, P9.1); the VAT rate in basis points (1800 = 18 %). */
export const INVOICE_SETTING_KEYS = {
  legalName: 'invoice.legal_name',
  address: 'invoice.address',
  nif: 'invoice.nif',
  rccm: 'invoice.rccm',
  vatRateBp: 'invoice.vat_rate_bp',
} as const;
export const DEFAULT_VAT_RATE_BP = 1_800;

/** Who invoices and statements name as the seller, and the VAT rate (a setting out of range reads as the default). */
export async function sellerOf(db: Db) {
  const s = Object.fromEntries(await readSettings(db, Object.values(INVOICE_SETTING_KEYS)));
  const rate = Number(s[INVOICE_SETTING_KEYS.vatRateBp]);
  return {
    seller: {
      name: s[INVOICE_SETTING_KEYS.legalName] || restaurant.name,
      address: s[INVOICE_SETTING_KEYS.address] || restaurant.addressLine,
      nif: s[INVOICE_SETTING_KEYS.nif] ?? '',
      rccm: s[INVOICE_SETTING_KEYS.rccm] ?? '',
    },
    vatRateBp: Number.isInteger(rate) && rate >= 0 && rate <= 10_000 ? rate : DEFAULT_VAT_RATE_BP,
  };
}

/** A company account's name: its legal name, else its holder's. */
export const companyName = (company: User) =>
  company.denomination_sociale || fullName(company.firstname, company.lastname);
