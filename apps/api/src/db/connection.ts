import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type KyselyConfig,
  type PostgresDialectConfig,
  type SchemaMetadata,
  type SqliteDatabase,
  type TableMetadata,
} from 'kysely';
import pg from 'pg';
import type { Database } from './types.js';

export type Db = Kysely<Database>;

export type DbTarget = (
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string; poolSize?: number }
) & {
  /** Told the SQL of every statement sent through Kysely (transactions' begin and commit included). */
  onQuery?: (sql: string) => void;
};

const queryLog = (target: DbTarget): KyselyConfig['log'] => {
  const onQuery = target.onQuery;
  return (
    onQuery &&
    ((event) => {
      if (event.level === 'query') onQuery(event.query.sql);
    })
  );
};

// PostgreSQL returns BIGINT (count(*), sum()) as text; FCFA amounts fit easily in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** The PostgreSQL application_name of every connection the product opens. */
export const APPLICATION_NAME = 'chezmama';

/**
 * What Kysely's migrator asks of the database, for one schema only: the names of its tables. Kysely's own reads
 * the columns of every table of every schema, and failed ("column … does not exist") when another test file's
 * schema was migrating (dropping a column) at the same moment. Column lists are left empty: nothing reads them.
 */
class OneSchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    return [{ name: this.schema }];
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; is_view: boolean }>`
      select table_name as name, table_type = 'VIEW' as is_view
      from information_schema.tables where table_schema = ${this.schema}`.execute(this.db);
    return rows.map((r) => ({ name: r.name, schema: this.schema, isView: r.is_view, columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL on one schema of its own (each test file's): its introspection sees that schema alone. */
class OneSchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly schema: string,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OneSchemaIntrospector(db, this.schema);
  }
}

/** Opens Kysely on SQLite (WAL, foreign keys on) or PostgreSQL. */
export function createDb(target: DbTarget): Db {
  if (target.kind === 'postgres') {
    const options = {
      connectionString: target.url,
      // Names our sessions in pg_stat_activity, so a restore can see a server still using the database.
      application_name: APPLICATION_NAME,
      options: target.schema ? `-c search_path=${target.schema}` : undefined,
    };
    const pool = new pg.Pool({ ...options, max: target.poolSize ?? 10 });
    // One connection of its own (opened on first use) for the small reads that must not queue behind the pool.
    const side = new pg.Pool({ ...options, max: 1 });
    const config: PostgresDialectConfig = {
      pool: {
        connect: () => pool.connect(),
        end: async () => {
          await Promise.all([pool.end(), side.end()]);
        },
      },
    };
    const db = new Kysely<Database>({
      dialect: target.schema
        ? new OneSchemaPostgresDialect(config, target.schema)
        : new PostgresDialect(config),
      log: queryLog(target),
    });
    const reader = (on: pg.Pool): PreparedReader => ({
      async rows<T>(name: string, sql: string, parameters: readonly unknown[]) {
        const result = await on.query<T & pg.QueryResultRow>({ name, text: sql, values: [...parameters] });
        return result.rows;
      },
    });
    preparedReaders.set(db, { pool: reader(pool), own: reader(side) });
    return db;
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
    log: queryLog(target),
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

/** Runs a read as a named prepared statement: `name` must always come with the same `sql`. */
export type PreparedReader = {
  rows<T>(name: string, sql: string, parameters: readonly unknown[]): Promise<T[]>;
};

const preparedReaders = new WeakMap<Db, { pool: PreparedReader; own: PreparedReader }>();

/**
 * Named prepared statements on PostgreSQL, for the hottest reads. Kysely sends every query unnamed, so PostgreSQL
 * parses and plans it on each run: for the polled order status, with its joins and subqueries, planning took about
 * ten times the execution (0.4 ms against 0.035 ms a run, pgbench), and at 1,000 polls a second that planning was
 * what kept the pool's connections busy and the machine's CPU taken (docs/decisions/0056-lunch-load-on-postgresql.md).
 * A named statement is parsed once per connection and its plan kept.
 *
 * `'pool'` runs on the pool's connections; `'own'` on a connection of its own, never waiting behind the pool's
 * queue (the catalogue version, read while the status polls may hold every pool connection). Undefined on SQLite
 * (its statements are cached by `withStatementCache`) and on a transaction, which must read on its own connection.
 */
export function preparedReader(db: Db, on: 'pool' | 'own' = 'pool'): PreparedReader | undefined {
  return preparedReaders.get(db)?.[on];
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
