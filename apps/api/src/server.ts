import { loadEnv } from './config/env.js';
import { createDb, dbTargetFromEnv } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';
import { restoreCatalogueImages, seedDemo } from './db/seed/demo-seed.js';

const env = loadEnv();
const db = createDb(dbTargetFromEnv(env));
await migrateToLatest(db);
const seeded = env.SEED_DEMO && (await seedDemo(db, { dataDir: env.DATA_DIR }));
const restored = env.SEED_DEMO ? await restoreCatalogueImages(db, { dataDir: env.DATA_DIR }) : 0;

const app = await buildApp({ env, db });
if (seeded) app.log.info('demo restaurant seeded (see README, Demo accounts)');
if (restored > 0) app.log.info({ restored }, 'catalogue pictures redrawn');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
