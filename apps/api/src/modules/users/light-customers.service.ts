import { normalizePhone, type StaffCustomer } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { User } from '../../db/types.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import * as lightRepo from './light-customers.repository.js';
import * as repo from './users.repository.js';

/**
 * A customer staff record from a call with a name and a number only (decision 0051): no password, and an
 * address under the reserved `.invalid` domain (RFC 2606) until the person gives theirs, since every account has a
 * unique e-mail. Nothing is ever mailed there.
 */
const PLACEHOLDER_DOMAIN = 'client-telephone.invalid';
const placeholderEmail = (digits: string) => `${digits}@${PLACEHOLDER_DOMAIN}`;
export const isPlaceholderEmail = (email: string) => email.endsWith(`@${PLACEHOLDER_DOMAIN}`);

const toStaffCustomer = (u: User): StaffCustomer => ({
  id: u.id,
  firstname: u.firstname,
  lastname: u.lastname,
  email: isPlaceholderEmail(u.email) ? null : u.email,
  phone: u.phone,
  light: u.password_hash === '',
});

/** Staff's search for a caller: by number (8 digits or +228...) or by e-mail, exactly. */
export async function findCustomersForStaff(db: Db, query: string): Promise<StaffCustomer[]> {
  const digits = normalizePhone(query);
  if (digits) return (await lightRepo.findCustomersByPhone(db, digits)).map(toStaffCustomer);
  const byEmail = query.includes('@') ? await repo.findUserByEmail(db, query.trim()) : undefined;
  return byEmail && byEmail.role === 'customer' ? [toStaffCustomer(byEmail)] : [];
}

export type CallerIdentity = { phone: string; firstname: string; lastname?: string; email?: string };

/**
 * The account an order taken by phone belongs to: the customer with that number, else with that e-mail, else a
 * new light customer. Two staff recording the same new caller at once get one account (unique e-mail).
 */
export async function findOrCreateCustomer(
  db: Db,
  caller: CallerIdentity,
  now: string,
): Promise<{ id: string; phone: string; created: boolean; light: boolean }> {
  const found = await findCaller(db, caller);
  if (found) return { id: found.id, phone: caller.phone, created: false, light: found.password_hash === '' };
  const id = newId();
  try {
    await repo.insertUser(db, {
      id,
      email: caller.email ?? placeholderEmail(caller.phone),
      password_hash: '',
      firstname: caller.firstname,
      lastname: caller.lastname ?? null,
      phone: caller.phone,
      user_status: 'particular',
      activation_status: 'active',
      activated_at: now,
      created_at: now,
      updated_at: now,
    });
  } catch (err) {
    if (!isUniqueViolation(err, 'email')) throw err;
    const again = await findCaller(db, caller);
    if (!again) throw err;
    return { id: again.id, phone: caller.phone, created: false, light: again.password_hash === '' };
  }
  return { id, phone: caller.phone, created: true, light: true };
}

async function findCaller(db: Db, caller: CallerIdentity): Promise<User | undefined> {
  const [byPhone] = await lightRepo.findCustomersByPhone(db, caller.phone);
  if (byPhone) return byPhone;
  const email = caller.email ?? placeholderEmail(caller.phone);
  const byEmail = await repo.findUserByEmail(db, email);
  return byEmail?.role === 'customer' ? byEmail : undefined;
}

/** The light accounts (no password yet) holding this Togolese number, oldest first. */
export async function findLightAccountsByPhone(db: Db, phone: string): Promise<User[]> {
  const digits = normalizePhone(phone);
  return digits ? lightRepo.findLightCustomersByPhone(db, digits) : [];
}

/** The light account that holds this e-mail (a caller gave it to staff), if any. */
export async function findLightAccountByEmail(db: Db, email: string): Promise<User | undefined> {
  const user = await repo.findUserByEmail(db, email);
  return user && user.role === 'customer' && user.password_hash === '' ? user : undefined;
}

/**
 * Moves a caller's e-mail off their light account when someone registers with it: an e-mail typed by staff proves
 * no more than a number, so the account stays the caller's, under a reserved address, until their code is given.
 */
export async function setLightEmailAside(db: Db, id: string, now: string): Promise<void> {
  await lightRepo.updateLightCustomer(db, id, {
    email: `compte-${id}@${PLACEHOLDER_DOMAIN}`,
    updated_at: now,
  });
}

/**
 * A light account whose orders went to a registered account (decision 0064): it keeps its row for history, loses
 * its number and can never log in, so staff find the registered account by that number from then on.
 */
export async function retireLightAccount(db: Db, id: string, now: string): Promise<void> {
  await lightRepo.updateLightCustomer(db, id, {
    phone: null,
    email: `rattache-${id}@${PLACEHOLDER_DOMAIN}`,
    deactivated_at: now,
    updated_at: now,
  });
}
