/**
 * Demo forms at every stage (untouched, half done, complete), written once through the same
 * functions the API answers with, so prefill, shared answers, validation and completion are the
 * product's own. One leasehold property has every form complete.
 */
import { syncCompletion } from '../use-cases/dashboard/phase-completion.ts';
import { PUBLISHED_FORMS } from '../../domain/forms/content/published.ts';
import type { AnswerValue, QuestionnaireId } from '../../domain/forms/definition.ts';
import { ROLE } from '../../domain/roles.ts';
import { catalogueOf } from '../use-cases/questionnaires/catalogue.ts';
import { readQuestionnaire } from '../use-cases/questionnaires/read-questionnaire.ts';
import { saveQuestionnaireAnswers } from '../use-cases/questionnaires/save-answers.ts';
import type { SaveAnswersBody } from '../../contracts/questionnaires.ts';
import type { Db } from '../store/database.ts';
import { demoAnswers } from './answers.ts';
import type { Viewer } from '../store/viewer.ts';

/** The demo seller's properties by position in the demo data, and how far each form is filled. */
export const DEMO_FORM_STAGES: readonly {
  index: number;
  forms: Partial<Record<QuestionnaireId, 'complete' | 'half'>>;
}[] = [
  { index: 35, forms: { 1: 'complete', 2: 'complete', 3: 'complete', 4: 'complete', 5: 'complete', 6: 'complete' } },
  { index: 34, forms: { 5: 'half', 1: 'half', 4: 'half' } },
  { index: 33, forms: { 4: 'complete', 3: 'half', 2: 'half' } },
];

const SELLER: Viewer = { id: 'demo-mover', role: ROLE.homeMover, organisationId: null, actsFor: [] };

export async function seedDemoForms(db: Db, titleNumberOf: (index: number) => string): Promise<void> {
  const done = await db
    .selectFrom('app_secrets')
    .select('name')
    .where('name', '=', 'demo-forms-seeded')
    .executeTakeFirst();
  if (done) return;
  const catalogue = catalogueOf(PUBLISHED_FORMS);
  for (const stage of DEMO_FORM_STAGES) {
    const property = await db
      .selectFrom('properties')
      .select('id')
      .where('title_number', '=', titleNumberOf(stage.index))
      .executeTakeFirst();
    if (!property) continue;
    for (const [id, extent] of Object.entries(stage.forms)) {
      const questionnaireId = Number(id) as QuestionnaireId;
      const form = await readQuestionnaire(
        { db, catalogue },
        { viewer: SELLER, propertyId: property.id, questionnaireId },
      );
      const definition = form.questionnaire as Parameters<typeof demoAnswers>[0];
      const half = new Set(
        definition.sections.slice(0, Math.ceil(definition.sections.length / 2)).map((section) => section.id),
      );
      const answers = demoAnswers(
        definition,
        form.answers as Record<string, AnswerValue>,
        extent === 'half' ? half : undefined,
      );
      if (Object.keys(answers).length)
        await saveQuestionnaireAnswers(
          db,
          SELLER,
          property.id,
          questionnaireId,
          { answers: answers as SaveAnswersBody['answers'] },
          catalogue,
          { notify: false },
        );
    }
  }
  // The list shows each property's stored completion: make it what the forms now say.
  const properties = await db.selectFrom('properties').select('id').execute();
  for (const { id } of properties) await syncCompletion(db, id);
  await db
    .insertInto('app_secrets')
    .values({ name: 'demo-forms-seeded', value: JSON.stringify(true) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
