import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Env } from '../config/env.js';
import pg from 'pg';
import { APPLICATION_NAME, dbTargetFromEnv } from '../db/connection.js';

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
const FILE_DIRS = ['uploads', 'private'] as const;
const SQLITE_COPY = 'app.sqlite';
const PG_DUMP = 'database.dump';
const MANIFEST = 'manifest.json';

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

function assertIntact(db: SQLite.Database, file: string) {
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

async function pgDump(url: string, file: string) {
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

async function hasCommand(name: string): Promise<boolean> {
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

/**
 * Puts a backup back into DATA_DIR (and into DATABASE_URL's database for a PostgreSQL backup). Refuses while
 * the server runs: it would keep writing to the database it has open and those writes would be lost. What it
 * replaces is moved, never deleted, to DATA_DIR/before-restore-<date>/.
 */
export async function restoreBackup(
  env: Env,
  archive: string,
): Promise<{ manifest: Manifest; previous?: string }> {
  const file = path.resolve(archive);
  if (!fs.existsSync(file)) throw new BackupError(`Archive introuvable : ${file}`);
  const target = dbTargetFromEnv(env);
  await assertServerStopped(env, target.kind === 'sqlite' ? target.file : undefined);
  if (target.kind === 'postgres') await assertNoServerOnPostgres(target.url);

  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  // Unpacked beside the data, so putting it in place is a rename on the same disk.
  const unpacked = fs.mkdtempSync(path.join(env.DATA_DIR, '.restore-'));
  try {
    await run('tar', ['-xzf', file, '-C', unpacked]).catch((error: Error) => {
      throw new BackupError(`Archive illisible (${file}) : ${error.message}`);
    });
    const manifest = readManifest(unpacked, file);
    if (manifest.engine !== target.kind) {
      throw new BackupError(
        manifest.engine === 'sqlite'
          ? 'Cette sauvegarde est une base SQLite, mais DATABASE_URL est défini : retirez-le pour la restaurer.'
          : 'Cette sauvegarde vient de PostgreSQL : définissez DATABASE_URL (base vide de préférence) pour la restaurer.',
      );
    }
    const restoredDb = path.join(unpacked, manifest.database);
    if (target.kind === 'sqlite') {
      const check = new SQLite(restoredDb, { fileMustExist: true });
      try {
        assertIntact(check, restoredDb);
      } finally {
        check.close();
      }
    }

    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    const previous = path.join(env.DATA_DIR, `before-restore-${stamp}Z`);
    let moved = false;
    const moveAside = (from: string) => {
      if (!fs.existsSync(from)) return;
      fs.mkdirSync(previous, { recursive: true, mode: 0o700 });
      fs.renameSync(from, path.join(previous, path.basename(from)));
      moved = true;
    };

    if (target.kind === 'sqlite') {
      for (const suffix of ['', '-wal', '-shm']) moveAside(target.file + suffix);
      fs.mkdirSync(path.dirname(target.file), { recursive: true });
      fs.renameSync(restoredDb, target.file);
    } else {
      fs.mkdirSync(previous, { recursive: true, mode: 0o700 });
      if (!(await hasCommand('pg_restore'))) {
        throw new BackupError(
          'pg_restore est introuvable : installez le client PostgreSQL (postgresql-client).',
        );
      }
      await pgDump(target.url, path.join(previous, PG_DUMP));
      moved = true;
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${target.url}`,
        restoredDb,
      ]);
    }
    for (const dir of FILE_DIRS) {
      moveAside(path.join(env.DATA_DIR, dir));
      const restored = path.join(unpacked, dir);
      if (fs.existsSync(restored)) fs.renameSync(restored, path.join(env.DATA_DIR, dir));
    }
    return { manifest, previous: moved ? previous : undefined };
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

function readManifest(dir: string, archive: string): Manifest {
  const read = () => JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  let manifest: Manifest;
  try {
    manifest = read();
  } catch {
    throw new BackupError(`${archive} n'est pas une sauvegarde de Chez Mama (manifest.json manquant).`);
  }
  if (manifest.format !== 1 || !fs.existsSync(path.join(dir, manifest.database))) {
    throw new BackupError(`${archive} : sauvegarde d'un format inconnu ou incomplète.`);
  }
  return manifest;
}

/**
 * The server answering on its port, or holding the SQLite file open, means it runs. An exclusive lock is
 * refused while any other connection has the file open, even an idle one.
 */
async function assertServerStopped(env: Env, sqliteFile?: string) {
  const stop = 'Arrêtez-le avant de restaurer (par exemple : systemctl stop chezmama).';
  const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`, {
    signal: AbortSignal.timeout(1000),
  }).then(
    (res) => res.status,
    () => undefined,
  );
  // 503: the server runs but cannot reach its database.
  if (health === 200 || health === 503) {
    throw new BackupError(`Le serveur répond sur le port ${env.PORT}. ${stop}`);
  }
  if (!sqliteFile || !fs.existsSync(sqliteFile)) return;
  const probe = new SQLite(sqliteFile, { timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('begin exclusive; commit');
  } catch {
    throw new BackupError(`La base ${sqliteFile} est ouverte par un autre programme (le serveur ?). ${stop}`);
  } finally {
    probe.close();
  }
}

/**
 * Servers on other hosts share a PostgreSQL database (P13.1): any session of ours on it means one still runs.
 */
async function assertNoServerOnPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
        where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
      [APPLICATION_NAME],
    );
    const sessions = Number(rows[0]?.n ?? 0);
    if (sessions > 0) {
      throw new BackupError(
        `${sessions} connexion(s) du serveur Chez Mama sont ouvertes sur cette base. ` +
          "Arrêtez chaque serveur qui l'utilise avant de restaurer (par exemple : systemctl stop chezmama).",
      );
    }
  } finally {
    await client.end();
  }
}
