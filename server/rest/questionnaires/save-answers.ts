import type { CompletionPayload, SaveAnswersBody, SaveAnswersResponse } from '../../../contracts/questionnaires.ts';
import { answerKey, answerKeys } from '../../../domain/forms/answer-keys.ts';
import type { FormDefinition, QuestionnaireId } from '../../../domain/forms/definition.ts';
import { canWriteSection } from '../../../domain/forms/form-access.ts';
import { refusalMessage } from '../../../domain/forms/refusal-message.ts';
import { validateSave, type SaveError } from '../../../domain/forms/save-validation.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { PhaseId } from '../../../domain/phases.ts';
import { recordCompletionIn, syncCompletion } from '../../store/action-plan.ts';
import type { Db } from '../../store/database.ts';
import { findFormInstance, saveAnswers, type AnswerChange } from '../../store/questionnaires.ts';
import type { Viewer } from '../../store/viewer.ts';
import { answersRefused, forbidden } from '../errors.ts';
import { openForm } from './find-form.ts';
import { checkFormFiles } from './form-files.ts';
import type { AnswerValue } from '../../../domain/forms/definition.ts';
import { assertAnswersWritable } from '../signatures/answer-lock.ts';
import { answersOf, completionOf, disabledQuestions, type Catalogue } from './read-questionnaire.ts';

/**
 * Stores the answers a seller changed (only those), each in its own row with who and when, and
 * answers with the form's completion as the server computes it. Answers shared with other forms
 * change there too; those forms' completion, the property's completion and the agents'
 * notification when it reaches 100 are recorded in the same transaction.
 */
export async function saveQuestionnaireAnswers(
  db: Db,
  viewer: Viewer,
  propertyId: number,
  questionnaireId: QuestionnaireId,
  body: SaveAnswersBody,
  catalogue: Catalogue,
  /**
   * `notify: false` stores the property's completion without the agents' notification (the demo
   * seed, where nobody has just finished anything); `notificationQueued` runs after the commit
   * when one was queued, to wake the mail runner.
   */
  options: { notify?: boolean; notificationQueued?: () => void } = {},
): Promise<SaveAnswersResponse> {
  const { definition, instance, property } = await openForm(db, viewer, propertyId, questionnaireId, catalogue.latest);
  const sections = new Map(definition.sections.flatMap((section) => section.groups.flatMap((group) => group.questions.map((question) => [question.id, section.id] as const))));
  for (const questionId of Object.keys(body.answers)) {
    const section = sections.get(questionId);
    if (section && !canWriteSection(viewer.role, definition.path, section)) throw forbidden(MESSAGES.formReadOnly);
  }
  const disabled = new Set(disabledQuestions(definition, property.phaseId as PhaseId));
  const check = validateSave(definition, body.answers, (questionId) => !disabled.has(questionId));
  if (!check.ok) throw answersRefused(refusalOf(definition, check.errors), check.errors.map(({ questionId, message }) => ({ question_id: questionId, message: sentence(message) })));
  await checkFormFiles(db, propertyId, definition, check.answers as Record<string, AnswerValue | null>);

  const questions = new Map(definition.sections.flatMap((section) => section.groups.flatMap((group) => group.questions.map((question) => [question.id, question] as const))));
  const changes: AnswerChange[] = Object.entries(check.answers).map(([questionId, value]) => ({ key: answerKey(definition, questions.get(questionId)!), questionId, value }));
  const changedKeys = new Set(changes.map((change) => change.key));
  let ownCompletion: CompletionPayload = { percent: 0, sections: {} };
  let notification: number | null = null;
  await saveAnswers(db, {
    propertyId,
    questionnaireId,
    version: instance?.version ?? definition.version,
    userId: viewer.id,
    changes,
    guard: (trx) => assertAnswersWritable(trx, propertyId, questionnaireId, changedKeys),
    completion: async (trx) => {
      const result = new Map<QuestionnaireId, number>();
      for (const form of catalogue.latest.values()) {
        const own = form.id === definition.id;
        if (!own && ![...answerKeys(form).values()].some((key) => changedKeys.has(key))) continue;
        if (!own && !(await findFormInstance(trx, propertyId, form.id))) continue;
        const { answers } = await answersOf(trx, propertyId, own ? definition : form, catalogue);
        const completion = completionOf(own ? definition : form, answers);
        if (own) ownCompletion = completion;
        result.set(form.id, completion.percent ?? 0);
      }
      return result;
    },
    // The property's completion, and the agents' "documentation complete" mail when it reaches 100,
    // commit with the answers or not at all: never a stored figure behind the answers.
    settle: async (trx) => {
      if (options.notify === false) await syncCompletion(trx, propertyId);
      else notification = await recordCompletionIn(trx, propertyId);
    },
  });
  if (notification !== null) options.notificationQueued?.();
  return { completion: ownCompletion, saved_at: new Date().toISOString() };
}

function sentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/** One refusal reads as its own reason, naming its question; several say how many, each named in `questions`. */
function refusalOf(definition: FormDefinition, errors: readonly SaveError[]): string {
  const reasons = errors.map((error) => refusalMessage(definition, error));
  return reasons.length === 1 ? reasons[0] : `${reasons.length} answers could not be saved: ${reasons.join(' ')}`;
}
