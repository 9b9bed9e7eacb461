import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A statement that returns a column of this name announces each of its values on the schema's
 * live channel (`pg_notify('live_' || current_schema(), value)`) once the statement's work has
 * committed: after the commit of the transaction it ran in, at once when it ran on its own, never
 * when the transaction rolled back. server/store/property-events.ts returns one with each event.
 *
 * Why not `pg_notify` in the transaction: PostgreSQL commits every transaction that notified one
 * at a time, holding a lock for the whole database from just before the commit until its WAL is
 * on disk, so every save of every property waited for every other save's disk flush (a save's
 * throughput fell to a quarter under 20 writers). Announced after the commit, the saves commit
 * side by side again, and the announcements pending at a moment go out in one statement.
 *
 * A notification only tells the instances to read the events table, which holds the events in
 * order; one lost (the process ending between the commit and the announcement) delays a stream
 * on another instance until the property's next event or the listener's next reconnect, and
 * never costs an event.
 */
export const ANNOUNCE_COLUMN = 'live_announce';

const ANNOUNCE_SQL =
  "select pg_notify('live_' || current_schema(), p) from " +
  // The announcement's own commit need not wait for the disk: it records nothing.
  "(select set_config('synchronous_commit', 'off', true)) as s, json_array_elements_text($1::json) as p";

/** The dialect with the after-commit announcements of ANNOUNCE_COLUMN. */
export function announcingDialect(dialect: Dialect, onError: (error: unknown) => void = () => undefined): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new AnnouncingDriver(dialect.createDriver(), onError),
  };
}

/** A connection as handed to Kysely: its announcements wait here while its transaction is open. */
class AnnouncingConnection implements DatabaseConnection {
  /** The values to announce at the commit; null outside a transaction. */
  pending: string[] | null = null;
  /** Where each open savepoint began in `pending`. */
  savepoints = new Map<string, number>();
  readonly inner: DatabaseConnection;
  readonly #announce: (values: readonly string[]) => void;

  constructor(inner: DatabaseConnection, announce: (values: readonly string[]) => void) {
    this.inner = inner;
    this.#announce = announce;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(compiledQuery);
    const rows = result.rows as Record<string, unknown>[];
    if (rows.length > 0 && rows[0] !== null && typeof rows[0] === 'object' && ANNOUNCE_COLUMN in rows[0]) {
      const values = rows.map((row) => row[ANNOUNCE_COLUMN]).filter((value) => typeof value === 'string');
      if (this.pending) this.pending.push(...values);
      else this.#announce(values);
    }
    return result;
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

class AnnouncingDriver implements Driver {
  readonly #inner: Driver;
  readonly #onError: (error: unknown) => void;
  /** Values waiting for the next announcement (a set: a property announced twice is read once). */
  #queued = new Set<string>();
  #announcing: Promise<void> | null = null;

  constructor(inner: Driver, onError: (error: unknown) => void) {
    this.#inner = inner;
    this.#onError = onError;
  }

  init() {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new AnnouncingConnection(await this.#inner.acquireConnection(), (values) => this.#announce(values));
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const own = connection as AnnouncingConnection;
    await this.#inner.beginTransaction(own.inner, settings);
    own.pending = [];
    own.savepoints.clear();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const own = connection as AnnouncingConnection;
    const pending = own.pending ?? [];
    own.pending = null;
    await this.#inner.commitTransaction(own.inner);
    if (pending.length) this.#announce(pending);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const own = connection as AnnouncingConnection;
    own.pending = null;
    await this.#inner.rollbackTransaction(own.inner);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    const own = connection as AnnouncingConnection;
    if (!this.#inner.savepoint) throw new Error('savepoints are not supported by this database');
    await this.#inner.savepoint(own.inner, name, compile);
    own.savepoints.set(name, own.pending?.length ?? 0);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    const own = connection as AnnouncingConnection;
    if (!this.#inner.rollbackToSavepoint) throw new Error('savepoints are not supported by this database');
    await this.#inner.rollbackToSavepoint(own.inner, name, compile);
    const at = own.savepoints.get(name);
    if (own.pending && at !== undefined) own.pending.length = at;
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    const own = connection as AnnouncingConnection;
    if (!this.#inner.releaseSavepoint) throw new Error('savepoints are not supported by this database');
    await this.#inner.releaseSavepoint(own.inner, name, compile);
    own.savepoints.delete(name);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection((connection as AnnouncingConnection).inner);
  }

  async destroy(): Promise<void> {
    // What was committed is announced before the connections close.
    while (this.#announcing) await this.#announcing;
    await this.#inner.destroy();
  }

  /** Queues values; one statement at a time announces everything queued meanwhile. */
  #announce(values: readonly string[]) {
    for (const value of values) this.#queued.add(value);
    if (this.#announcing || this.#queued.size === 0) return;
    this.#announcing = this.#drain().finally(() => {
      this.#announcing = null;
    });
  }

  async #drain(): Promise<void> {
    while (this.#queued.size > 0) {
      const values = [...this.#queued];
      this.#queued.clear();
      try {
        const connection = await this.#inner.acquireConnection();
        try {
          await connection.executeQuery(CompiledQuery.raw(ANNOUNCE_SQL, [JSON.stringify(values)]));
        } finally {
          await this.#inner.releaseConnection(connection);
        }
      } catch (error) {
        this.#onError(error);
      }
    }
  }
}
