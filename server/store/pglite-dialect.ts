import type { PGlite, Results } from '@electric-sql/pglite';
import { escapeLiteral } from 'pg';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { isIdList, preparedName } from './prepared.ts';

/** A parameter written as an SQL literal, or undefined for a type not written that way here. */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return escapeLiteral(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return String(value);
  // A batch read's ids (batch-statement.ts), all numbers or all strings; the statement casts the parameter.
  if (isIdList(value)) {
    const items = value.map(literal);
    return items.length === 0 ? "'{}'" : `array[${items.join(', ')}]`;
  }
  return undefined;
}

/** SQLSTATE of a statement sent inside a transaction that has already failed: not the statement's fault. */
const IN_FAILED_TRANSACTION = '25P02';

/**
 * PGlite is a single connection. Kysely may ask for several at once (concurrent requests, one of
 * them inside a transaction), so the driver hands out that one connection to one caller at a time
 * and queues the rest: statements of two transactions can never interleave.
 */
class PGliteConnection implements DatabaseConnection {
  readonly #pg: PGlite;
  /** Marked statements (prepared.ts) this connection has prepared, and those PREPARE refused. */
  readonly #prepared = new Set<string>();
  readonly #refused = new Set<string>();
  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /**
   * A statement marked as prepared runs as EXECUTE of a plan PostgreSQL keeps, so it is not parsed
   * and planned again on every request. PGlite's protocol cannot bind parameters to EXECUTE, so the
   * values are written into it as literals, escaped by pg's own escapeLiteral. Values of other types,
   * and statements PREPARE refuses, run as ordinary parameterised queries.
   */
  async #runPrepared<R>(name: string, query: CompiledQuery): Promise<Results<R> | undefined> {
    if (this.#refused.has(name)) return undefined;
    const values = query.parameters.map(literal);
    if (values.some((value) => value === undefined)) return undefined;
    if (!this.#prepared.has(name)) {
      try {
        await this.#pg.query(`prepare ${name} as ${query.sql}`);
      } catch (error) {
        if ((error as { code?: string }).code !== IN_FAILED_TRANSACTION) this.#refused.add(name);
        return undefined;
      }
      this.#prepared.add(name);
    }
    return this.#pg.query<R>(`execute ${name}(${values.join(', ')})`);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const name = preparedName(query.sql);
    const result =
      (name && (await this.#runPrepared<R>(name, query))) ||
      (await this.#pg.query<R>(query.sql, query.parameters as unknown[]));
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  readonly #pg: PGlite;
  readonly #connection: PGliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  constructor(pg: PGlite) {
    this.#pg = pg;
    this.#connection = new PGliteConnection(pg);
  }
  async init(): Promise<void> {
    await this.#pg.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection;
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }
  async destroy(): Promise<void> {
    await this.#pg.close();
  }
}

export class PGliteDialect implements Dialect {
  readonly #pg: PGlite;
  constructor(pg: PGlite) {
    this.#pg = pg;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#pg);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
