import type { RecordProvenance } from '../../domain/forms/record-prefill.ts';
import { createHash } from 'node:crypto';
import type { AnswerValue, FormDefinition, QuestionnaireId } from '../../domain/forms/definition.ts';
import type { Db } from './database.ts';
import { unwrapAnswer } from './answer-values.ts';

/** A stable text of a definition, so an unchanged version always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function definitionHash(definition: FormDefinition): string {
  return createHash('sha256').update(canonical(definition)).digest('hex');
}

export class UnversionedContentChange extends Error {}

/**
 * Publishes the definitions the code carries. A new version is stored beside the old ones, so a
 * form answered under an earlier version still renders under it; changing the content of a
 * version already published stops start-up, since answers given under it would change meaning.
 */
export async function publishDefinitions(db: Db, definitions: readonly FormDefinition[]): Promise<void> {
  for (const definition of definitions) {
    const hash = definitionHash(definition);
    const stored = await db
      .selectFrom('questionnaire_versions')
      .select('content_hash')
      .where('questionnaire_id', '=', definition.id)
      .where('version', '=', definition.version)
      .executeTakeFirst();
    if (stored && stored.content_hash !== hash) {
      throw new UnversionedContentChange(
        `questionnaire ${definition.id} (${definition.name}) changed without a new version: raise its version from ${definition.version}`,
      );
    }
    if (!stored) {
      await db
        .insertInto('questionnaire_versions')
        .values({
          questionnaire_id: definition.id,
          version: definition.version,
          content_hash: hash,
          definition: JSON.stringify(definition),
        })
        .onConflict((oc) => oc.columns(['questionnaire_id', 'version']).doNothing())
        .execute();
    }
  }
}

/** Published versions never change (publishDefinitions refuses it), so each is read once per database. */
const publishedVersions = new WeakMap<Db, Map<string, FormDefinition>>();

/** loadDefinition, kept in memory after the first read. */
export async function publishedDefinition(
  db: Db,
  questionnaireId: QuestionnaireId,
  version: number,
): Promise<FormDefinition | undefined> {
  const cache = publishedVersions.get(db) ?? new Map<string, FormDefinition>();
  publishedVersions.set(db, cache);
  const key = `${questionnaireId}:${version}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const definition = await loadDefinition(db, questionnaireId, version);
  if (definition) cache.set(key, definition);
  return definition;
}

export async function loadDefinition(
  db: Db,
  questionnaireId: QuestionnaireId,
  version: number,
): Promise<FormDefinition | undefined> {
  const row = await db
    .selectFrom('questionnaire_versions')
    .select('definition')
    .where('questionnaire_id', '=', questionnaireId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return undefined;
  // Parsed by the JSON-columns plugin (json-columns.ts) whichever driver read it.
  return row.definition as FormDefinition;
}

export type FormInstance = { version: number; completion: number; accepted: boolean };

export async function findFormInstance(
  db: Db,
  propertyId: number,
  questionnaireId: QuestionnaireId,
): Promise<FormInstance | undefined> {
  return db
    .selectFrom('property_questionnaires')
    .select(['version', 'completion', 'accepted'])
    .where('property_id', '=', propertyId)
    .where('questionnaire_id', '=', questionnaireId)
    .executeTakeFirst();
}

export type StoredAnswer = {
  key: string;
  value: AnswerValue;
  source: 'answer' | 'title' | 'record';
  /** Where an answer from a public record came from. */
  provenance?: RecordProvenance | null;
  /** When the seller confirmed an answer from a record. */
  confirmedAt?: Date | null;
  questionnaireId: number;
  questionId: string;
  updatedBy: string | null;
  updatedAt: Date;
};

export async function readAnswers(
  db: Db,
  propertyId: number,
  keys: readonly string[],
): Promise<Map<string, StoredAnswer>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('answers')
    .selectAll()
    .where('property_id', '=', propertyId)
    .where('answer_key', 'in', [...keys])
    .execute();
  return new Map(
    rows.map((row) => [
      row.answer_key,
      {
        key: row.answer_key,
        value: unwrapAnswer(row.value) as AnswerValue,
        source: row.source,
        provenance: (row.provenance as RecordProvenance | null) ?? null,
        confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
        questionnaireId: row.questionnaire_id,
        questionId: row.question_id,
        updatedBy: row.updated_by,
        updatedAt: new Date(row.updated_at),
      },
    ]),
  );
}

/** The keys among `keys` that were ever answered for the property (the history holds every change). */
export async function keysEverGiven(db: Db, propertyId: number, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('answer_history')
    .select('answer_key')
    .distinct()
    .where('property_id', '=', propertyId)
    .where('answer_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((row) => row.answer_key));
}

export type AnswerChange = {
  key: string;
  questionId: string;
  value: AnswerValue | null;
  provenance?: RecordProvenance;
};

export type HistoryEntry = {
  key: string;
  value: AnswerValue | null;
  questionnaireId: number;
  questionId: string;
  changedBy: string | null;
  changedAt: Date;
  source: 'answer' | 'title' | 'record' | 'confirmed';
  provenance: RecordProvenance | null;
};

export async function answerHistory(db: Db, propertyId: number, keys: readonly string[]): Promise<HistoryEntry[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('answer_history')
    .selectAll()
    .where('property_id', '=', propertyId)
    .where('answer_key', 'in', [...keys])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    key: row.answer_key,
    value: row.value === null ? null : (unwrapAnswer(row.value) as AnswerValue),
    questionnaireId: row.questionnaire_id,
    questionId: row.question_id,
    changedBy: row.changed_by,
    changedAt: new Date(row.changed_at),
    source: row.source,
    provenance: (row.provenance as RecordProvenance | null) ?? null,
  }));
}
