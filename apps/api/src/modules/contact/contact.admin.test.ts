import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { expectAdminOnly, staffAccounts } from '../../test/office-roles.js';

describe.each(dbKinds)('contact messages for admins (%s)', (kind) => {
  let t: TestApp;
  let accounts: Awaited<ReturnType<typeof staffAccounts>>;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    accounts = await staffAccounts(t.db);
    // Three messages a minute apart, the oldest first.
    for (const [i, firstname] of ['Afi', 'Kodjo', 'Esi'].entries()) {
      const id = `msg-${i}`;
      ids.push(id);
      await t.db
        .insertInto('contact_messages')
        .values({
          id,
          firstname,
          lastname: 'Amegah',
          email: `${firstname.toLowerCase()}@example.tg`,
          phone: null,
          subject: 'event',
          message: `Bonjour, message ${i}`,
          idempotency_key: null,
          handled_at: null,
          created_at: `2026-11-2${i}T10:00:00.000Z`,
        })
        .execute();
    }
  });
  afterAll(async () => t.close());

  const list = async (filter = 'all') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/contact-messages?filter=${filter}`,
      headers: accounts.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ messages: { id: string; handled_at: string | null }[]; unread: number }>();
  };
  const mark = (id: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${id}`,
      headers: accounts.admin,
      payload: payload as object,
    });
  const audits = (id: string) =>
    t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', id)
      .orderBy('created_at')
      .execute();

  it('is for admins only', async () => {
    await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/contact-messages' });
    await expectAdminOnly(t.app, accounts, {
      method: 'PATCH',
      url: `/api/admin/contact-messages/${ids[0]}`,
      payload: { read: true },
    });
  });

  it('lists the messages newest first with the number still unread', async () => {
    const { messages, unread } = await list();
    expect(messages.map((m) => m.id)).toEqual(['msg-2', 'msg-1', 'msg-0']);
    expect(unread).toBe(3);
  });

  it('marks a message read once (a double tap keeps the first time and one audit row), then unread again', async () => {
    const [a, b] = await Promise.all([mark('msg-1', { read: true }), mark('msg-1', { read: true })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().handled_at).not.toBeNull();
    expect(b.json().handled_at).toBe(a.json().handled_at);
    expect(await audits('msg-1')).toEqual([{ action: 'contact_message.read' }]);
    expect((await list('unread')).messages.map((m) => m.id)).toEqual(['msg-2', 'msg-0']);
    expect((await list()).unread).toBe(2);

    const unread = await mark('msg-1', { read: false });
    expect(unread.json().handled_at).toBeNull();
    expect((await list()).unread).toBe(3);
    expect((await audits('msg-1')).map((r) => r.action)).toEqual([
      'contact_message.read',
      'contact_message.unread',
    ]);
  });

  it('refuses a body without `read` and an unknown message, in French', async () => {
    const bad = await mark('msg-0', { read: 'oui' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ read: ['Indiquez si le message est lu ou non.'] });
    const missing = await mark('nope', { read: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Message introuvable.');
  });
});
