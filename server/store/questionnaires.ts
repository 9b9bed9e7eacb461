import { createHash } from 'node:crypto';
import type { AnswerValue, FormDefinition, QuestionnaireId } from '../../domain/forms/definition.ts';
import type { Db } from './database.ts';

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
        .values({ questionnaire_id: definition.id, version: definition.version, content_hash: hash, definition: JSON.stringify(definition) })
        .onConflict((oc) => oc.columns(['questionnaire_id', 'version']).doNothing())
        .execute();
    }
  }
}

export async function loadDefinition(db: Db, questionnaireId: QuestionnaireId, version: number): Promise<FormDefinition | undefined> {
  const row = await db
    .selectFrom('questionnaire_versions')
    .select('definition')
    .where('questionnaire_id', '=', questionnaireId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return undefined;
  return (typeof row.definition === 'string' ? JSON.parse(row.definition) : row.definition) as FormDefinition;
}

/**
 * Answers are stored as `{"v": value}`: a bare JSON string such as "1" would come back from one
 * driver as the text '"1"' and from another as '1', and could not be told from the number 1.
 */
function wrap(value: AnswerValue): string {
  return JSON.stringify({ v: value });
}

function unwrap(stored: unknown): unknown {
  const parsed = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  return (parsed as { v: unknown }).v;
}

export type FormInstance = { version: number; completion: number; accepted: boolean };

export async function findFormInstance(db: Db, propertyId: number, questionnaireId: QuestionnaireId): Promise<FormInstance | undefined> {
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
  source: 'answer' | 'title';
  questionnaireId: number;
  questionId: string;
  updatedBy: string | null;
  updatedAt: Date;
};

export async function readAnswers(db: Db, propertyId: number, keys: readonly string[]): Promise<Map<string, StoredAnswer>> {
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
        value: unwrap(row.value) as AnswerValue,
        source: row.source,
        questionnaireId: row.questionnaire_id,
        questionId: row.question_id,
        updatedBy: row.updated_by,
        updatedAt: new Date(row.updated_at),
      },
    ]),
  );
}

export type AnswerChange = { key: string; questionId: string; value: AnswerValue | null };

/**
 * Writes the changed answers of one form, each to its own row (so sellers answering different
 * questions never overwrite each other), and appends every change to the history, in one
 * transaction with the form's new completion and whatever `settle` records from it: all or nothing.
 */
export async function saveAnswers(
  db: Db,
  input: {
    propertyId: number;
    questionnaireId: QuestionnaireId;
    version: number;
    /** null for answers nobody typed (prefilled from the title). */
    userId: string | null;
    source?: 'answer' | 'title';
    changes: readonly AnswerChange[];
    completion: (db: Db) => Promise<Map<QuestionnaireId, number>>;
    /** Runs first inside the transaction and may refuse the save by throwing (a signed form's lock). */
    guard?: (db: Db) => Promise<void>;
    /** Runs last inside the transaction, once the forms' completion is stored (the property's own completion and its notification). */
    settle?: (db: Db) => Promise<void>;
  },
): Promise<Map<QuestionnaireId, number>> {
  return db.transaction().execute(async (trx) => {
    await input.guard?.(trx);
    const now = new Date();
    await trx
      .insertInto('property_questionnaires')
      .values({ property_id: input.propertyId, questionnaire_id: input.questionnaireId, version: input.version, updated_at: now })
      .onConflict((oc) => oc.columns(['property_id', 'questionnaire_id']).doUpdateSet({ updated_at: now }))
      .execute();
    // One statement each for the cleared answers, the set answers and the history, whatever the count.
    const cleared = input.changes.filter((change) => change.value === null).map((change) => change.key);

    if (cleared.length) {
      await trx.deleteFrom('answers').where('property_id', '=', input.propertyId).where('answer_key', 'in', cleared).execute();
    }
    // Two questions answering one PDTF field share a row: the later one in the request wins.
    const set = [...new Map(input.changes.filter((change) => change.value !== null).map((change) => [change.key, change])).values()];
    if (set.length) {
      await trx
        .insertInto('answers')
        .values(
          set.map((change) => ({
            property_id: input.propertyId,
            answer_key: change.key,
            value: wrap(change.value!),
            source: input.source ?? 'answer',
            questionnaire_id: input.questionnaireId,
            question_id: change.questionId,
            updated_by: input.userId,
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['property_id', 'answer_key']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            source: eb.ref('excluded.source'),
            questionnaire_id: eb.ref('excluded.questionnaire_id'),
            question_id: eb.ref('excluded.question_id'),
            updated_by: eb.ref('excluded.updated_by'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    if (input.changes.length) {
      await trx
        .insertInto('answer_history')
        .values(
          input.changes.map((change) => ({
            property_id: input.propertyId,
            answer_key: change.key,
            value: change.value === null ? null : wrap(change.value),
            questionnaire_id: input.questionnaireId,
            question_id: change.questionId,
            version: input.version,
            changed_by: input.userId,
            changed_at: now,
          })),
        )
        .execute();
    }
    const completions = await input.completion(trx);
    for (const [questionnaireId, completion] of completions) {
      await trx
        .updateTable('property_questionnaires')
        .set({ completion })
        .where('property_id', '=', input.propertyId)
        .where('questionnaire_id', '=', questionnaireId)
        .execute();
    }
    await input.settle?.(trx);
    return completions;
  });
}

export type HistoryEntry = { key: string; value: AnswerValue | null; questionnaireId: number; questionId: string; changedBy: string | null; changedAt: Date };

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
    value: row.value === null ? null : (unwrap(row.value) as AnswerValue),
    questionnaireId: row.questionnaire_id,
    questionId: row.question_id,
    changedBy: row.changed_by,
    changedAt: new Date(row.changed_at),
  }));
}
