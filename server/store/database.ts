import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { JsonColumnsPlugin } from './json-columns.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { preparingPool } from './prepared.ts';
import type { Database } from './schema.ts';

export type DatabaseOptions = {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Directory for PGlite's files; without it PGlite runs in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to work in, so parallel test runs can share one server. */
  schema?: string;
  poolSize?: number;
  /**
   * A PGlite data-directory dump (`dumpDataDir`) to start the in-memory database from instead of
   * an empty cluster: tests copy one migrated, seeded database into every app this way.
   */
  pgliteDump?: Blob;
};

export type Db = Kysely<Database>;

/** DATA_DIR value that keeps PGlite in memory (tests, throw-away demos). */
export const IN_MEMORY = ':memory:';

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tar archive, for `pgliteDump`. */
  dump?(): Promise<Blob>;
};

// PostgreSQL's int8 (count(*), sums) fits a JS number for every value this product counts.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.pgliteDump);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const schema = options.schema;
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists "${schema}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }), plugins: [new JsonColumnsPlugin()] });
  await sql`select 1`.execute(db);
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPglite(dataDir: string | undefined, dump: Blob | undefined): Promise<DatabaseHandle> {
  let pglite: PGlite;
  if (dataDir && dataDir !== IN_MEMORY) {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  } else {
    pglite = new PGlite(dump ? { loadDataDir: dump } : {});
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [new JsonColumnsPlugin()] });
  return { db, kind: 'pglite', close: () => db.destroy(), dump: () => pglite.dumpDataDir('none') };
}

/** Drops a test schema created through `schema` (PostgreSQL only). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists "${schema}" cascade`);
  await admin.end();
}
