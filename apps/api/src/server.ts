import { loadEnv } from './config/env.js';
import { createDb, dbTargetFromEnv } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';
import { startEmbeddedSimulator } from './paygate/simulator.js';
import { startReconciler } from './jobs/reconcile.js';
import { startOutboxWorker } from './jobs/outbox.js';
import { startHousekeeping } from './jobs/housekeeping.js';
import { startKitchenWatch } from './jobs/kitchen-watch.js';
import { startMailSender } from './jobs/mail.js';
import { startPushSender } from './jobs/push.js';
import { issueMissingInvoices } from './modules/invoices/issue.service.js';
import { restoreCatalogueImages, seedDemo, seedDemoDeliveryFees } from './seed/demo-seed.js';
import { seedReferralDemo } from './seed/referral-demo.js';

const env = loadEnv();
const db = createDb(dbTargetFromEnv(env));
await migrateToLatest(db);
const seeded = env.SEED_DEMO && (await seedDemo(db, { dataDir: env.DATA_DIR }));
const restored = env.SEED_DEMO ? await restoreCatalogueImages(db, { dataDir: env.DATA_DIR }) : 0;

// P13.3: without PAYGATE_BASE_URL the product pays through its own PayGate simulator.
// Its callbacks wait until the API listens and its port is known.
const api: { port?: number } = {};
const simulator = env.PAYGATE_BASE_URL
  ? undefined
  : await startEmbeddedSimulator(env, () =>
      api.port ? `http://127.0.0.1:${api.port}/api/paygate/callback` : undefined,
    );
const app = await buildApp({ env: simulator ? { ...env, PAYGATE_BASE_URL: simulator.url } : env, db });
if (simulator) app.log.info({ url: simulator.url }, 'PayGate simulator started (PAYGATE_BASE_URL unset)');
const reconciler = startReconciler(app, env.RECONCILE_INTERVAL_MS);
// The demo network goes through the referral programme's services, so it needs the app (its outbox).
if (seeded) await seedReferralDemo(app);
if (seeded && env.DEMO_DELIVERY_FEES) await seedDemoDeliveryFees(db);
// Sales paid before invoices were issued at payment get theirs now; later ones are the outbox's (decision 0062).
const caughtUp = await issueMissingInvoices(db);
if (caughtUp > 0)
  app.log.info({ invoices: caughtUp }, 'invoices issued for sales paid before invoicing at payment');
const outboxWorker = startOutboxWorker(app.outbox, env.OUTBOX_INTERVAL_MS);
const housekeeping = startHousekeeping(app);
const kitchenWatch = startKitchenWatch(app);
const mailSender = startMailSender(app);
const pushSender = startPushSender(app, env.PUSH_INTERVAL_MS);
if (seeded) app.log.info('demo restaurant seeded (see docs/demo.md)');
if (restored > 0) app.log.info({ restored }, 'catalogue pictures redrawn');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await reconciler.stop();
  await outboxWorker.stop();
  await housekeeping.stop();
  await kitchenWatch.stop();
  await mailSender.stop();
  await pushSender.stop();
  await app.close();
  await simulator?.app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
const address = app.server.address();
api.port = typeof address === 'object' && address ? address.port : env.PORT;
