import {
  addressMessages,
  MAX_SAVED_ADDRESSES,
  type CompanyAddress,
  type SavedAddress,
  type SavedAddressList,
  type savedAddressInputSchema,
} from '@lome/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { findAccountById, isCompanyHolder } from '../users/users.service.js';
import * as repo from './addresses.repository.js';

export type AddressInput = z.output<typeof savedAddressInputSchema>;

const notFound = () => new AppError(404, 'ADDRESS_NOT_FOUND', addressMessages.notFound);

const toAddress = ({ user_id: _, slot: __, ...row }: repo.AddressRow): SavedAddress => row;

/**
 * The office of the company `userId` orders for (P9.6), its holder's profile address: for the holder and for
 * colleagues; with the pin of the holder's first saved 'Bureau' address when there is one. Null otherwise.
 */
async function companyAddress(db: Db, userId: string): Promise<CompanyAddress | null> {
  const me = await findAccountById(db, userId);
  if (!me) return null;
  const holder = isCompanyHolder(me)
    ? me
    : me.company_id
      ? await findAccountById(db, me.company_id)
      : undefined;
  const description = holder?.adresse_company?.trim();
  if (!holder || !description) return null;
  const office = (await repo.listAddresses(db, holder.id)).findLast((a) => a.label === 'Bureau');
  return {
    company_name: holder.denomination_sociale || `${holder.firstname} ${holder.lastname}`.trim(),
    description,
    phone: holder.telephonepro || null,
    latitude: office?.latitude ?? null,
    longitude: office?.longitude ?? null,
  };
}

/** GET /api/me/addresses: the account's saved addresses and its company's office. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddressList> {
  return {
    addresses: (await repo.listAddresses(db, userId)).map(toAddress),
    company_address: await companyAddress(db, userId),
  };
}

/**
 * Saves a new address in the first free slot of the account; refused past MAX_SAVED_ADDRESSES. Two saves at once
 * may pick the same slot: the database keeps one, the other tries the next free slot.
 */
export async function createAddress(db: Db, userId: string, input: AddressInput): Promise<SavedAddress> {
  for (let attempt = 0; attempt < MAX_SAVED_ADDRESSES; attempt++) {
    const used = new Set((await repo.listAddresses(db, userId)).map((a) => a.slot));
    const slot = [...Array(MAX_SAVED_ADDRESSES).keys()].find((s) => !used.has(s));
    if (slot === undefined) throw new AppError(422, 'TOO_MANY_ADDRESSES', addressMessages.tooMany);
    const now = nowIso();
    const row = {
      id: newId(),
      user_id: userId,
      label: input.label,
      description: input.description,
      latitude: input.latitude,
      longitude: input.longitude,
      phone: input.phone ?? null,
      slot,
      created_at: now,
      updated_at: now,
    };
    try {
      await repo.insertAddress(db, row);
      return toAddress(row);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError(422, 'TOO_MANY_ADDRESSES', addressMessages.tooMany);
}

/** Replaces an address of the account; another account's is not found (404), as one that does not exist. */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<SavedAddress> {
  const updated = await repo.updateAddress(db, userId, id, {
    label: input.label,
    description: input.description,
    latitude: input.latitude,
    longitude: input.longitude,
    phone: input.phone ?? null,
    updated_at: nowIso(),
  });
  const row = updated ? await repo.findAddress(db, userId, id) : undefined;
  if (!row) throw notFound();
  return toAddress(row);
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteAddress(db, userId, id))) throw notFound();
}
