import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { multipartPayload } from '../../test/multipart.js';

// SQLite's lower() and LIKE fold ASCII only; the search must not depend on the engine (decision 0036).
describe.each(dbKinds)('back-office user search, accents and wildcards (%s)', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t.db, { role: 'admin', firstname: 'Mawuli' });
  });
  afterAll(() => t.close());

  const found = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(q)}`,
      headers: admin.auth,
    });
    expect(res.statusCode, q).toBe(200);
    return (res.json().users as { email: string }[]).map((u) => u.email);
  };
  const send = async (url: string, fields: Record<string, string>, headers = {}) => {
    const { payload, headers: h } = await multipartPayload(fields);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...h, ...headers } });
  };

  it('finds a registered Élodie whatever the accents and case typed, by first name, full name or e-mail', async () => {
    const email = `elodie.${kind}@exemple.tg`;
    const res = await send('/api/users/register', {
      firstname: 'Élodie',
      lastname: 'Agbéko',
      email,
      password: 'Akwaba2025!',
      password_confirmation: 'Akwaba2025!',
      phone: '+22890445566',
      user_status: 'particular',
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const q of [
      'elodie',
      'Élodie',
      'ÉLODIE',
      'ELODIE',
      'élodie agbeko',
      'Elodie  Agbéko',
      email.toUpperCase(),
    ]) {
      expect(await found(q), q).toEqual([email]);
    }
  });

  it('a new name from the profile is found at once, the old one no more', async () => {
    const me = await createUser(t.db, { firstname: 'Kossi', lastname: 'Adjo' });
    expect(await found('kossi adjo')).toEqual([me.user.email]);
    const res = await send('/api/update-picture', { firstname: 'Sélom', lastname: 'Ékué' }, me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(await found('selom ekue')).toEqual([me.user.email]);
    expect(await found('SÉLOM')).toEqual([me.user.email]);
    expect(await found('kossi adjo')).toEqual([]);
  });

  it("takes '%' and '_' as typed, not as wildcards", async () => {
    const plain = await createUser(t.db, {
      firstname: 'Wildcard',
      lastname: 'Ab',
      email: `ab.${kind}@exemple.tg`,
    });
    const odd = await createUser(t.db, {
      firstname: 'Wildcard',
      lastname: 'A_b',
      email: `a_b.${kind}@exemple.tg`,
    });
    expect(await found('wildcard a_b')).toEqual([odd.user.email]);
    expect(await found(`a%b.${kind}`)).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect((await found('wildcard a')).sort()).toEqual([odd.user.email, plain.user.email].sort());
  });

  it('an e-mail with digits finds its owner only, not every phone holding those digits; a phone typed with +228 finds it', async () => {
    const owner = await createUser(t.db, { email: `client22.${kind}@exemple.tg`, phone: '91000000' });
    const other = await createUser(t.db, { email: `autre.${kind}@exemple.tg`, phone: '90221122' });
    expect(await found(owner.user.email)).toEqual([owner.user.email]);
    expect(await found('+228 90 22 11 22')).toEqual([other.user.email]);
  });
});
