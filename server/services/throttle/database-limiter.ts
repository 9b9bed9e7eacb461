import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Db } from '../../store/database.ts';

/**
 * rate-limiter-flexible's PostgreSQL store, run through Kysely: its counters live in the
 * `rate_limits` table of the product's database (created by migration 0003), so every instance
 * shares them, and the same code runs on PGlite, whose single connection Kysely already queues.
 */
export function databaseLimiter(
  db: Db,
  options: { keyPrefix: string; points: number; duration: number; blockDuration?: number },
): RateLimiterPostgres {
  // The store calls `query({ text, values })` on a "pool"; this one is Kysely's.
  const storeClient = {
    async query(query: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(query.text, query.values ?? []));
      return { rows: result.rows, rowCount: result.rows.length || Number(result.numAffectedRows ?? 0) };
    },
  };
  return new RateLimiterPostgres({
    storeClient,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    // Stored blocks are what matter across instances; no per-process memory blocks.
    inMemoryBlockOnConsumed: 0,
    ...options,
  });
}
