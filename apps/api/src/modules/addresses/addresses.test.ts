import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMessages, MAX_SAVED_ADDRESSES, orderMessages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';

const home = {
  label: 'Domicile',
  description: 'Bè Kpota, rue des Cocotiers',
  latitude: 6.14,
  longitude: 1.2228,
  phone: '+228 90 11 22 33',
};

describe.each(dbKinds)('saved addresses (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: object, payload?: object) =>
    t.app.inject({ method, url, headers: auth as Record<string, string>, payload });

  it('saves, lists, edits and deletes an address of the account', async () => {
    const { auth } = await createUser(t.db);
    const created = await call('POST', '/api/me/addresses', auth, home);
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ ...home, phone: '90112233' });

    const list = await call('GET', '/api/me/addresses', auth);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json()).toEqual({ addresses: [saved], company_address: null });

    const edited = await call('PUT', `/api/me/addresses/${saved.id}`, auth, {
      ...home,
      label: 'Autre',
      phone: '',
    });
    expect(edited.json()).toMatchObject({ id: saved.id, label: 'Autre', phone: null });

    expect((await call('DELETE', `/api/me/addresses/${saved.id}`, auth)).statusCode).toBe(204);
    expect((await call('GET', '/api/me/addresses', auth)).json().addresses).toEqual([]);
    expect((await call('DELETE', `/api/me/addresses/${saved.id}`, auth)).statusCode).toBe(404);
  });

  it("keeps each address to its owner: another account's is not found, a visitor is asked to log in", async () => {
    const owner = (await createUser(t.db)).auth;
    const other = (await createUser(t.db)).auth;
    const { id } = (await call('POST', '/api/me/addresses', owner, home)).json();
    for (const res of [
      await call('PUT', `/api/me/addresses/${id}`, other, home),
      await call('DELETE', `/api/me/addresses/${id}`, other),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(addressMessages.notFound);
    }
    expect((await call('GET', '/api/me/addresses', other)).json().addresses).toEqual([]);
    expect((await call('GET', '/api/me/addresses', {})).statusCode).toBe(401);
    expect((await call('POST', '/api/me/addresses', {}, home)).statusCode).toBe(401);
    expect((await call('GET', '/api/me/addresses', owner)).json().addresses).toHaveLength(1);
  });

  it('answers a bad address with the French messages', async () => {
    const { auth } = await createUser(t.db);
    const res = await call('POST', '/api/me/addresses', auth, {
      label: 'Maison',
      description: ' ',
      latitude: 'x',
      phone: '123',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      label: [orderMessages.addressTitle],
      description: [orderMessages.address],
      latitude: [orderMessages.position],
      longitude: [orderMessages.position],
      phone: [orderMessages.phoneInvalid],
    });
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} per account, also when saved all at once`, async () => {
    const { auth, user } = await createUser(t.db);
    const results = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, i) =>
        call('POST', '/api/me/addresses', auth, { ...home, description: `Adresse ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe(addressMessages.tooMany);
    }
    const rows = await t.db
      .selectFrom('user_addresses')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it("offers a company's colleagues and its holder the company's office, with the holder's Bureau pin", async () => {
    const holder = await createUser(t.db, {
      user_status: 'company',
      denomination_sociale: 'Togo Data SARL',
      adresse_company: 'Immeuble BTCI, boulevard du 13 Janvier',
      telephonepro: '22212345',
    });
    const colleague = await createUser(t.db, { company_id: holder.user.id });
    const stranger = await createUser(t.db);
    const office = {
      company_name: 'Togo Data SARL',
      description: 'Immeuble BTCI, boulevard du 13 Janvier',
      phone: '22212345',
    };
    expect((await call('GET', '/api/me/addresses', colleague.auth)).json().company_address).toEqual({
      ...office,
      latitude: null,
      longitude: null,
    });
    await call('POST', '/api/me/addresses', holder.auth, { ...home, label: 'Bureau', latitude: 6.13 });
    for (const who of [holder, colleague]) {
      expect((await call('GET', '/api/me/addresses', who.auth)).json().company_address).toEqual({
        ...office,
        latitude: 6.13,
        longitude: 1.2228,
      });
    }
    expect((await call('GET', '/api/me/addresses', stranger.auth)).json().company_address).toBeNull();
  });
});
