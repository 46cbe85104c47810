import { randomBytes } from 'node:crypto';
import {
  authMessages,
  companyMessages,
  fullName,
  telHref,
  whatsappUrl,
  type CompanyInvitation,
  type CompanyInvitationInfo,
  type CompanyMembers,
  type CompanyOrders,
  type CompanySupport,
} from '@lome/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { User } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Mailer } from '../../lib/mailer.js';
import { companyStatement } from '../invoices/statements.service.js';
import { queueCompanyInvitation, sendQueuedMails } from '../notifications/notifications.service.js';
import { listOrders } from '../sales/customer-views.service.js';
import { hashToken } from '../sessions/sessions.service.js';
import { getCompanySettings } from '../admin-settings/admin-settings.service.js';
import {
  companyNameOf,
  findAccountByEmail,
  findAccountById,
  isCompanyHolder,
  listCompanyMembers,
  setAccountCompany,
} from '../users/users.service.js';
import * as repo from './company.repository.js';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** The account and the company it orders for: itself when holder, its holder when colleague, none otherwise. */
async function companyContext(db: Db, userId: string) {
  const me = await findAccountById(db, userId);
  if (!me) throw new AppError(401, 'UNAUTHENTICATED', authMessages.unauthenticated);
  if (isCompanyHolder(me)) return { me, holder: me, isHolder: true };
  const holder = me.company_id ? await findAccountById(db, me.company_id) : undefined;
  return { me, holder, isHolder: false };
}

async function requireHolder(db: Db, userId: string): Promise<User> {
  const { holder, isHolder } = await companyContext(db, userId);
  if (!holder || !isHolder) throw new AppError(403, 'COMPANY_HOLDER_ONLY', companyMessages.holderOnly);
  return holder;
}

const invitationInvalid = () =>
  new AppError(410, 'INVITATION_INVALID', companyMessages.invitationInvalid, {
    invitation_token: [companyMessages.invitationInvalid],
  });

const invitationRevoked = () =>
  new AppError(410, 'INVITATION_REVOKED', companyMessages.invitationRevoked, {
    invitation_token: [companyMessages.invitationRevoked],
  });

export type InviteDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string };

/**
 * Invites a colleague by e-mail (holder only): an invitation row holding its token's hash and the e-mail with the
 * link, in one transaction; the mail leaves once it commits. The token is only in the e-mail.
 */
export async function inviteMember(
  deps: InviteDeps,
  holderId: string,
  email: string,
): Promise<CompanyInvitation> {
  const holder = await requireHolder(deps.db, holderId);
  if (email === holder.email) {
    throw new AppError(422, 'CANNOT_INVITE_SELF', companyMessages.cannotInviteSelf, {
      email: [companyMessages.cannotInviteSelf],
    });
  }
  const existing = await findAccountByEmail(deps.db, email);
  if (existing?.company_id === holder.id) {
    throw new AppError(422, 'ALREADY_MEMBER', companyMessages.alreadyMember, {
      email: [companyMessages.alreadyMember],
    });
  }
  const token = randomBytes(32).toString('base64url');
  const now = nowIso();
  const invitation = {
    id: newId(),
    email,
    created_at: now,
    expires_at: new Date(Date.parse(now) + INVITATION_DAYS * 86_400_000).toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertInvitation(trx, {
      ...invitation,
      company_id: holder.id,
      token_hash: hashToken(token),
      accepted_at: null,
      accepted_by: null,
    });
    await queueCompanyInvitation(trx, invitation.id, email, {
      companyName: companyNameOf(holder),
      invitedBy: fullName(holder.firstname, holder.lastname),
      url: `${deps.publicUrl}/entreprise/invitation?token=${token}`,
      expiresAt: invitation.expires_at,
    });
  });
  void sendQueuedMails({ db: deps.db, mailer: deps.mailer, log: deps.log });
  return invitation;
}

/** What the invitation page shows: before joining, or that the colleague has joined; 410 otherwise. */
export async function getInvitationInfo(db: Db, token: string): Promise<CompanyInvitationInfo> {
  const invitation = await repo.findInvitationByTokenHash(db, hashToken(token));
  const holder = invitation && (await findAccountById(db, invitation.company_id));
  if (!invitation || !holder) throw invitationInvalid();
  if (invitation.revoked_at) throw invitationRevoked();
  const info = {
    company_name: companyNameOf(holder),
    email: invitation.email,
    expires_at: invitation.expires_at,
  };
  if (invitation.accepted_at) {
    // Said while the colleague is still in the company: once taken out, the link is only spent.
    const member = invitation.accepted_by ? await findAccountById(db, invitation.accepted_by) : undefined;
    if (member?.company_id !== invitation.company_id) throw invitationInvalid();
    return { ...info, accepted_at: invitation.accepted_at };
  }
  if (invitation.expires_at <= nowIso()) throw invitationInvalid();
  return { ...info, accepted_at: null };
}

/**
 * Joins an account to the company of an invitation, in the caller's transaction (at registration, in the new
 * account's): the link works once, before it expires, for the e-mail it was sent to, and only for a customer
 * account that is not a company itself nor a colleague of another one. The colleague who joined through it may
 * follow it again (or tap twice): they stay in, with the same answer.
 */
