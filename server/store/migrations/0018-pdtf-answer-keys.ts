import { sql, type Kysely } from 'kysely';
import { PUBLISHED_FORMS } from '../../../domain/forms/content/published.ts';
import type { FormDefinition } from '../../../domain/forms/definition.ts';
import { definitionHash } from '../questionnaires.ts';
import { ANSWER_KEY_CHANGES, REFITTED_QUESTIONNAIRES } from './0018-pdtf-answer-keys.changes.ts';

/**
 * Answers given before the forms were fitted to the PDTF standard, carried to where and how the
 * forms now read them (docs/decisions/0137-answers-carried-over-to-the-standards-keys.md). For each
 * changed question, the rows it wrote (its form and question id are on every answer and history
 * row) move from the old key to the new one; where the new key already holds an answer the newer
 * of the two is kept; the history moves with them so it stays the story of the current answer.
 * Then its old option keys are rewritten to the new ones (or to the label, for a question now
 * typed), in the answers and the history alike. A row another question wrote is left alone: it is
 * in that question's terms, which did not change.
 *
 * The versions of the forms were not raised when they were fitted, so the stored copy of each
 * fitted form's version is replaced with the one this release publishes (when the release still
 * publishes that version); otherwise start-up would refuse the changed content, and the carried
 * answers would be rendered by the old one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const change of ANSWER_KEY_CHANGES) {
    const own = sql`questionnaire_id = ${change.questionnaireId} and question_id = ${change.questionId}`;
    if (change.oldKey !== change.newKey) {
      // The older of the two rows of a property goes (ties keep the moved answer, the seller's own).
      await sql`delete from answers n using answers o
        where o.answer_key = ${change.oldKey} and o.questionnaire_id = ${change.questionnaireId} and o.question_id = ${change.questionId}
          and n.property_id = o.property_id and n.answer_key = ${change.newKey} and n.updated_at <= o.updated_at`.execute(
        db,
      );
      await sql`delete from answers o using answers n
        where o.answer_key = ${change.oldKey} and o.questionnaire_id = ${change.questionnaireId} and o.question_id = ${change.questionId}
          and n.property_id = o.property_id and n.answer_key = ${change.newKey}`.execute(db);
      await sql`update answers set answer_key = ${change.newKey} where answer_key = ${change.oldKey} and ${own}`.execute(
        db,
      );
      await sql`update answer_history set answer_key = ${change.newKey} where answer_key = ${change.oldKey} and ${own}`.execute(
        db,
      );
    }
    const pairs = Object.entries(change.values);
    if (pairs.length === 0) continue;
    // One statement per table, so '2' → '4' and a '4' → … never chain.
    const translated = sql`jsonb_build_object('v', case value->>'v' ${sql.join(
      pairs.map(([from, to]) => sql`when ${from} then ${to}::text`),
      sql` `,
    )} end)`;
    const olds = sql.join(pairs.map(([from]) => sql`${from}`));
    for (const table of ['answers', 'answer_history']) {
      await sql`update ${sql.table(table)} set value = ${translated}
        where answer_key = ${change.newKey} and ${own} and value is not null and jsonb_typeof(value->'v') = 'string' and value->>'v' in (${olds})`.execute(
        db,
      );
    }
  }

  for (const definition of PUBLISHED_FORMS as readonly FormDefinition[]) {
    if (!REFITTED_QUESTIONNAIRES.includes(definition.id)) continue;
    await sql`update questionnaire_versions set definition = ${JSON.stringify(definition)}::jsonb, content_hash = ${definitionHash(definition)}
      where questionnaire_id = ${definition.id} and version = ${definition.version}`.execute(db);
  }
}

/** The old keys cannot be told apart once answers were given under the new ones: nothing to undo. */
export async function down(): Promise<void> {}
