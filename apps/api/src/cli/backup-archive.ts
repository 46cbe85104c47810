import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Env } from '../config/env.js';
import { dbTargetFromEnv } from '../db/connection.js';

const run = promisify(execFile);

/** What a backup holds, read back before anything is restored. */
export type Manifest = {
  format: 1;
  created_at: string;
  engine: 'sqlite' | 'postgres';
  /** The database inside the archive: `app.sqlite`, or `database.dump` (pg_dump's custom format). */
  database: string;
  /** Counted in the copy itself (SQLite), so the operator sees what the archive holds. */
  counts?: { users: number; orders: number; paid_orders: number };
  last_migration?: string;
};

/** The folders of DATA_DIR that hold what users sent: pictures (public) and company documents (private). */
export const FILE_DIRS = ['uploads', 'private'] as const;
const SQLITE_COPY = 'app.sqlite';
export const PG_DUMP = 'database.dump';
export const MANIFEST = 'manifest.json';

/** 'backup-20261123-203000Z.tar.gz', in UTC so archives sort by time wherever they are read. */
export const archiveName = (at: Date) =>
  `backup-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}Z.tar.gz`;

export class BackupError extends Error {}

/**
 * Writes a consistent copy of the database and of the uploaded files into one .tar.gz (mode 0600: it holds
 * password hashes and identity documents). `out` is a folder (default DATA_DIR/backups) or a .tar.gz path.
 */
export async function createBackup(env: Env, out?: string): Promise<{ file: string; manifest: Manifest }> {
  const now = new Date();
  const file = out?.endsWith('.tar.gz')
    ? path.resolve(out)
    : path.join(path.resolve(out ?? path.join(env.DATA_DIR, 'backups')), archiveName(now));
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const staging = fs.mkdtempSync(path.join(path.dirname(file), '.backup-'));
  try {
    const target = dbTargetFromEnv(env);
    const manifest: Manifest =
      target.kind === 'sqlite'
        ? { format: 1, created_at: now.toISOString(), engine: 'sqlite', database: SQLITE_COPY }
        : { format: 1, created_at: now.toISOString(), engine: 'postgres', database: PG_DUMP };
    if (target.kind === 'sqlite') {
      Object.assign(manifest, await copySqlite(target.file, path.join(staging, SQLITE_COPY)));
    } else {
      await pgDump(target.url, path.join(staging, PG_DUMP));
    }
    // After the database: a picture uploaded meanwhile is only extra; rows never point to a file not copied,
    // except one replaced in these seconds (the new one is then kept, the old one is gone).
    for (const dir of FILE_DIRS) copyTree(path.join(env.DATA_DIR, dir), path.join(staging, dir));
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));

    // Written under a temporary name and renamed: an archive with its final name is always complete.
    const partial = `${file}.partial`;
    await run('tar', ['-czf', partial, '-C', staging, '.']);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
    return { file, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

// The rest of the file in one step: a single read snapshot, which the server's writes go past (WAL) without
// making the copy start over, as they would between small steps.
const ALL_PAGES = 0x7fffffff;

/** SQLite's online backup API: consistent while the server runs and writes, checked before it is kept. */
async function copySqlite(
  source: string,
  copy: string,
): Promise<Pick<Manifest, 'counts' | 'last_migration'>> {
  if (!fs.existsSync(source)) throw new BackupError(`Base de données introuvable : ${source}`);
  const db = new SQLite(source, { fileMustExist: true, timeout: 5000 });
  try {
    await db.backup(copy, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  const check = new SQLite(copy);
  try {
    assertIntact(check, copy);
    // A single file, no -wal beside it; the server turns WAL back on when it opens a restored copy.
    check.pragma('journal_mode = DELETE');
    return describeSqlite(check);
  } finally {
    check.close();
  }
}

export function assertIntact(db: SQLite.Database, file: string) {
  const result = db.pragma('integrity_check', { simple: true });
  if (result !== 'ok') throw new BackupError(`Copie de la base abîmée (${file}) : ${String(result)}`);
}

function describeSqlite(db: SQLite.Database): Pick<Manifest, 'counts' | 'last_migration'> {
  const count = (sql: string) => (db.prepare(sql).pluck().get() as number | undefined) ?? 0;
  const last = db.prepare('select name from kysely_migration order by name desc limit 1').pluck().get();
  return {
    counts: {
      users: count('select count(*) from users'),
      orders: count('select count(*) from orders'),
      paid_orders: count('select count(*) from orders where is_paid = 1'),
    },
    last_migration: typeof last === 'string' ? last : undefined,
  };
}

export async function pgDump(url: string, file: string) {
  if (!(await hasCommand('pg_dump'))) {
    throw new BackupError(
      [
        'PostgreSQL (DATABASE_URL) : pg_dump est introuvable. Installez le client PostgreSQL de la même version que',
        'le serveur (apt-get install postgresql-client), ou sauvegardez la base vous-même :',
        '  pg_dump --format=custom --no-owner --file=chezmama.dump "$DATABASE_URL"',
        'et copiez aussi le dossier DATA_DIR/uploads et DATA_DIR/private.',
      ].join('\n'),
    );
  }
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url]);
}

export async function hasCommand(name: string): Promise<boolean> {
  return run(name, ['--version']).then(
    () => true,
    () => false,
  );
}

/** Copies a folder; a file removed while it is read (a replaced picture) is skipped, not an error. */
function copyTree(from: string, to: string) {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  fs.mkdirSync(to, { recursive: true, mode: fs.statSync(from).mode & 0o777 });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) copyTree(source, path.join(to, entry.name));
    else if (entry.isFile()) {
      try {
        fs.copyFileSync(source, path.join(to, entry.name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}
