import { loadEnv } from '../config/env.js';
import { startSimulator } from './simulator.js';

// Standalone PayGate simulator: `node --import tsx apps/api/src/paygate/simulator-main.ts`.
const env = loadEnv();
const { app, url } = await startSimulator({
  port: env.PAYGATE_SIM_PORT,
  host: env.HOST,
  dataDir: env.DATA_DIR,
  authToken: env.PAYGATE_AUTH_TOKEN,
  delayMs: env.PAYGATE_SIM_DELAY_MS,
  callbackUrl: env.PAYGATE_SIM_CALLBACK_URL ?? `http://127.0.0.1:${env.PORT}/api/paygate/callback`,
  logs: env.LOG_LEVEL !== 'silent',
  strict: env.PAYGATE_SIM_STRICT,
});
console.log(`PayGate simulator listening on ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
