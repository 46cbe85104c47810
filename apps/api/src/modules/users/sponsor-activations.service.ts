import {
  adminMoneyMessages,
  authMessages,
  fullName,
  type AdminSponsor,
  type PaymentInfo,
} from '@lome/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { SponsorGrilleTable, User as UserRow } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './sponsor-activations.repository.js';
import * as users from './users.repository.js';

export type SponsorActivationState = {
  user_status: UserRow['user_status'];
  activation_status: UserRow['activation_status'];
  activated_at: string | null;
  kit_handed_over_at: string | null;
  /** What a sponsor pending activation pays, from the grid it registered with; null otherwise. */
  paymentInfo: PaymentInfo | null;
};

/** Where an account stands with the sponsor activation (P7.6). */
export async function getSponsorActivation(db: Db, userId: string): Promise<SponsorActivationState> {
  const u = await users.findUserById(db, userId);
  if (!u) throw new AppError(401, 'UNAUTHENTICATED', authMessages.unauthenticated);
  const pending = u.user_status === 'sponsor' && u.activation_status === 'pending_payment';
  const grille = !pending
    ? undefined
    : u.sponsor_grille_id
      ? await users.findSponsorGrille(db, u.sponsor_grille_id)
      : await users.findActiveSponsorGrille(db);
  return {
    user_status: u.user_status,
    activation_status: u.activation_status,
    activated_at: u.activated_at,
    kit_handed_over_at: u.kit_handed_over_at,
    paymentInfo: grille
      ? {
          amount: grille.amount,
          currency: 'FCFA',
          sponsor_grille_id: grille.id,
          kit_description: grille.kit_description,
          user_id: u.id,
        }
      : null,
  };
}

/** Activates a sponsor whose activation payment was confirmed, once; false when it was not pending. */
export function activateSponsor(trx: Db, userId: string, now: string): Promise<boolean> {
  return users.activateSponsor(trx, userId, now);
}

/** The demo's sponsor grid as it is written, in the caller's transaction. */
export const importSponsorGrille = (db: Db, row: Insertable<SponsorGrilleTable>) =>
  users.insertSponsorGrille(db, row);

/** The grid a sponsor registering without choosing one gets: the cheapest active one. */
export const findDefaultSponsorGrille = (db: Db) => users.findActiveSponsorGrille(db);

function toAdminSponsor(r: repo.SponsorRow): AdminSponsor {
  return {
    id: r.id,
    name: fullName(r.firstname, r.lastname),
    email: r.email,
    phone: r.phone,
    grille:
      r.grille_name === null
        ? null
        : { name: r.grille_name, amount: r.grille_amount!, kit_description: r.kit_description! },
    activation_status: r.activation_status,
    activated_at: r.activated_at,
    kit_handed_over_at: r.kit_handed_over_at,
    created_at: r.created_at,
  };
}

/** What staff act on first: kits to hand over (longest waiting first), then pending payments, then done. */
function rank(s: AdminSponsor): number {
  if (s.activation_status === 'active' && !s.kit_handed_over_at) return 0;
  return s.activation_status === 'pending_payment' ? 1 : 2;
}

export async function listSponsorActivations(db: Db): Promise<AdminSponsor[]> {
  const sponsors = (await repo.listSponsors(db)).map(toAdminSponsor);
  return sponsors.sort(
    (a, b) =>
      rank(a) - rank(b) || (rank(a) === 0 ? (a.activated_at ?? '').localeCompare(b.activated_at ?? '') : 0),
  );
}

/**
 * Records that the sponsor's dish kit was handed over (P7.6), audited in the same transaction. Once: a second
 * call gets 409; a sponsor who has not paid the activation gets 422.
 */
export async function handOverKit(db: Db, sponsorId: string, actorId: string): Promise<AdminSponsor> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findSponsor(trx, sponsorId);
    if (!before) throw new AppError(404, 'SPONSOR_NOT_FOUND', adminMoneyMessages.sponsorNotFound);
    if (!(await repo.markKitHandedOver(trx, sponsorId, nowIso()))) {
      // Read again: another admin may have handed it over while this call waited for the row.
      if ((await repo.findSponsor(trx, sponsorId))?.kit_handed_over_at) {
        throw new AppError(409, 'KIT_ALREADY_HANDED_OVER', adminMoneyMessages.kitAlreadyHandedOver);
      }
      throw new AppError(422, 'SPONSOR_NOT_ACTIVE', adminMoneyMessages.sponsorNotActive);
    }
    const after = (await repo.findSponsor(trx, sponsorId))!;
    await recordAudit(trx, {
      actorId,
      action: 'sponsor.kit_handed_over',
      subjectType: 'user',
      subjectId: sponsorId,
      before: {
        name: fullName(before.firstname, before.lastname),
        kit_handed_over_at: before.kit_handed_over_at,
      },
      after: {
        name: fullName(after.firstname, after.lastname),
        kit_handed_over_at: after.kit_handed_over_at,
      },
    });
    return toAdminSponsor(after);
  });
}
