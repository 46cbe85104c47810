import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/connection.js';
import { verifyPassword } from '../lib/password.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-admin-'));

function adminCreate(...args: string[]) {
  return run('node', ['--import', 'tsx', 'apps/api/src/cli/admin-create.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

async function readUser(email: string) {
  const db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') });
  try {
    return await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  } finally {
    await db.destroy();
  }
}

// The command works on the configured database (SQLite in DATA_DIR here); PostgreSQL takes the same code path.
describe('npm run admin:create', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates an admin on a fresh database, then promotes and re-keys an existing account', async () => {
    const created = await adminCreate('--email', 'Chef@ChezMama.tg', '--password', 'Cuisine-2025');
    expect(created.stdout).toContain('Compte administrateur créé : chef@chezmama.tg');
    const admin = await readUser('chef@chezmama.tg');
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.password_hash, 'Cuisine-2025')).toBe(true);

    const again = await adminCreate('--email', 'chef@chezmama.tg', '--password', 'Nouvelle-2026');
    expect(again.stdout).toContain('promu administrateur');
    const promoted = await readUser('chef@chezmama.tg');
    expect(promoted?.id).toBe(admin!.id);
    expect(await verifyPassword(promoted!.password_hash, 'Nouvelle-2026')).toBe(true);
  });

  it('refuses a missing e-mail or a weak password with a French message', async () => {
    await expect(adminCreate('--email', 'x@chezmama.tg', '--password', 'court')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Veuillez choisir un mot de passe plus fort.'),
    });
    await expect(adminCreate('--password', 'Cuisine-2025')).rejects.toMatchObject({
      stderr: expect.stringContaining('--email'),
    });
  });
});
