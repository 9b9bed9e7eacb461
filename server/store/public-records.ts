import { sql } from 'kysely';
import type { PublicRecord, PublicRecordSource } from '../../domain/public-records.ts';
import type { Db } from './database.ts';
import { propertyVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

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

/** What every source last said about a property, and whether a fetch of its records is waiting or running. */
export type VisibleRecords = { propertyId: number; records: PublicRecord[]; fetching: boolean };

/**
 * The public records of the properties among `ids` the viewer may see, in one statement with the
 * tenancy rule in it (one row per record, or one empty row for a property without any); properties
 * outside the tenancy (or deleted) are left out.
 */
export async function visiblePublicRecords(db: Db, viewer: Viewer, ids: readonly number[]): Promise<VisibleRecords[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('properties as p')
    .leftJoin('public_records as pr', 'pr.property_id', 'p.id')
    .where(propertyVisibleTo(viewer))
    .where('p.id', 'in', [...ids])
    .where('p.deleted_at', 'is', null)
    .select([
      'p.id as records_of',
      'pr.source',
      'pr.status',
      'pr.reference',
      'pr.retrieved_at',
      'pr.sample',
      'pr.note',
      'pr.facts',
      sql<string | null>`to_char(pr.record_date, 'YYYY-MM-DD')`.as('record_date'),
      sql<boolean>`exists (select 1 from jobs j where j.queue = 'public-records' and j.status in ('pending', 'running')
        and (j.payload->>'propertyId')::integer = p.id)`.as('fetching'),
    ])
    .execute();
  const found = new Map<number, VisibleRecords>();
  for (const row of rows) {
    let entry = found.get(row.records_of);
    if (!entry)
      found.set(row.records_of, (entry = { propertyId: row.records_of, records: [], fetching: row.fetching }));
    if (row.source === null || row.status === null || row.retrieved_at === null) continue;
    entry.records.push({
      propertyId: row.records_of,
      source: row.source as PublicRecordSource,
      status: row.status,
      reference: row.reference,
      recordDate: row.record_date,
      retrievedAt: new Date(row.retrieved_at).toISOString(),
      sample: row.sample ?? false,
      note: row.note,
      facts: row.facts ?? {},
    });
  }
  return [...found.values()];
}
