import { z } from 'zod';
import { messages } from '../messages.js';
import { ADDRESS_TITLES } from '../order-source.js';
import { ORDER_LIMITS, orderMessages, phoneSchema, positionFields } from './orders.js';
import { textInput } from './text.js';

/** How many addresses one account keeps: a home, offices, family; more is a list nobody scrolls on a phone. */
export const MAX_SAVED_ADDRESSES = 10;

export const addressMessages = {
  notFound: 'Adresse introuvable.',
  tooMany: `Vous avez déjà ${MAX_SAVED_ADDRESSES} adresses enregistrées : supprimez-en une pour en ajouter une autre.`,
  saved: 'Adresse enregistrée.',
  updated: 'Adresse modifiée.',
  deleted: 'Adresse supprimée.',
  ref: 'Référence d’adresse invalide.',
} as const;

/** POST /api/me/addresses and PUT /api/me/addresses/{id} body: a delivery place with its pin. */
export const savedAddressInputSchema = z.object(
  {
    label: z.enum(ADDRESS_TITLES, { error: orderMessages.addressTitle }),
    description: textInput({ error: orderMessages.address })
      .trim()
      .min(1, orderMessages.address)
      .max(ORDER_LIMITS.address, orderMessages.addressTooLong),
    ...positionFields,
    /** Who answers the rider there; left empty, the order's contact is asked at checkout. */
    phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), phoneSchema.optional()),
  },
  { error: messages.invalidInput },
);
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.string(),
  label: z.enum(ADDRESS_TITLES),
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/**
 * The office of the company an account orders for (P9.6), offered at checkout; its pin when one was saved.
 */
export const companyAddressSchema = z.object({
  company_name: z.string(),
  description: z.string(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

/** GET /api/me/addresses answer: the account's addresses, newest first, and its company's office if any. */
export const savedAddressListSchema = z.object({
  addresses: z.array(savedAddressSchema),
  company_address: companyAddressSchema.nullable(),
});
export type SavedAddressList = z.infer<typeof savedAddressListSchema>;
