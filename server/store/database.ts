import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { JsonColumnsPlugin } from './json-columns.ts';
import { announcingDialect } from './live-announcer.ts';
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
  /** Told when the server ends a connection (a restart, a failover, a dropped database). */
  onConnectionError?: (error: Error) => void;
  /** How long to wait for a new PostgreSQL connection before the query fails (default 5 s). */
  connectTimeoutMs?: number;
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
  /**
   * Follows this schema's live channel (`pg_notify('live_' || current_schema(), …)`): `onNotify`
   * gets each payload; on PostgreSQL the channel has a connection of its own, opened again after a
   * loss, and `onReconnect` runs then (notifications sent meanwhile were missed). Answers a stop.
   */
  listen(onNotify: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
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
    // A server that does not answer (a network cut, a failover) fails the request after this
    // instead of holding it until the client gives up.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
  });
  // A connection the server ends reports an error on its client, idle, busy or already leaving
  // the pool; an error without a listener would end the process. The pool opens a new connection
  // for the next query, so the error is only reported. The pool's own event repeats the idle
  // clients' errors, which the clients' listeners report already.
  const report = options.onConnectionError ?? (() => undefined);
  pool.on('connect', (client) => client.on('error', report));
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({
    dialect: announcingDialect(new PostgresDialect({ pool: preparingPool(pool) }), (error) => report(error as Error)),
    plugins: [new JsonColumnsPlugin()],
  });
  await sql`select 1`.execute(db);
  return {
    db,
    kind: 'postgres',
    close: () => db.destroy(),
    listen: (onNotify, onReconnect) => listenPostgres(url, schema, onNotify, onReconnect, report),
  };
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
  const db = new Kysely<Database>({
    dialect: announcingDialect(new PGliteDialect(pglite)),
    plugins: [new JsonColumnsPlugin()],
  });
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    dump: () => pglite.dumpDataDir('none'),
    // One process owns PGlite: its notifications reach this process's listeners, the same interface.
    listen: async (onNotify) => {
      const stop = await pglite.listen('live_public', onNotify);
      return async () => {
        await stop().catch(() => undefined);
      };
    },
  };
}

/** A connection of its own that LISTENs on the schema's live channel, opened again after a loss. */
async function listenPostgres(
  url: string,
  schema: string | undefined,
  onNotify: (payload: string) => void,
  onReconnect: () => void,
  report: (error: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, options: schema ? `-c search_path=${schema}` : undefined });
    next.on('error', report);
    next.on('notification', (message) => {
      if (message.payload) onNotify(message.payload);
    });
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(reopen, 500);
    });
    await next.connect();
    const { rows } = await next.query<{ channel: string }>(`select 'live_' || current_schema() as channel`);
    await next.query(`listen "${rows[0].channel.replaceAll('"', '""')}"`);
    client = next;
  };
  const reopen = () => {
    if (stopped) return;
    open().then(onReconnect, (error: Error) => {
      report(error);
      retry = setTimeout(reopen, 1000);
    });
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

// PostgreSQL's classes of errors that mean the server went away, not that the statement was wrong:
// 08 connection exception, 57P01-57P03 shutdown and start-up, 53300 too many connections.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a lost or never-made connection with these messages and no code.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection timeout|is not queryable|Connection ended unexpectedly/i;

/**
 * True when an error means the database could not be reached or ended the connection (a restart,
 * a failover, a network cut), as opposed to a fault in the statement: such a request is answered
 * 503 with a message to try again, and the pool opens new connections for the next one.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Drops a test schema created through `schema` (PostgreSQL only). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists "${schema}" cascade`);
  await admin.end();
}
