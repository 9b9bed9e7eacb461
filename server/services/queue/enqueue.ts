import { sql, type Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';
import type { Db } from '../../store/database.ts';
import { payloadProblem, QUEUES, type Payload, type QueueName } from './queues.ts';

/** A payload its queue does not take: a programming error, refused before anything is written. */
export class PayloadRefused extends Error {
  constructor(queue: string, problem: string) {
    super(`The ${queue} queue refused the payload: ${problem}`);
    this.name = 'PayloadRefused';
  }
}

/**
 * Queues a job of one of the queues in `QUEUES`, its payload checked against the queue's schema,
 * with the queue's de-duplication key and attempts. Inside the caller's transaction when given one,
 * so the job exists only if the work it follows does. Returns the id of the job that will do the
 * work (an existing one when the key joined it). `runAt` delays it.
 */
export function enqueue<Q extends QueueName>(
  db: Db | Transaction<Database>,
  queue: Q,
  payload: Payload<Q>,
  options: { runAt?: Date } = {},
): Promise<number> {
  const problem = payloadProblem(queue, payload);
  if (problem) return Promise.reject(new PayloadRefused(queue, problem));
  const definition = QUEUES[queue];
  const key = (definition.key as (payload: Payload<Q>) => string)(payload);
  return enqueueJob(db, queue, payload, { key, runAt: options.runAt, maxAttempts: definition.attempts });
}

/**
 * The queue's own primitive, for any queue name: it calls the database's `enqueue_job`, which the
 * triggers that queue attribute recomputation call too, so de-duplication behaves the same from
 * either side. Product code queues through `enqueue`; this is for the runner's own tests.
 */
export async function enqueueJob(
  db: Db | Transaction<Database>,
  queue: string,
  payload: Record<string, unknown>,
  options: { key?: string; runAt?: Date; maxAttempts?: number } = {},
): Promise<number> {
  const result = await sql<{ id: number }>`
    select enqueue_job(${queue}, ${JSON.stringify(payload)}::jsonb, ${options.key ?? null}::text,
      ${options.runAt ?? null}::timestamptz, ${options.maxAttempts ?? null}::integer) as id`.execute(db);
  return result.rows[0].id;
}
