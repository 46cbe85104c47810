import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';

const thanks = 'Merci ! Vous êtes inscrit(e) à notre newsletter.';

describe.each(dbKinds)('POST /api/newsletter (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const subscribe = (email: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
  const rows = (email: string) =>
    t.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();

  it('stores the address lowercased and thanks in French', async () => {
    const res = await subscribe('  Ama.Kpodar@Example.TG ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: thanks });
    expect(await rows('ama.kpodar@example.tg')).toEqual([
      expect.objectContaining({ email: 'ama.kpodar@example.tg', discount_order_id: null }),
    ]);
  });

  it('answers a repeat the same way without storing it twice', async () => {
    await subscribe('repeat@example.tg');
    const again = await subscribe('REPEAT@example.tg');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: thanks });
    expect(await rows('repeat@example.tg')).toHaveLength(1);
  });

  it('keeps one row when ten sign-ups of one address arrive together', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe('rush@example.tg')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().message))).toEqual(new Set([thanks]));
    expect(await rows('rush@example.tg')).toHaveLength(1);
  });

  it.each([['pas-un-email'], [''], [undefined]])('refuses %j with the French message', async (email) => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { email: ['Veuillez renseigner un email valide.'] },
    });
  });
});
