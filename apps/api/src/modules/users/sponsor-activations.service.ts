import { adminMoneyMessages, fullName, type AdminSponsor } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './sponsor-activations.repository.js';

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
