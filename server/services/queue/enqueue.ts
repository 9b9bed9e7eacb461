import { sql, type Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';
import type { Db } from '../../store/database.ts';

export type EnqueueOptions = {
  /**
   * De-duplicates: while a job of this queue with this key waits, queueing another joins it (the
   * waiting one keeps its payload and time). Once that job is claimed a new one can be queued again.
   */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * The one way to queue a job. It calls the database's `enqueue_job`, which the triggers that queue
 * attribute recomputation call too, so de-duplication behaves the same from either side. Inside the
 * caller's transaction when given one, so the job exists only if the work it follows does. Returns
 * the id of the job that will do the work (an existing one when the key joined it).
 */
export async function enqueueJob(
  db: Db | Transaction<Database>,
  queue: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<number> {
  const result = await sql<{ id: number }>`
    select enqueue_job(${queue}, ${JSON.stringify(payload)}::jsonb, ${options.key ?? null}::text,
      ${options.runAt ?? null}::timestamptz, ${options.maxAttempts ?? null}::integer) as id`.execute(db);
  return result.rows[0].id;
}
