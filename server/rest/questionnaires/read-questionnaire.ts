import type { QuestionnaireResponse } from '../../../contracts/questionnaires.ts';
import { answerKeys } from '../../../domain/forms/answer-keys.ts';
import { formCompletion } from '../../../domain/forms/completion.ts';
import type { AnswerValue, FormDefinition, QuestionnaireId } from '../../../domain/forms/definition.ts';
import { writableSections } from '../../../domain/forms/form-access.ts';
import type { Db } from '../../store/database.ts';
import { readAnswers } from '../../store/questionnaires.ts';
import type { Viewer } from '../../store/viewer.ts';
import { openForm } from './find-form.ts';

/** The form's answers by question id, with where each came from when another form or the title gave it. */
export async function answersOf(db: Db, propertyId: number, definition: FormDefinition, names: ReadonlyMap<number, string>) {
  const keys = answerKeys(definition);
  const stored = await readAnswers(db, propertyId, [...new Set(keys.values())]);
  const answers: Record<string, AnswerValue> = {};
  const sources: QuestionnaireResponse['sources'] = {};
  for (const [questionId, key] of keys) {
    const answer = stored.get(key);
    if (!answer) continue;
    answers[questionId] = answer.value;
    if (answer.source === 'title') {
      sources[questionId] = { kind: 'title', updated_at: answer.updatedAt.toISOString() };
    } else if (answer.questionnaireId !== definition.id) {
      sources[questionId] = {
        kind: 'form',
        questionnaire_id: answer.questionnaireId,
        questionnaire_name: names.get(answer.questionnaireId),
        updated_at: answer.updatedAt.toISOString(),
      };
    }
  }
  return { answers, sources };
}

export async function readQuestionnaire(
  db: Db,
  viewer: Viewer,
  propertyId: number,
  questionnaireId: QuestionnaireId,
  latest: ReadonlyMap<number, FormDefinition>,
): Promise<QuestionnaireResponse> {
  const { definition, instance } = await openForm(db, viewer, propertyId, questionnaireId, latest);
  const names = new Map([...latest.values()].map((form) => [form.id, form.name]));
  const { answers, sources } = await answersOf(db, propertyId, definition, names);
  const completion = formCompletion(definition, answers);
  return {
    // The contract's arrays are mutable where the definition's are readonly; the shapes are the
    // same (tests/unit/contracts/questionnaire-contract.test.ts), and Fastify only reads them.
    questionnaire: definition as QuestionnaireResponse['questionnaire'],
    answers: answers as QuestionnaireResponse['answers'],
    sources,
    completion,
    accepted: instance?.accepted ?? false,
    writable_sections: writableSections(viewer.role, definition.path) === 'all' ? 'all' : [...(writableSections(viewer.role, definition.path) as readonly string[])],
    disabled_questions: [],
  };
}
