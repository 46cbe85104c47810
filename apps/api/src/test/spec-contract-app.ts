import { newId } from '../lib/ids.js';
import { createTestApp, type DbKind } from './helper.js';
import { createUser } from './factories.js';
import { insertDish, SIM_TOKEN, startTestSimulator } from './paygate-testing.js';

/**
 * The app the spec §7 contract tests (contract/spec-contract.*.test.ts) call: paying through a simulator, with a
 * dish, a publication, a sponsor grid and an apporteur whose code is `referrerCode`.
 */
export async function startContractApp(kind: DbKind) {
  const sim = await startTestSimulator({ delayMs: 0 });
  const t = await createTestApp(kind, {
    PAYGATE_BASE_URL: sim.url,
    PAYGATE_AUTH_TOKEN: SIM_TOKEN,
    PAYGATE_SIM_DELAY_MS: '0',
    PAYMENT_CHECK_DELAY_MS: '1',
    // Every case signs up from the same test address.
    REGISTER_LIMIT_PER_HOUR: '1000',
  });
  const dish = await insertDish(t.db, { name: 'Ayimolou', price: 2500 });
  await t.db.insertInto('type_publishes').values({ id: 'tp-news', name: 'Actualités' }).execute();
  await t.db
    .insertInto('publications')
    .values({
      id: newId(),
      title: 'Nouveau menu',
      excerpt: null,
      image: null,
      content: null,
      type_publish_id: 'tp-news',
      created_at: new Date().toISOString(),
    })
    .execute();
  await t.db
    .insertInto('sponsor_grilles')
    .values({ id: 'grille-1', name: 'Parrain', amount: 200_000, kit_description: 'Kit', active: 1 })
    .execute();
  const referrerCode = 'KDJ7QX';
  await createUser(t.db, { firstname: 'Kodjo', user_status: 'apporteur', referral_code: referrerCode });
  return { sim, t, dish, referrerCode };
}

export type ContractApp = Awaited<ReturnType<typeof startContractApp>>;
