import { isDeepStrictEqual } from 'node:util';
import type { CompletionPayload, QuestionnaireResponse } from '../../../contracts/questionnaires.ts';
import { answerKeys, answerKeySet, factKey } from '../../../domain/forms/answer-keys.ts';
import { formProgress } from '../../../domain/forms/completion.ts';
import type { AnswerValue, FormDefinition } from '../../../domain/forms/definition.ts';
import { DEFAULT_PHASE_CONFIG, isQuestionEnabled } from '../../../domain/forms/phase-config.ts';
import { allQuestions } from '../../../domain/forms/questions.ts';
import {
  countedAnswers,
  recordAnswerCounts,
  recordSourceLine,
  type AnswerOrigin,
} from '../../../domain/forms/record-prefill.ts';
import { translateAnswer } from '../../../domain/forms/shared-answers.ts';
import {
  tickedFactsOf,
  tickedFactsOfForm,
  tickWriterId,
  withFacts,
  yesNoOptions,
  type TickedFact,
} from '../../../domain/forms/ticked-facts.ts';
import type { PhaseId } from '../../../domain/phases.ts';
import type { Db } from '../../store/database.ts';
import { readAnswers, type StoredAnswer } from '../../store/questionnaires.ts';
import type { Catalogue } from './catalogue.ts';

/**
 * The form's answers by question id, with where each came from when another form, the title or a
 * public record gave it. A shared answer written by another question is read in this question's
 * terms (options match by label); one that cannot be carried over is left unanswered here.
 * `origins` says which answers came from a record and whether they are confirmed, for completion.
 */
export async function answersOf(
  { db, catalogue }: { db: Db; catalogue: Catalogue },
  { propertyId, definition }: { propertyId: number; definition: FormDefinition },
) {
  const stored = await readAnswers(db, propertyId, [...answerKeySet(definition)]);
  return answersFrom(definition, stored, catalogue);
}

/** answersOf over answers already read: the stored rows by key. */
export function answersFrom(
  definition: FormDefinition,
  stored: ReadonlyMap<string, StoredAnswer>,
  catalogue: Catalogue,
) {
  const keys = answerKeys(definition);
  const own = catalogue.questionsOf(definition);
  const answers: Record<string, AnswerValue> = {};
  const sources: QuestionnaireResponse['sources'] = {};
  const origins: Record<string, AnswerOrigin> = {};
  for (const [questionId, key] of keys) {
    const answer = stored.get(key);
    if (!answer) continue;
    const writtenHere = answer.questionnaireId === definition.id && answer.questionId === questionId;
    const writer = writtenHere ? undefined : catalogue.question(answer.questionnaireId, answer.questionId);
    const value = writtenHere || !writer ? answer.value : translateAnswer(writer, own.get(questionId)!, answer.value);
    if (value === null) continue;
    answers[questionId] = value;
    if (answer.source === 'record' && answer.provenance) {
      const provenance = answer.provenance;
      const confirmed = Boolean(answer.confirmedAt);
      origins[questionId] = { kind: 'record', confirmed };
      sources[questionId] = {
        kind: 'record',
        updated_at: answer.updatedAt.toISOString(),
        record_source: provenance.source,
        reference: provenance.reference,
        record_date: provenance.recordDate,
        retrieved_at: provenance.retrievedAt,
        sample: provenance.sample,
        line: recordSourceLine(provenance),
        confirmed,
        counted: recordAnswerCounts(own.get(questionId)!, confirmed),
      };
    } else if (answer.source === 'title') {
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
  // A list whose ticks are also yes/no facts shows each fact as it was last answered, here or elsewhere.
  for (const questionId of new Set(tickedFactsOfForm(definition.id).map((fact) => fact.questionId))) {
    const question = own.get(questionId);
    if (question?.type !== 'checkbox') continue;
    const facts = tickedFactsOf(definition.id, questionId);
    const states = facts.map((fact) => ({ option: fact.option, ...factState(definition, fact, stored, catalogue) }));
    const shown = withFacts(definition.id, question.id, answers[question.id], states);
    if (shown === undefined || isDeepStrictEqual(shown, answers[question.id])) continue;
    answers[question.id] = shown;
    const elsewhere = states.find((state) => state.ticked !== null && state.writtenIn !== definition.id);
    if (elsewhere && !sources[question.id]) {
      sources[question.id] = {
        kind: 'form',
        questionnaire_id: elsewhere.writtenIn,
        questionnaire_name: catalogue.latest.get(elsewhere.writtenIn)?.name,
        updated_at: elsewhere.updatedAt,
      };
    }
  }
  return { answers, sources, origins };
}

/** Whether a tick's fact is answered yes (true), no (false) or not at all (null), and where it was. */
function factState(
  definition: FormDefinition,
  fact: TickedFact,
  stored: ReadonlyMap<string, StoredAnswer>,
  catalogue: Catalogue,
) {
  const writerId = tickWriterId(fact);
  const row = stored.get(factKey(definition, fact));
  const asked = catalogue.question(definition.id, writerId);
  const options = asked ? yesNoOptions(asked) : null;
  if (!row || !asked || !options) return { ticked: null, writtenIn: definition.id, updatedAt: '' };
  const writer =
    row.questionnaireId === definition.id && row.questionId === writerId
      ? asked
      : catalogue.question(row.questionnaireId, row.questionId);
  const value = writer ? translateAnswer(writer, asked, row.value) : row.value;
  const ticked = value === options.yes ? true : value === options.no ? false : null;
  return { ticked, writtenIn: row.questionnaireId, updatedAt: row.updatedAt.toISOString() };
}

/** Questions switched off in the property's phase (spec 02 §3.3 phase_config). */
export function disabledQuestions(definition: FormDefinition, phase: PhaseId): string[] {
  return allQuestions(definition)
    .filter((question) => !isQuestionEnabled(DEFAULT_PHASE_CONFIG, definition.id, question.id, phase))
    .map((question) => question.id);
}

/**
 * The form's completion: answers from a record count once confirmed, or at once where the record
 * is the authority for the fact (domain/forms/record-prefill.ts).
 */
export function completionOf(
  definition: FormDefinition,
  answers: Record<string, AnswerValue>,
  origins: Readonly<Record<string, AnswerOrigin>> = {},
): CompletionPayload {
  const progress = formProgress(definition, countedAnswers(definition, answers, origins));
  return { percent: progress.completion, sections: { ...progress.sections } };
}
