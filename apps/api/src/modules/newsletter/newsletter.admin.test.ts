import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { expectAdminOnly, staffAccounts } from '../../test/office-roles.js';

describe.each(dbKinds)('GET /api/admin/newsletter/subscribers.csv (%s)', (kind) => {
  let t: TestApp;
  let accounts: Awaited<ReturnType<typeof staffAccounts>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    accounts = await staffAccounts(t.db);
    for (const email of ['kossi@example.tg', 'akouvi.mensah@exemple.tg']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
      expect(res.statusCode).toBe(200);
    }
    // A day apart, the first address first: two requests in the same millisecond would tie, and ties go by address.
    const subscribed = {
      'kossi@example.tg': '2026-11-20T09:00:00.000Z',
      'akouvi.mensah@exemple.tg': '2026-11-21T09:00:00.000Z',
    };
    for (const [email, at] of Object.entries(subscribed)) {
      await t.db
        .updateTable('newsletter_subscribers')
        .set({ created_at: at })
        .where('email', '=', email)
        .execute();
    }
    // An address someone typed with a formula at the start: a spreadsheet must show it, not run it.
    await t.db
      .insertInto('newsletter_subscribers')
      .values({
        id: 'x',
        email: '=cmd@example.tg',
        discount_order_id: null,
        created_at: '2099-01-01T08:30:00.000Z',
      })
      .execute();
  });
  afterAll(async () => t.close());

  it('is for admins only', async () => {
    await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/newsletter/subscribers.csv' });
  });

  it('downloads the list as a UTF-8 CSV with a byte order mark, one address per line, oldest first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers.csv',
      headers: accounts.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="newsletter-abonnes.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('E-mail;Inscription');
    expect(lines.slice(1, 3).map((l) => l.split(';')[0])).toEqual([
      'kossi@example.tg',
      'akouvi.mensah@exemple.tg',
    ]);
    expect(lines[1]).toBe('kossi@example.tg;2026-11-20 09:00');
    expect(lines[3]).toBe("'=cmd@example.tg;2099-01-01 08:30");
    expect(lines[4]).toBe('');
  });
});
