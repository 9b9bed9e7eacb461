import type { CompletionPayload, QuestionnaireResponse } from '../../../contracts/questionnaires.ts';
import { answerKey, answerKeys } from '../../../domain/forms/answer-keys.ts';
import { prefillFromTitle } from '../../../domain/forms/prefill.ts';
import type { TitleData } from '../../../domain/forms/title-data.ts';
import { formProgress } from '../../../domain/forms/completion.ts';
import { QUESTIONNAIRE, type AnswerValue, type FormDefinition, type Question, type QuestionnaireId } from '../../../domain/forms/definition.ts';
import { writableSections } from '../../../domain/forms/form-access.ts';
import { DEFAULT_PHASE_CONFIG, isQuestionEnabled } from '../../../domain/forms/phase-config.ts';
import { allQuestions } from '../../../domain/forms/questions.ts';
import { translateAnswer } from '../../../domain/forms/shared-answers.ts';
import type { PhaseId } from '../../../domain/phases.ts';
import type { Db } from '../../store/database.ts';
import { findFormInstance, readAnswers, saveAnswers } from '../../store/questionnaires.ts';
import { attachmentsOf } from './form-files.ts';
import { titleOf } from './title-of.ts';
import type { Viewer } from '../../store/viewer.ts';
import { openForm } from './find-form.ts';
import { propertySignatures, signingStateOf } from '../signatures/signing-state.ts';

/** The published definitions by id, with their questions indexed, so a shared answer can be read in another form's terms. */
export type Catalogue = {
  latest: ReadonlyMap<number, FormDefinition>;
  question(questionnaireId: number, questionId: string): Question | undefined;
};

export function catalogueOf(definitions: readonly FormDefinition[]): Catalogue {
  const latest = new Map(definitions.map((definition) => [definition.id, definition]));
  const questions = new Map<string, Question>(definitions.flatMap((definition) => allQuestions(definition).map((question) => [`${definition.id}:${question.id}`, question] as const)));
  return { latest, question: (questionnaireId, questionId) => questions.get(`${questionnaireId}:${questionId}`) };
}

/**
 * The form's answers by question id, with where each came from when another form or the title
 * gave it. A shared answer written by another question is read in this question's terms (options
 * match by label); one that cannot be carried over is left unanswered here.
 */
export async function answersOf(db: Db, propertyId: number, definition: FormDefinition, catalogue: Catalogue) {
  const keys = answerKeys(definition);
  const own = new Map(allQuestions(definition).map((question) => [question.id, question]));
  const stored = await readAnswers(db, propertyId, [...new Set(keys.values())]);
  const answers: Record<string, AnswerValue> = {};
  const sources: QuestionnaireResponse['sources'] = {};
  for (const [questionId, key] of keys) {
    const answer = stored.get(key);
    if (!answer) continue;
    const writtenHere = answer.questionnaireId === definition.id && answer.questionId === questionId;
    const writer = writtenHere ? undefined : catalogue.question(answer.questionnaireId, answer.questionId);
    const value = writtenHere || !writer ? answer.value : translateAnswer(writer, own.get(questionId)!, answer.value);
    if (value === null) continue;
    answers[questionId] = value;
    if (answer.source === 'title') {
      sources[questionId] = { kind: 'title', updated_at: answer.updatedAt.toISOString() };
    } else if (answer.questionnaireId !== definition.id) {
      sources[questionId] = {
        kind: 'form',
        questionnaire_id: answer.questionnaireId,
        questionnaire_name: catalogue.latest.get(answer.questionnaireId)?.name,
        updated_at: answer.updatedAt.toISOString(),
      };
    }
  }
  return { answers, sources };
}

/** Questions switched off in the property's phase (spec 02 §3.3 phase_config). */
export function disabledQuestions(definition: FormDefinition, phase: PhaseId): string[] {
  return allQuestions(definition)
    .filter((question) => !isQuestionEnabled(DEFAULT_PHASE_CONFIG, definition.id, question.id, phase))
    .map((question) => question.id);
}

export function completionOf(definition: FormDefinition, answers: Record<string, AnswerValue>): CompletionPayload {
  const progress = formProgress(definition, answers);
  return { percent: progress.completion, sections: { ...progress.sections } };
}

/**
 * The first time a form is opened, what the title register states is filled in (spec 02 §4.3,
 * extended to every form by PDTF path), as answers from the title that the seller may change.
 * Only empty answers are filled, and the form's instance then exists, so it happens once.
 */
async function prefillOnce(db: Db, propertyId: number, definition: FormDefinition, catalogue: Catalogue, title: TitleData | null) {
  if (!title) return;
  const { answers } = await answersOf(db, propertyId, definition, catalogue);
  const prefilled = prefillFromTitle(definition, title, answers);
  const changes = Object.entries(prefilled).map(([questionId, { value }]) => ({ key: answerKey(definition, allQuestions(definition).find((q) => q.id === questionId)!), questionId, value }));
  await saveAnswers(db, {
    propertyId,
    questionnaireId: definition.id,
    version: definition.version,
    userId: null,
    source: 'title',
    changes,
    completion: async (trx) => {
      const after = await answersOf(trx, propertyId, definition, catalogue);
      return new Map([[definition.id, completionOf(definition, after.answers).percent ?? 0]]);
    },
  });
}

export async function readQuestionnaire(db: Db, viewer: Viewer, propertyId: number, questionnaireId: QuestionnaireId, catalogue: Catalogue): Promise<QuestionnaireResponse> {
  const { definition, instance, property } = await openForm(db, viewer, propertyId, questionnaireId, catalogue.latest);
  if (!instance) await prefillOnce(db, propertyId, definition, catalogue, titleOf(property.data));
  const { answers, sources } = await answersOf(db, propertyId, definition, catalogue);
  const sections = writableSections(viewer.role, definition.path);
  const completion = completionOf(definition, answers);
  return {
    // The contract's arrays are mutable where the definition's are readonly; the shapes are the
    // same (tests/unit/contracts/questionnaire-contract.test.ts), and Fastify only reads them.
    questionnaire: definition as QuestionnaireResponse['questionnaire'],
    answers: answers as QuestionnaireResponse['answers'],
    sources,
    completion,
    accepted: instance?.accepted ?? false,
    writable_sections: sections === 'all' ? 'all' : [...sections],
    disabled_questions: disabledQuestions(definition, property.phaseId as PhaseId),
    attachments: await attachmentsOf(db, propertyId, definition, answers),
    ta6_part1_active: property.ta6Part1Active,
    preliminary_accepted: definition.path === 'leasehold' ? ((await findFormInstance(db, propertyId, QUESTIONNAIRE.preliminary))?.accepted ?? false) : false,
    signing: signingStateOf(
      await propertySignatures(db, propertyId),
      { questionnaireId: definition.id, completion: completion.percent, accepted: instance?.accepted ?? false },
      { id: viewer.id, isSeller: property.isSeller },
    ),
  };
}
