import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseOpeningHours } from '@lome/shared';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: z.stringbool().default(true),
  // The demo's delivery fees by distance and minimum order (P3.3); browser tests seed without them
  // (decision 0050).
  DEMO_DELIVERY_FEES: z.stringbool().default(true),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(24),
  REMEMBER_ME_TTL_DAYS: z.coerce.number().positive().default(30),
  // Sign-ups per client address per hour (decision 0015); browser tests raise it, they register many users.
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Chez Mama Lomé <no-reply@chezmama.tg>'),
  RESTAURANT_EMAIL: z.email().default('contact@chezmama.tg'),
  RESTAURANT_LAT: z.coerce.number().min(-90).max(90).default(6.1319),
  RESTAURANT_LNG: z.coerce.number().min(-180).max(180).default(1.2228),
  DELIVERY_RADIUS_KM: z.coerce.number().positive().default(15),
  // The weekly hours used until an admin edits them (P4.1): `24/7`, or
  // `lun-ven 11:30-14:30,19:00-22:30; ...`.
  OPENING_HOURS: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .superRefine((v, ctx) => {
      const parsed = v === undefined ? undefined : parseOpeningHours(v);
      if (parsed && 'error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
    }),
  PAYGATE_BASE_URL: optionalUrl,
  PAYGATE_AUTH_TOKEN: z.string().default('simulator-token'),
  PAYGATE_SIM_DELAY_MS: z.coerce.number().int().min(0).default(3000),
  PAYGATE_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  PAYGATE_SIM_CALLBACK_URL: optionalUrl,
  // The simulator answers only PayGate's documented fields (no amount, no phone number; P6.10).
  PAYGATE_SIM_STRICT: z.stringbool().default(false),
  PAYGATE_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  // First status check of a new payment, then doubling up to 5 minutes; unconfirmed after the TTL -> expired.
  PAYMENT_CHECK_DELAY_MS: z.coerce.number().int().positive().default(5000),
  PAYMENT_TTL_MINUTES: z.coerce.number().positive().default(30),
  RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(15000),
  // Events the request that wrote them did not consume (crash, another process draining) wait at most this long.
  OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
  // Web Push (P10.6, decision 0045): both keys, or neither and a pair is made once into DATA_DIR/vapid.json.
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  // Who push services may write to about this sender: mailto: or https: (RESTAURANT_EMAIL by default).
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)/, 'mailto: or https: address')
    .optional(),
  // How often notifications a push service refused are tried again.
  PUSH_INTERVAL_MS: z.coerce.number().int().positive().default(15000),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; a wrong value stops the process with the list of what is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The site's public address, without a trailing slash: PUBLIC_URL, or this machine's port when it is unset. */
export function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
