import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyMessages, type CompanyMembers, type User } from '@lome/shared';
import { dbKinds } from '../../test/helper.js';
import { companySteps, type CompanySteps } from '../../test/fixtures/company.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';

describe.each(dbKinds)('company invitations: used, taken back, named on the profile (%s)', (kind) => {
  let w: ReferralWorld;
  let s: CompanySteps;
  let holder: Account;

  beforeAll(async () => {
    w = await referralWorld(kind);
    s = companySteps(w);
    holder = (await w.register('company')).account;
  });
  afterAll(() => w.close());
  beforeEach(async () => {
    await w.t.db.deleteFrom('rate_limits').execute();
  });

  const pendingEmails = async () =>
    (await s.call('GET', '/api/company/members', holder.auth))
      .json<CompanyMembers>()
      .invitations.map((i) => i.email);
  const invitationIdOf = async (email: string) =>
    (await s.call('GET', '/api/company/members', holder.auth))
      .json<CompanyMembers>()
      .invitations.find((i) => i.email === email)!.id;

  it('says a used link has joined its colleague, who may accept again; nobody else joins through it', async () => {
    const { account: yao } = await w.register('particular');
    const token = await s.invite(holder, yao.email);
    const accepted = await s.call('POST', '/api/company/invitations/accept', yao.auth, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const used = await s.call('GET', `/api/company/invitations/${token}`, {});
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({
      company_name: 'SARL Test',
      email: yao.email,
      accepted_at: expect.any(String),
    });

    // Back on the link after logging in, or a second tap: the colleague stays in, with the same answer.
    const again = await s.call('POST', '/api/company/invitations/accept', yao.auth, { token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(companyMessages.joined);
    expect(await s.companyOf(yao.id)).toBe(holder.id);

    const { account: other } = await w.register('particular');
    const refused = await s.call('POST', '/api/company/invitations/accept', other.auth, { token });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(companyMessages.invitationInvalid);
    expect(await s.companyOf(other.id)).toBeNull();

    // Taken out of the company, the colleague's link is only spent: it neither says "joined" nor joins again.
    expect((await s.call('DELETE', `/api/company/members/${yao.id}`, holder.auth)).statusCode).toBe(200);
    const spent = await s.call('GET', `/api/company/invitations/${token}`, {});
    expect(spent.statusCode).toBe(410);
    expect(spent.json().message).toBe(companyMessages.invitationInvalid);
    expect((await s.call('POST', '/api/company/invitations/accept', yao.auth, { token })).statusCode).toBe(
      410,
    );
    expect(await s.companyOf(yao.id)).toBeNull();
  });

  it('lets the holder take back a pending invitation, whose link then says so; again answers the same', async () => {
    const email = `annulee-${Date.now()}@example.tg`;
    const token = await s.invite(holder, email);
    const id = await invitationIdOf(email);

    const revoked = await s.call('DELETE', `/api/company/invitations/${id}`, holder.auth);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toBe(companyMessages.revoked);
    expect(await pendingEmails()).not.toContain(email);

    const repeated = await s.call('DELETE', `/api/company/invitations/${id}`, holder.auth);
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json().message).toBe(companyMessages.revoked);

    const link = await s.call('GET', `/api/company/invitations/${token}`, {});
    expect(link.statusCode).toBe(410);
    expect(link.json().message).toBe(companyMessages.invitationRevoked);
    const signup = await s.registerWith(email, token);
    expect(signup.res.statusCode).toBe(410);
    expect(signup.res.json().message).toBe(companyMessages.invitationRevoked);
  });

  it("refuses another company's invitations, a colleague's tap and an accepted invitation", async () => {
    const email = `pas-a-vous-${Date.now()}@example.tg`;
    const token = await s.invite(holder, email);
    const id = await invitationIdOf(email);

    const { account: otherHolder } = await w.register('company');
    const foreign = await s.call('DELETE', `/api/company/invitations/${id}`, otherHolder.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(companyMessages.invitationNotFound);
    const { account: particular } = await w.register('particular');
    const notHolder = await s.call('DELETE', `/api/company/invitations/${id}`, particular.auth);
    expect(notHolder.statusCode).toBe(403);
    expect(notHolder.json().message).toBe(companyMessages.holderOnly);
    expect((await s.call('DELETE', '/api/company/invitations/inconnue', holder.auth)).statusCode).toBe(404);
    // Still pending, still usable.
    expect(await pendingEmails()).toContain(email);
    expect((await s.call('GET', `/api/company/invitations/${token}`, {})).json().accepted_at).toBeNull();

    const joined = await s.registerWith(email, token);
    expect(joined.res.statusCode, joined.res.body).toBe(201);
    const late = await s.call('DELETE', `/api/company/invitations/${id}`, holder.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(companyMessages.invitationAlreadyAccepted);
    expect(await s.companyOf(joined.account!.id)).toBe(holder.id);
  });

  it("names the company a colleague orders for in the colleague's account, not in others'", async () => {
    const { account: ama } = await w.register('particular');
    const token = await s.invite(holder, ama.email);
    expect((await s.call('POST', '/api/company/invitations/accept', ama.auth, { token })).statusCode).toBe(
      200,
    );

    const me = (await s.call('GET', '/api/me', ama.auth)).json<{ user: User }>().user;
    expect(me.member_of_company).toEqual({ id: holder.id, name: 'SARL Test' });
    const login = await s.call('POST', '/api/users/login', {}, { email: ama.email, password: TEST_PASSWORD });
    expect(login.json<{ user: User }>().user.member_of_company).toEqual({ id: holder.id, name: 'SARL Test' });

    const holderMe = (await s.call('GET', '/api/me', holder.auth)).json<{ user: User }>().user;
    expect(holderMe.member_of_company).toBeNull();
    const { account: visitor } = await w.register('particular');
    expect(
      (await s.call('GET', '/api/me', visitor.auth)).json<{ user: User }>().user.member_of_company,
    ).toBeNull();
  });
});