export async function acceptInvitation(trx: Db, token: string, userId: string): Promise<void> {
  const now = nowIso();
  const invitation = await repo.findInvitationByTokenHash(trx, hashToken(token));
  if (!invitation) throw invitationInvalid();
  if (invitation.revoked_at) throw invitationRevoked();
  const account = await findAccountById(trx, userId);
  if (!account) throw new AppError(401, 'UNAUTHENTICATED', authMessages.unauthenticated);
  if (invitation.accepted_by === account.id && account.company_id === invitation.company_id) return;
  if (invitation.accepted_at || invitation.expires_at <= now) throw invitationInvalid();
  if (account.email !== invitation.email.toLowerCase()) {
    throw new AppError(403, 'INVITATION_OTHER_EMAIL', companyMessages.invitationOtherEmail, {
      email: [companyMessages.invitationOtherEmail],
    });
  }
  if (
    account.user_status === 'company' ||
    account.role !== 'customer' ||
    (account.company_id !== null && account.company_id !== invitation.company_id)
  ) {
    throw new AppError(422, 'INVITATION_NOT_FOR_ACCOUNT', companyMessages.invitationNotForAccount);
  }
  if (!(await repo.markAccepted(trx, invitation.id, userId, now))) throw invitationInvalid();
  await setAccountCompany(trx, userId, invitation.company_id);
}

/**
 * Takes back an invitation nobody accepted yet (holder only): its link stops working. Taking it back again
 * answers the same; another company's invitation is not found; an accepted one is a colleague to remove instead.
 */
export async function revokeInvitation(db: Db, holderId: string, invitationId: string): Promise<void> {
  const holder = await requireHolder(db, holderId);
  const find = () => repo.findCompanyInvitation(db, holder.id, invitationId);
  const invitation = await find();
  if (!invitation) throw new AppError(404, 'INVITATION_NOT_FOUND', companyMessages.invitationNotFound);
  if (invitation.revoked_at) return;
  if (!invitation.accepted_at && (await repo.markRevoked(db, invitation.id, nowIso()))) return;
  // Accepted, or taken back by a request that came first (a second tap): the row as it now is says which.
  if ((await find())?.revoked_at) return;
  throw new AppError(409, 'INVITATION_ALREADY_ACCEPTED', companyMessages.invitationAlreadyAccepted);
}

/** The holder's colleagues and pending invitations. */
export async function listMembers(db: Db, holderId: string): Promise<CompanyMembers> {
  const holder = await requireHolder(db, holderId);
  const [members, joined, invitations] = await Promise.all([
    listCompanyMembers(db, holder.id),
    repo.acceptedAtByUser(db, holder.id),
    repo.listPendingInvitations(db, holder.id, nowIso()),
  ]);
  return {
    members: members.map((m) => ({
      id: m.id,
      name: fullName(m.firstname, m.lastname),
      email: m.email,
      joined_at: joined.get(m.id) ?? null,
    })),
    invitations,
  };
}

/** Takes a colleague out of the holder's company; their past invoices keep the company's identity (frozen). */
export async function removeMember(db: Db, holderId: string, memberId: string): Promise<void> {
  const holder = await requireHolder(db, holderId);
  const member = await findAccountById(db, memberId);
  if (!member || member.id === holder.id || member.company_id !== holder.id) {
    throw new AppError(404, 'MEMBER_NOT_FOUND', companyMessages.memberNotFound);
  }
  await setAccountCompany(db, member.id, null);
}

/**
 * The company's orders with who placed them, newest first: every current colleague's and the holder's for the
 * holder, one's own for a colleague (P9.5). The API holds it: a colleague never sees another's order.
 */
export async function listCompanyOrders(db: Db, userId: string): Promise<CompanyOrders> {
  const { me, holder, isHolder } = await companyContext(db, userId);
  if (!holder) throw new AppError(403, 'COMPANY_ONLY', companyMessages.companyOnly);
  const people = isHolder ? [holder, ...(await listCompanyMembers(db, holder.id))] : [me];
  const orders = [];
  for (const person of people) {
    const placedBy = { id: person.id, name: fullName(person.firstname, person.lastname) };
    for (const order of await listOrders(db, person.id)) orders.push({ ...order, placed_by: placedBy });
  }
  orders.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
  return { is_holder: isHolder, orders };
}

/**
 * The company's statement of a month (P9.5), as a PDF or a CSV: for its holder only, a colleague gets 403.
 */
export async function getStatement(db: Db, userId: string, month: string, format: 'pdf' | 'csv') {
  return companyStatement(db, await requireHolder(db, userId), month, format);
}

/** The direct line of priority support (Réglages), for company accounts and their colleagues only. */
export async function getCompanySupport(db: Db, userId: string): Promise<CompanySupport> {
  const { holder } = await companyContext(db, userId);
  if (!holder) throw new AppError(403, 'COMPANY_ONLY', companyMessages.companyOnly);
  const s = await getCompanySettings(db);
  return {
    whatsapp: s.support_whatsapp || null,
    whatsapp_url: whatsappUrl(s.support_whatsapp),
    phone: s.support_phone || null,
    phone_href: telHref(s.support_phone),
  };
}
