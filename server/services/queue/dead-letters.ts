import { sql } from 'kysely';
import type { Db } from '../../store/database.ts';

export type DeadLetter = {
  id: number;
  queue: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string | null;
};

/** Jobs that failed every attempt, newest first: what an administrator looks at when background work stops. */
export async function listDeadLetters(db: Db, limit = 100): Promise<DeadLetter[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'queue', 'attempts', 'last_error', 'created_at', 'finished_at'])
    .where('status', '=', 'failed')
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    queue: row.queue,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    failedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  }));
}

export type DeadLetterAction = 'done' | 'unknown' | 'already-waiting';

/**
 * Sends a dead letter back to the queue for a fresh set of attempts, due now. `already-waiting`
 * when a job with the same key waits already (it will do the same work); `unknown` when no
 * failed job has that id (retried or discarded meanwhile, or purged).
 */
export async function retryDeadLetter(db: Db, id: number): Promise<DeadLetterAction> {
  try {
    const result = await db
      .updateTable('jobs')
      .set({
        status: 'pending',
        attempts: 0,
        run_at: sql<Date>`now()`,
        finished_at: null,
        locked_by: null,
        locked_until: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? 'done' : 'unknown';
  } catch (error) {
    // jobs_pending_key_uidx: one waiting job per key.
    if ((error as { code?: string }).code === '23505') return 'already-waiting';
    throw error;
  }
}

/** Deletes a dead letter an administrator has dealt with; `unknown` when no failed job has that id. */
export async function discardDeadLetter(db: Db, id: number): Promise<DeadLetterAction> {
  const result = await db.deleteFrom('jobs').where('id', '=', id).where('status', '=', 'failed').executeTakeFirst();
  return result.numDeletedRows > 0n ? 'done' : 'unknown';
}
