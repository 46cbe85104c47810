import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserMessages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';

describe.each(dbKinds)('admins manage accounts (%s)', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t.db, { role: 'admin', firstname: 'Mawuli' });
  });
  afterAll(() => t.close());

  const search = (q: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(q)}`, headers: admin.auth });
  const post = (id: string, what: 'role' | 'active', payload: object, who = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/${what}`, headers: who.auth, payload });
  const login = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: TEST_PASSWORD } });
  const me = (auth: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: auth });

  it('finds accounts by name, full name, e-mail or phone typed any way, with type, role and activation', async () => {
    const { user } = await createUser(t.db, {
      firstname: 'Enyonam',
      lastname: 'Agbodjan',
      phone: '91234567',
      user_status: 'apporteur',
    });
    for (const q of ['enyo', 'Enyonam Agbodjan', user.email.toUpperCase(), '91 23 45 67', '+228 91234567']) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().users, q).toEqual([
        expect.objectContaining({
          id: user.id,
          user_status: 'apporteur',
          role: 'customer',
          activation_status: 'active',
          deactivated_at: null,
        }),
      ]);
    }
    expect((await search('zzz-personne')).json().users).toEqual([]);
  });

  it('promotes an account to staff and back to customer, audited; the new role applies to open sessions at once', async () => {
    const target = await createUser(t.db, { firstname: 'Sena' });
    const board = () => t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: target.auth });
    expect((await board()).statusCode).toBe(403);

    const promoted = await post(target.user.id, 'role', { role: 'staff' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ id: target.user.id, role: 'staff' });
    expect((await board()).statusCode).toBe(200);
    // A double tap records nothing more.
    expect((await post(target.user.id, 'role', { role: 'staff' })).statusCode).toBe(200);

    expect((await post(target.user.id, 'role', { role: 'customer' })).json().role).toBe('customer');
    expect((await board()).statusCode).toBe(403);

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?subject_type=user&subject_id=${target.user.id}`,
      headers: admin.auth,
    });
    expect(
      audit
        .json()
        .entries.map((e: { action: string; before: object; after: object; actor_id: string }) => [
          e.actor_id,
          e.action,
          e.before,
          e.after,
        ]),
    ).toEqual([
      [
        admin.user.id,
        'user.role',
        { email: target.user.email, role: 'staff' },
        { email: target.user.email, role: 'customer' },
      ],
      [
        admin.user.id,
        'user.role',
        { email: target.user.email, role: 'customer' },
        { email: target.user.email, role: 'staff' },
      ],
    ]);
  });

  it('deactivates an account: its sessions end at once and it cannot log in (French message); reactivated, it can', async () => {
    const target = await createUser(t.db, { firstname: 'Kafui' });
    expect((await me(target.auth)).statusCode).toBe(200);
    const off = await post(target.user.id, 'active', { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().deactivated_at).toEqual(expect.any(String));
    expect((await me(target.auth)).statusCode).toBe(401);

    const refused = await login(target.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: adminUserMessages.deactivated, code: 'ACCOUNT_DEACTIVATED' });
    // A wrong password still gets the usual answer: deactivation is only told to whoever knows the password.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: target.user.email, password: 'Mauvais1!' },
    });
    expect(wrong.statusCode).toBe(401);

    const on = await post(target.user.id, 'active', { active: true });
    expect(on.json().deactivated_at).toBeNull();
    expect((await login(target.user.email)).statusCode).toBe(200);

    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', target.user.id)
      .orderBy('created_at')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['user.deactivate', 'user.reactivate']);
  });

  it('never lets an admin demote or deactivate themselves', async () => {
    const own = await post(admin.user.id, 'role', { role: 'customer' });
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(adminUserMessages.notYourself);
    const off = await post(admin.user.id, 'active', { active: false });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe(adminUserMessages.notYourself);
    expect((await me(admin.auth)).json().user.role).toBe('admin');
  });

  it('keeps one active admin when two admins demote each other at the same moment', async () => {
    const a = await createUser(t.db, { role: 'admin' });
    const b = await createUser(t.db, { role: 'admin' });
    // a and b are the only admins: the others are customers for this test.
    const others = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('id', 'not in', [a.user.id, b.user.id])
      .execute();
    await t.db
      .updateTable('users')
      .set({ role: 'customer' })
      .where(
        'id',
        'in',
        others.map((o) => o.id),
      )
      .execute();
    try {
      const [ab, ba] = await Promise.all([
        post(b.user.id, 'role', { role: 'staff' }, a),
        post(a.user.id, 'role', { role: 'staff' }, b),
      ]);
      const codes = [ab.statusCode, ba.statusCode].sort();
      // One wins; the other is refused, as the last admin or because it just lost its own rights.
      expect(codes[0]).toBe(200);
      expect([403, 422]).toContain(codes[1]);
      const left = await t.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('deactivated_at', 'is', null)
        .execute();
      expect(left).toHaveLength(1);
      const refused = ab.statusCode === 200 ? ba : ab;
      if (refused.statusCode === 422) expect(refused.json().message).toBe(adminUserMessages.lastAdmin);
    } finally {
      await t.db
        .updateTable('users')
        .set({ role: 'admin' })
        .where(
          'id',
          'in',
          others.map((o) => o.id),
        )
        .execute();
    }
  });

  it('refuses an unknown account, an unknown role (admins are made from the command line) and a bad flag', async () => {
    const target = await createUser(t.db);
    expect((await post('inconnu', 'role', { role: 'staff' })).statusCode).toBe(404);
    const asAdmin = await post(target.user.id, 'role', { role: 'admin' });
    expect(asAdmin.statusCode).toBe(422);
    expect(asAdmin.json().errors).toEqual({ role: [adminUserMessages.role] });
    const flag = await post(target.user.id, 'active', { active: 'non' });
    expect(flag.json().errors).toEqual({ active: [adminUserMessages.active] });
  });
});
