import type { PublicRecordsResponse } from '../../../contracts/public-records.ts';
import { PUBLIC_RECORD_NAMES } from '../../../domain/public-record-facts.ts';
import { PUBLIC_RECORD_SOURCES, type PublicRecord } from '../../../domain/public-records.ts';
import type { QueueName } from '../../services/queue/queues.ts';
import type { Db } from '../../store/database.ts';
import { readPublicRecords } from '../../store/public-records.ts';
import { propertyJobUnderWay } from '../../store/queued-jobs.ts';

export async function recordsOf(db: Db, propertyId: number): Promise<PublicRecordsResponse> {
  const records = await readPublicRecords(db, propertyId);
  const fetching = await propertyJobUnderWay(db, 'public-records' satisfies QueueName, propertyId);
  return recordsResponse(propertyId, records, fetching);
}

/** What each source said about a property, which have not answered yet, and whether a fetch is under way. */
export function recordsResponse(
  propertyId: number,
  records: readonly PublicRecord[],
  fetching: boolean,
): PublicRecordsResponse {
  const stored = new Map(records.map((record) => [record.source, record]));
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
    fetching,
  };
}
