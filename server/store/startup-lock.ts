import { sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';

/** The advisory-lock class of the once-only start-up work; the second key is the schema's hash. */
const STARTUP_LOCK_CLASS = 24_001;

/**
 * Runs `work` while this instance alone holds the start-up lock of its database and schema, so
 * instances started together migrate, seed and create keys one after another: the first does the
 * work, the others wait and then find it done. The lock is held on one connection of its own,
 * kept out of the pool until `work` ends, and released even when `work` fails (a lost connection
 * releases it too). Keyed by schema, so test schemas on one server do not wait for each other.
 * PGlite belongs to one process, which starts alone: no lock is needed there.
 */
export async function withStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_CLASS}, hashtext(current_schema()))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_CLASS}, hashtext(current_schema()))`.execute(connection);
    }
  });
}
