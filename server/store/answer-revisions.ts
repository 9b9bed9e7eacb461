import { sql } from 'kysely';
import type { AnswerValue } from '../../domain/forms/definition.ts';
import type { RecordProvenance } from '../../domain/forms/record-prefill.ts';
import type { HistoryEntry } from '../../domain/signing/answer-changes.ts';
import { unwrapAnswer } from './answer-values.ts';
import type { Db } from './database.ts';

/**
 * A form's answers revision is the id of the newest history entry among the keys it reads
 * (docs/decisions/0361-…). Ids come from one sequence, and every writer of a property's answers
 * takes them while it holds the lock on the property's form rows, so they commit in id order.
 */
export async function answersRevision(db: Db, propertyId: number, keys: readonly string[]): Promise<string> {
  if (keys.length === 0) return '0';
  const row = await db
    .selectFrom('answer_history')
    .select(sql<string>`coalesce(max(id), 0)::text`.as('revision'))
    .where('property_id', '=', propertyId)
    .where('answer_key', 'in', [...keys])
    .executeTakeFirst();
  return row?.revision ?? '0';
}

/** A history entry with what a reader is told of it: who (by name) and when. */
export type RevisionEntry = HistoryEntry & {
  id: string;
  changedAt: Date;
  /** The writer's display name (their email when they have none); null for a prefill or a user since deleted. */
  changedByName: string | null;
  provenance: RecordProvenance | null;
};

/** The history entries of `keys` after revision `since`, up to `until` when given, oldest first. */
export async function historySince(
  db: Db,
  propertyId: number,
  keys: readonly string[],
  since: string,
  until?: string,
): Promise<RevisionEntry[]> {
  if (keys.length === 0) return [];
  let query = db
    .selectFrom('answer_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select([
      sql<string>`h.id::text`.as('id'),
      'h.answer_key',
      'h.value',
      'h.changed_by',
      'h.changed_at',
      'h.source',
      'h.provenance',
      sql<string | null>`coalesce(nullif(u.display_name, ''), u.email)`.as('changed_by_name'),
    ])
    .where('h.property_id', '=', propertyId)
    .where('h.answer_key', 'in', [...keys])
    .where('h.id', '>', sql<string>`${since}::bigint`);
  if (until !== undefined) query = query.where('h.id', '<=', sql<string>`${until}::bigint`);
  const rows = await query.orderBy('h.id').execute();
  return rows.map((row) => ({
    id: row.id,
    key: row.answer_key,
    value: row.value === null ? null : (unwrapAnswer(row.value) as AnswerValue),
    changedBy: row.changed_by,
    changedAt: new Date(row.changed_at),
    changedByName: row.changed_by_name,
    source: row.source,
    provenance: (row.provenance as RecordProvenance | null) ?? null,
  }));
}

/** The value each of `keys` had at revision `revision`: its last history entry up to it (absent: never answered). */
export async function valuesAt(
  db: Db,
  propertyId: number,
  keys: readonly string[],
  revision: string,
): Promise<Map<string, AnswerValue | null>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('answer_history')
    .distinctOn('answer_key')
    .select(['answer_key', 'value'])
    .where('property_id', '=', propertyId)
    .where('answer_key', 'in', [...keys])
    .where('id', '<=', sql<string>`${revision}::bigint`)
    .orderBy('answer_key')
    .orderBy('id', 'desc')
    .execute();
  return new Map(
    rows.map((row) => [row.answer_key, row.value === null ? null : (unwrapAnswer(row.value) as AnswerValue)]),
  );
}
