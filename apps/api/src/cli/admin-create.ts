import { parseArgs } from 'node:util';
import { z } from 'zod';
import { authMessages, MIN_PASSWORD_SCORE, passwordStrength } from '@lome/shared';
import { loadEnv } from '../config/env.js';
import { createDb, dbTargetFromEnv } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { createOrPromoteAdmin } from '../modules/users/users.admin-service.js';

// Staff accounts are made here only: there is no public way to become staff (P10.1).
const usage = 'Usage: npm run admin:create -- --email E --password P [--firstname F]';

const argsSchema = z.object({
  email: z.email({ error: authMessages.emailInvalid }),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(8, { error: authMessages.passwordMinLength8 })
    .refine((p) => passwordStrength(p).score >= MIN_PASSWORD_SCORE, { error: authMessages.passwordTooWeak }),
  firstname: z.string().trim().min(1).optional(),
});

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, firstname: { type: 'string' } },
  strict: true,
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error(usage);
  for (const issue of parsed.error.issues) console.error(`  --${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}

const env = loadEnv();
const db = createDb(dbTargetFromEnv(env));
try {
  await migrateToLatest(db);
  const outcome = await createOrPromoteAdmin(db, parsed.data);
  console.log(
    outcome === 'created'
      ? `Compte administrateur créé : ${parsed.data.email.toLowerCase()}`
      : `Compte existant promu administrateur (mot de passe mis à jour) : ${parsed.data.email.toLowerCase()}`,
  );
} finally {
  await db.destroy();
}
