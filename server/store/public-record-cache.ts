import { sql } from 'kysely';
import type { PublicRecordSource } from '../../domain/public-records.ts';
import type { Db } from './database.ts';

export type CachedAnswer = {
  status: 'found' | 'not-found';
  reference: string | null;
  recordDate: string | null;
  facts: Record<string, unknown>;
  fetchedAt: Date;
};

/** A source's answer for an address fetched within the last `maxAgeHours`, or null. */
export async function readCachedAnswer(
  db: Db,
  key: { addressKey: string; source: PublicRecordSource; sample: boolean },
  maxAgeHours: number,
): Promise<CachedAnswer | null> {
  const row = await db
    .selectFrom('public_record_cache')
    .select(['status', 'reference', 'facts', 'fetched_at'])
    .select(sql<string | null>`to_char(record_date, 'YYYY-MM-DD')`.as('record_date'))
    .where('address_key', '=', key.addressKey)
    .where('source', '=', key.source)
    .where('sample', '=', key.sample)
    .where('fetched_at', '>', sql<Date>`now() - ${maxAgeHours} * interval '1 hour'`)
    .executeTakeFirst();
  return row
    ? {
        status: row.status,
        reference: row.reference,
        recordDate: row.record_date,
        facts: row.facts,
        fetchedAt: new Date(row.fetched_at),
      }
    : null;
}

/**
 * Keeps a source's answer for an address, replacing an older one. `fetchedAt` is the moment the
 * property's own record says it was retrieved, so a property served from the cache later shows the
 * same time as the one that asked.
 */
export async function writeCachedAnswer(
  db: Db,
  key: { addressKey: string; source: PublicRecordSource; sample: boolean },
  answer: CachedAnswer,
): Promise<void> {
  const row = {
    address_key: key.addressKey,
    source: key.source,
    sample: key.sample,
    status: answer.status,
    reference: answer.reference,
    record_date: answer.recordDate,
    facts: JSON.stringify(answer.facts),
    fetched_at: answer.fetchedAt,
  };
  await db
    .insertInto('public_record_cache')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['address_key', 'source', 'sample']).doUpdateSet({
        status: row.status,
        reference: row.reference,
        record_date: row.record_date,
        facts: row.facts,
        fetched_at: row.fetched_at,
      }),
    )
    .execute();
}
