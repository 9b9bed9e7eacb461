import type { SaveAnswersBody, SaveAnswersResponse } from '../../../contracts/questionnaires.ts';
import { answerKey, answerKeys, questionsOf } from '../../../domain/forms/answer-keys.ts';
import { formCompletion, type FormCompletion } from '../../../domain/forms/completion.ts';
import type { FormDefinition, QuestionnaireId } from '../../../domain/forms/definition.ts';
import { canWriteSection } from '../../../domain/forms/form-access.ts';
import { answerProblem } from '../../../domain/forms/validate-answers.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { findFormInstance, saveAnswers, type AnswerChange } from '../../store/questionnaires.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, forbidden } from '../errors.ts';
import { openForm } from './find-form.ts';
import { answersOf } from './read-questionnaire.ts';

/**
 * Stores the answers a seller changed (only those), each in its own row with who and when, and
 * answers with the form's completion as the server computes it. Answers shared with other forms
 * change there too, and those forms' completion is recomputed in the same transaction.
 */
export async function saveQuestionnaireAnswers(
  db: Db,
  viewer: Viewer,
  propertyId: number,
  questionnaireId: QuestionnaireId,
  body: SaveAnswersBody,
  latest: ReadonlyMap<number, FormDefinition>,
): Promise<SaveAnswersResponse> {
  const { definition, instance } = await openForm(db, viewer, propertyId, questionnaireId, latest);
  const questions = questionsOf(definition);
  const changes: AnswerChange[] = [];
  for (const [questionId, value] of Object.entries(body.answers)) {
    const found = questions.get(questionId);
    if (!found) throw badRequest(MESSAGES.unknownQuestion(questionId, definition.name));
    if (!canWriteSection(viewer.role, definition.path, found.sectionId)) throw forbidden(MESSAGES.formReadOnly);
    if (found.question.readOnly) throw badRequest(MESSAGES.readOnlyQuestion(found.question.formReference ?? questionId));
    if (value !== null) {
      const problem = answerProblem(found.question, value);
      if (problem) throw badRequest(MESSAGES.invalidAnswer(found.question.formReference ?? questionId, problem));
    }
    changes.push({ key: answerKey(definition, found.question), questionId, value });
  }

  const names = new Map([...latest.values()].map((form) => [form.id, form.name]));
  const changedKeys = new Set(changes.map((change) => change.key));
  let ownCompletion: FormCompletion = { percent: null, sections: {} };
  await saveAnswers(db, {
    propertyId,
    questionnaireId,
    version: instance?.version ?? definition.version,
    userId: viewer.id,
    changes,
    completion: async (trx) => {
      const result = new Map<QuestionnaireId, number>();
      for (const form of latest.values()) {
        const affected = form.id === definition.id || [...answerKeys(form).values()].some((key) => changedKeys.has(key));
        if (!affected) continue;
        const own = form.id === definition.id ? definition : form;
        const instanceOfForm = form.id === definition.id ? instance : await findFormInstance(trx, propertyId, form.id);
        if (form.id !== definition.id && !instanceOfForm) continue;
        const { answers } = await answersOf(trx, propertyId, own, names);
        const completion = formCompletion(own, answers);
        if (form.id === definition.id) ownCompletion = completion;
        result.set(form.id, completion.percent ?? 0);
      }
      return result;
    },
  });
  return { completion: ownCompletion, saved_at: new Date().toISOString() };
}
