import { loadEnv } from './config/env.js';
import { createDb, dbTargetFromEnv } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';

const env = loadEnv();
const db = createDb(dbTargetFromEnv(env));
await migrateToLatest(db);

const app = await buildApp({ env, db });

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
