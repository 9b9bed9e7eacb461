import { sql } from 'kysely';
import type { PublicRecord, PublicRecordSource } from '../../domain/public-records.ts';
import type { Db } from './database.ts';

/** Keeps a source's latest answer for a property, replacing the one before. */
export async function savePublicRecord(db: Db, record: PublicRecord): Promise<void> {
  const row = {
    property_id: record.propertyId,
    source: record.source,
    status: record.status,
    reference: record.reference,
    record_date: record.recordDate,
    retrieved_at: record.retrievedAt,
    sample: record.sample,
    note: record.note,
    facts: JSON.stringify(record.facts),
  };
  await db
    .insertInto('public_records')
    .values(row)
    .onConflict((conflict) => conflict.columns(['property_id', 'source']).doUpdateSet({ ...row }))
    .execute();
}

/** What every source last said about a property, in no particular order. */
export async function readPublicRecords(db: Db, propertyId: number): Promise<PublicRecord[]> {
  const rows = await db
    .selectFrom('public_records')
    .select(['property_id', 'source', 'status', 'reference', 'retrieved_at', 'sample', 'note', 'facts'])
    .select(sql<string | null>`to_char(record_date, 'YYYY-MM-DD')`.as('record_date'))
    .where('property_id', '=', propertyId)
    .execute();
  return rows.map((row) => ({
    propertyId: row.property_id,
    source: row.source as PublicRecordSource,
    status: row.status,
    reference: row.reference,
    recordDate: row.record_date,
    retrievedAt: new Date(row.retrieved_at).toISOString(),
    sample: row.sample,
    note: row.note,
    facts: row.facts,
  }));
}
