import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.js';

export type Db = Kysely<Database>;

export type DbTarget =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

// PostgreSQL returns BIGINT (count(*), sum()) as text; FCFA amounts fit easily in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Opens Kysely on SQLite (WAL, foreign keys on) or PostgreSQL. */
export function createDb(target: DbTarget): Db {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      options: target.schema ? `-c search_path=${target.schema}` : undefined,
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function dbTargetFromEnv(env: { DATABASE_URL?: string; DATA_DIR: string }): DbTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'sqlite', file: path.join(env.DATA_DIR, 'app.sqlite') };
}
