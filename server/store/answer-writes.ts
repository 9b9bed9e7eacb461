import { sql, type CompiledQuery } from 'kysely';
import type { AnswerValue, QuestionnaireId } from '../../domain/forms/definition.ts';
import type { RecordProvenance } from '../../domain/forms/record-prefill.ts';
import { unwrapAnswer, wrapAnswer } from './answer-values.ts';
import type { Db } from './database.ts';
import { prepared } from './prepared.ts';
import type { AnswerChange, FormInstance, StoredAnswer } from './questionnaires.ts';
import type { PropertyData } from './schema.ts';
import { propertyVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

/**
 * Autosave's statements run as prepared ones: the planning of the answers' read (a parameter per
 * key of the form) and of the write cost PostgreSQL more than running them. Their texts vary only
 * with the role's tenancy rule, the form and how many answers change, so few are ever prepared.
 */
async function run<R>(db: Db, compiled: CompiledQuery<R>, prepare = true): Promise<R[]> {
  return (await db.executeQuery(prepare ? prepared(compiled) : compiled)).rows;
}

/** What a save needs of the property it writes to. */
export type SaveTarget = { phaseId: number; data: PropertyData; forms: Map<number, FormInstance> };

/**
 * The property, when the viewer may see it (undefined otherwise), with its form rows locked until
 * the transaction ends, so a save and a signature of the same property never interleave. Each
 * form's instance is as the lock found it: the row as the last writer committed it.
 */
export async function lockVisibleProperty(db: Db, viewer: Viewer, propertyId: number): Promise<SaveTarget | undefined> {
  const query = db
    .selectFrom('properties as p')
    .select([
      'p.phase_id',
      'p.data',
      sql<{ questionnaire_id: number; version: number; completion: number; accepted: boolean }[] | null>`(
        select json_agg(json_build_object('questionnaire_id', f.questionnaire_id, 'version', f.version, 'completion', f.completion, 'accepted', f.accepted))
        from (select questionnaire_id, version, completion, accepted from property_questionnaires where property_id = p.id for update) f)`.as(
        'forms',
      ),
    ])
    .where('p.id', '=', propertyId)
    .where('p.deleted_at', 'is', null)
    .where(propertyVisibleTo(viewer));
  const [row] = await run(db, query.compile());
  if (!row) return undefined;
  return {
    phaseId: row.phase_id,
    data: row.data as PropertyData,
    forms: new Map(
      (row.forms ?? []).map((form) => [
        form.questionnaire_id,
        { version: form.version, completion: form.completion, accepted: form.accepted },
      ]),
    ),
  };
}

/**
 * The forms any seller has signed, the property's completion and the stored answers under `keys`, in one statement. Run after
 * lockVisibleProperty in its own statement, so it sees what a signature or a save that held
 * the lock before committed.
 */
export async function signedFormsAndAnswers(
  db: Db,
  propertyId: number,
  keys: readonly string[],
): Promise<{ signed: Set<number>; answers: Map<string, StoredAnswer>; complete: number | null }> {
  type Row = {
    answer_key: string;
    value: unknown;
    source: 'answer' | 'title' | 'record';
    provenance: RecordProvenance | null;
    confirmed_at: string | null;
    questionnaire_id: number;
    question_id: string;
    updated_by: string | null;
    updated_at: string;
  };
  const rows = await run(
    db,
    sql<{ signatures: number[] | null; complete: number | null; stored_answers: Row[] | null }>`
    select (select json_agg(distinct s.questionnaire_id) from signatures s where s.property_id = ${propertyId} and s.removed_at is null) as signatures,
      (select p.complete from properties p where p.id = ${propertyId}) as complete,
      ${
        keys.length
          ? sql`(select json_agg(json_build_object('answer_key', a.answer_key, 'value', a.value, 'source', a.source, 'provenance', a.provenance, 'confirmed_at', a.confirmed_at, 'questionnaire_id', a.questionnaire_id,
               'question_id', a.question_id, 'updated_by', a.updated_by, 'updated_at', a.updated_at))
             from answers a where a.property_id = ${propertyId} and a.answer_key in (${sql.join([...keys])}))`
          : sql`null`
      } as stored_answers`.compile(db),
  );
  const row = rows[0];
  return {
    signed: new Set(row?.signatures ?? []),
    complete: row?.complete ?? null,
    answers: new Map(
      (row?.stored_answers ?? []).map((answer) => [
        answer.answer_key,
        {
          key: answer.answer_key,
          value: unwrapAnswer(answer.value) as AnswerValue,
          source: answer.source,
          provenance: answer.provenance,
          confirmedAt: answer.confirmed_at ? new Date(answer.confirmed_at) : null,
          questionnaireId: answer.questionnaire_id,
          questionId: answer.question_id,
          updatedBy: answer.updated_by,
          updatedAt: new Date(answer.updated_at),
        },
      ]),
    ),
  };
}

export type AnswerWrite = {
  propertyId: number;
  questionnaireId: QuestionnaireId;
  version: number;
  /** null for answers nobody typed (prefilled from the title or a record). */
  userId: string | null;
  /** 'record' changes carry their provenance. */
  source?: 'answer' | 'title' | 'record';
  changes: readonly AnswerChange[];
  /** The form's completion after the change, and that of other forms whose figure it changed. */
  completions: ReadonlyMap<QuestionnaireId, number>;
  now?: Date;
};

/**
 * Where each changed key ends up. Two questions answering one PDTF field share a row: the later
 * one in the request that gives a value wins; a key only ever cleared is deleted.
 */
export function finalAnswers(changes: readonly AnswerChange[]): { set: AnswerChange[]; cleared: string[] } {
  const set = new Map<string, AnswerChange>();
  const cleared = new Set<string>();
  for (const change of changes) {
    if (change.value === null) cleared.add(change.key);
    else set.set(change.key, change);
  }
  return { set: [...set.values()], cleared: [...cleared].filter((key) => !set.has(key)) };
}

/**
 * Writes the changed answers of one form, each to its own row (so sellers answering different
 * questions never overwrite each other), appends every change to the history, and stores the
 * form's instance and the completion figures: one statement, so all of it or none. Answers the
 * newest history entry it added (null when nothing changed): the property's newest, since its
 * writers take history ids while they hold the lock on its form rows (server/store/answer-revisions.ts).
 */
export async function writeAnswers(db: Db, input: AnswerWrite): Promise<{ revision: string | null }> {
  const now = input.now ?? new Date();
  const { propertyId, questionnaireId } = input;
  const { set, cleared } = finalAnswers(input.changes);
  const own = input.completions.get(questionnaireId);
  let query = db.with('form', (qc) =>
    qc
      .insertInto('property_questionnaires')
      .values({
        property_id: propertyId,
        questionnaire_id: questionnaireId,
        version: input.version,
        updated_at: now,
        ...(own === undefined ? {} : { completion: own }),
      })
      .onConflict((oc) =>
        oc
          .columns(['property_id', 'questionnaire_id'])
          .doUpdateSet({ updated_at: now, ...(own === undefined ? {} : { completion: own }) }),
      )
      .returning('questionnaire_id'),
  );
  let index = 0;
  for (const [otherId, completion] of input.completions) {
    if (otherId === questionnaireId) continue;
    query = query.with(`other_${index++}`, (qc) =>
      qc
        .updateTable('property_questionnaires')
        .set({ completion })
        .where('property_id', '=', propertyId)
        .where('questionnaire_id', '=', otherId)
        .returning('questionnaire_id'),
    ) as unknown as typeof query;
  }
  if (cleared.length) {
    query = query.with('cleared', (qc) =>
      qc
        .deleteFrom('answers')
        .where('property_id', '=', propertyId)
        .where('answer_key', 'in', cleared)
        .returning('answer_key'),
    ) as unknown as typeof query;
  }
  if (set.length) {
    query = query.with('stored', (qc) =>
      qc
        .insertInto('answers')
        .values(
          set.map((change) => ({
            property_id: propertyId,
            answer_key: change.key,
            value: wrapAnswer(change.value!),
            source: input.source ?? 'answer',
            provenance: change.provenance ? JSON.stringify(change.provenance) : null,
            confirmed_at: null,
            confirmed_by: null,
            questionnaire_id: questionnaireId,
            question_id: change.questionId,
            updated_by: input.userId,
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['property_id', 'answer_key']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            source: eb.ref('excluded.source'),
            provenance: eb.ref('excluded.provenance'),
            confirmed_at: eb.ref('excluded.confirmed_at'),
            confirmed_by: eb.ref('excluded.confirmed_by'),
            questionnaire_id: eb.ref('excluded.questionnaire_id'),
            question_id: eb.ref('excluded.question_id'),
            updated_by: eb.ref('excluded.updated_by'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returning('answer_key'),
    ) as unknown as typeof query;
  }
  if (input.changes.length) {
    query = query.with('history', (qc) =>
      qc
        .insertInto('answer_history')
        .values(
          input.changes.map((change) => ({
            property_id: propertyId,
            answer_key: change.key,
            value: change.value === null ? null : wrapAnswer(change.value),
            questionnaire_id: questionnaireId,
            question_id: change.questionId,
            version: input.version,
            changed_by: input.userId,
            changed_at: now,
            source: input.source ?? 'answer',
            provenance: change.provenance ? JSON.stringify(change.provenance) : null,
          })),
        )
        .returning('id'),
    ) as unknown as typeof query;
  }
  // Every part of a WITH runs to completion whether or not the outer statement reads it.
  // A save of a few answers is the autosave's shape, worth preparing; a bulk write is not.
  const [row] = await run(
    db,
    query
      .selectFrom('form')
      .select([
        'questionnaire_id',
        (input.changes.length ? sql<string | null>`(select max(id)::text from history)` : sql<null>`null`).as(
          'revision',
        ),
      ])
      .compile(),
    input.changes.length <= 3 && input.completions.size <= 2,
  );
  return { revision: row?.revision ?? null };
}

/**
 * Marks the answers under `keys` that came from a record and are not yet confirmed as confirmed by
 * the seller, and adds each confirmation to the history (its value and provenance as confirmed).
 * Answers the seller has since typed over are not from a record and are left alone.
 */
export async function confirmRecordAnswers(
  db: Db,
  input: { propertyId: number; version: number; keys: readonly string[]; userId: string; now?: Date },
): Promise<string[]> {
  if (input.keys.length === 0) return [];
  const now = input.now ?? new Date();
  const rows = await db
    .updateTable('answers')
    .set({ confirmed_at: now, confirmed_by: input.userId })
    .where('property_id', '=', input.propertyId)
    .where('answer_key', 'in', [...input.keys])
    .where('source', '=', 'record')
    .where('confirmed_at', 'is', null)
    .returning(['answer_key', 'value', 'provenance', 'questionnaire_id', 'question_id'])
    .execute();
  if (rows.length === 0) return [];
  await db
    .insertInto('answer_history')
    .values(
      rows.map((row) => ({
        property_id: input.propertyId,
        answer_key: row.answer_key,
        value: JSON.stringify(row.value),
        questionnaire_id: row.questionnaire_id,
        question_id: row.question_id,
        version: input.version,
        changed_by: input.userId,
        changed_at: now,
        source: 'confirmed' as const,
        provenance: row.provenance === null ? null : JSON.stringify(row.provenance),
      })),
    )
    .execute();
  return rows.map((row) => row.answer_key);
}
