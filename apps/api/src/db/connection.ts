import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './types.js';

export type Db = Kysely<Database>;

export type DbTarget =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

// PostgreSQL returns BIGINT (count(*), sum()) as text; FCFA amounts fit easily in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** The PostgreSQL application_name of every connection the product opens. */
export const APPLICATION_NAME = 'chezmama';

/** Opens Kysely on SQLite (WAL, foreign keys on) or PostgreSQL. */
export function createDb(target: DbTarget): Db {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // Names our sessions in pg_stat_activity, so a restore can see a server still using the database.
      application_name: APPLICATION_NAME,
      options: target.schema ? `-c search_path=${target.schema}` : undefined,
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const inMemory = target.file === ':memory:';
  if (!inMemory) fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const reader = inMemory ? undefined : new SQLite(target.file, { readonly: true });
  reader?.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, reader) }),
  });
  if (reader) committedReaders.set(db, statementReader(reader));
  return db;
}

/** Reads committed data synchronously: `get` answers the first row of a SELECT, or undefined. */
export type CommittedReader = { get<T>(sql: string, parameters: readonly unknown[]): T | undefined };

const committedReaders = new WeakMap<Db, CommittedReader>();

/**
 * The read-only second connection of a SQLite file database, for the hottest read (the polled order status).
 * In WAL mode it sees what is committed and never the writes of a transaction in progress on the main
 * connection, so it can answer at once instead of queueing behind Kysely's single connection. Undefined on
 * PostgreSQL and in-memory SQLite (a second connection to ':memory:' would be another, empty database).
 */
export function committedReader(db: Db): CommittedReader | undefined {
  return committedReaders.get(db);
}

function statementReader(reader: SQLite.Database): CommittedReader {
  const statements = new Map<string, SQLite.Statement>();
  return {
    get<T>(sql: string, parameters: readonly unknown[]) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = reader.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement.get(...parameters) as T | undefined;
    },
  };
}

export function dbTargetFromEnv(env: { DATABASE_URL?: string; DATA_DIR: string }): DbTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'sqlite', file: path.join(env.DATA_DIR, 'app.sqlite') };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; SQLite's parsing and planning then costs more than running a lookup by key.
 * Statements are kept by SQL text (least recently used dropped first). Reuse is safe: Kysely runs one query at a
 * time on its single SQLite connection.
 */
function withStatementCache(sqlite: SQLite.Database, reader?: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      reader?.close();
      sqlite.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
