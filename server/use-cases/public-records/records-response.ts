import { sql } from 'kysely';
import type { PublicRecordsResponse } from '../../../contracts/public-records.ts';
import { PUBLIC_RECORD_NAMES } from '../../../domain/public-record-facts.ts';
import { PUBLIC_RECORD_SOURCES } from '../../../domain/public-records.ts';
import type { QueueName } from '../../services/queue/queues.ts';
import type { Db } from '../../store/database.ts';
import { readPublicRecords } from '../../store/public-records.ts';

export async function recordsOf(db: Db, propertyId: number): Promise<PublicRecordsResponse> {
  const stored = new Map((await readPublicRecords(db, propertyId)).map((record) => [record.source, record]));
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('queue', '=', 'public-records' satisfies QueueName)
    .where('status', 'in', ['pending', 'running'])
    .where(sql<boolean>`(payload->>'propertyId')::integer = ${propertyId}`)
    .executeTakeFirst();
  return {
    property_id: propertyId,
    records: PUBLIC_RECORD_SOURCES.flatMap((source) => {
      const record = stored.get(source);
      if (!record) return [];
      return [
        {
          source,
          label: PUBLIC_RECORD_NAMES[source].record,
          status: record.status,
          reference: record.reference,
          record_date: record.recordDate,
          retrieved_at: record.retrievedAt,
          sample: record.sample,
          note: record.note,
          facts: record.facts,
        },
      ];
    }),
    pending: PUBLIC_RECORD_SOURCES.filter((source) => !stored.has(source)),
    fetching: waiting !== undefined,
  };
}
