import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Env } from '../config/env.js';
import { APPLICATION_NAME, dbTargetFromEnv } from '../db/connection.js';
import {
  assertIntact,
  BackupError,
  FILE_DIRS,
  hasCommand,
  MANIFEST,
  PG_DUMP,
  pgDump,
  type Manifest,
} from './backup-archive.js';

const run = promisify(execFile);

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
