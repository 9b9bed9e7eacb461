import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Whether a job of the queue about the property (its payload's `propertyId`) is waiting or running. */
export async function propertyJobUnderWay(db: Db, queue: string, propertyId: number): Promise<boolean> {
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('queue', '=', queue)
    .where('status', 'in', ['pending', 'running'])
    .where(sql<boolean>`(payload->>'propertyId')::integer = ${propertyId}`)
    .executeTakeFirst();
  return waiting !== undefined;
}

/** Drops the queue's jobs about these properties that are waiting and not yet taken by an instance. */
export async function dropWaitingPropertyJobs(db: Db, queue: string, propertyIds: readonly number[]): Promise<void> {
  if (propertyIds.length === 0) return;
  await db
    .deleteFrom('jobs')
    .where('queue', '=', queue)
    .where('status', '=', 'pending')
    .where('locked_until', 'is', null)
    .where(sql<number>`(payload->>'propertyId')::integer`, 'in', propertyIds)
    .execute();
}
