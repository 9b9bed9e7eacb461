import { isDeepStrictEqual } from 'node:util';
import type { SaveAnswersBody, SaveAnswersResponse } from '../../../contracts/questionnaires.ts';
import { answerKey, answerKeySet, factKey } from '../../../domain/forms/answer-keys.ts';
import type { AnswerValue, FormDefinition, QuestionnaireId } from '../../../domain/forms/definition.ts';
import { canWriteSection } from '../../../domain/forms/form-access.ts';
import { refusalMessage } from '../../../domain/forms/refusal-message.ts';
import { translateAnswer } from '../../../domain/forms/shared-answers.ts';
import {
  factAnswers,
  tickedFactsOf,
  tickWriterId,
  yesNoOptions,
  type TickedFact,
} from '../../../domain/forms/ticked-facts.ts';
import { validateSave, type SaveError } from '../../../domain/forms/save-validation.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { PhaseId } from '../../../domain/phases.ts';
import { syncCompletion } from '../dashboard/phase-completion.ts';
import { recordCompletionIn } from '../dashboard/record-completion.ts';
import { finalAnswers, lockVisibleProperty, signedFormsAndAnswers, writeAnswers } from '../../store/answer-writes.ts';
import type { Db } from '../../store/database.ts';
import type { AnswerChange, StoredAnswer } from '../../store/questionnaires.ts';
import type { Viewer } from '../../store/viewer.ts';
import { queueWebhookEvent } from '../webhooks/publish-event.ts';
import { publishAnswersChanged } from '../live/answers-changed.ts';
import { COMPLETE } from '../../../domain/forms/completion.ts';
import { answersRefused, forbidden, notFound } from '../app-error.ts';
import { assertAnswersWritable } from '../signatures/answer-lock.ts';
import { definitionOf, readableDefinition } from './find-form.ts';
import { checkFormFiles } from './form-files.ts';
import type { Catalogue } from './catalogue.ts';
import { answersFrom, completionOf, disabledQuestions } from './form-answers.ts';

/**
 * Stores the answers a seller changed (only those), each in its own row with who and when, and
 * answers with the form's completion as the server computes it. Answers shared with other forms
 * change there too; those forms' completion, the property's completion and the agents'
 * notification when it reaches 100 are recorded in the same transaction.
 *
 * Autosave calls this several times a minute per seller, so it costs a fixed handful of statements
 * whatever the number of answers: the property read with its forms' rows locked; the signatures and
 * the answers the figures need, read in one; one write. Completion is worked out from the answers
 * read plus the change, for this form and the started forms that share a changed answer, and the
 * property's figure is recomputed only when a form's figure moved.
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
  let notification: number | null = null;
  const completion = await db.transaction().execute(async (trx) => {
    const property = await lockVisibleProperty(trx, viewer, propertyId);
    if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
    const newest = readableDefinition(viewer, questionnaireId, catalogue.latest);
    const { forms } = property;
    const instance = forms.get(questionnaireId);
    const definition = await definitionOf(db, newest, instance, property);
    const given = await checkedChanges(
      trx,
      viewer,
      propertyId,
      property.phaseId as PhaseId,
      definition,
      body,
      catalogue,
    );
    const facts = given.flatMap((change) => factChanges(definition, change, catalogue));
    const changedKeys = new Set([...given, ...facts].map((change) => change.key));
    // Started forms (other than this one) that ask a changed answer: their figure may move too.
    const sharing = [...catalogue.latest.values()].filter(
      (form) =>
        form.id !== definition.id && forms.has(form.id) && [...changedKeys].some((key) => answerKeySet(form).has(key)),
    );
    const keys = new Set([definition, ...sharing].flatMap((form) => [...answerKeySet(form)]));
    const { signed, answers, complete } = await signedFormsAndAnswers(trx, propertyId, [...keys]);
    // A tick's fact that already reads as the list says is no change: it neither locks nor rewrites.
    const requested = [
      ...given,
      ...facts.filter((change) => !factAlreadyStored(answers.get(change.key), change, catalogue, definition)),
    ];
    assertAnswersWritable(signed, questionnaireId, new Set(requested.map((change) => change.key)));
    // A save sent again (a retry after a lost response) changes nothing the first one stored.
    const changes = requested.filter((change) => !alreadyStored(answers.get(change.key), change));

    const after = answersAfter(answers, changes, { questionnaireId: definition.id, userId: viewer.id });
    const shown = answersFrom(definition, after, catalogue);
    const own = completionOf(definition, shown.answers, shown.origins);
    const completions = new Map<QuestionnaireId, number>([[definition.id, own.percent ?? 0]]);
    for (const form of sharing) {
      const theirs = answersFrom(form, after, catalogue);
      completions.set(form.id, completionOf(form, theirs.answers, theirs.origins).percent ?? 0);
    }
    const { revision } = await writeAnswers(trx, {
      propertyId,
      questionnaireId,
      version: instance?.version ?? definition.version,
      userId: viewer.id,
      changes,
      completions,
    });

    // The property's completion, and the agents' "documentation complete" mail when it reaches 100,
    // commit with the answers or not at all: never a stored figure behind the answers. It reads
    // only the forms' figures (a form not started counts 0), so when none moved it cannot move.
    const moved = [...completions].some(([id, percent]) => percent !== (forms.get(id)?.completion ?? 0));
    // A form whose figure reached 100 with this save is complete: its subscribers hear of it once per reaching.
    for (const [id, percent] of completions) {
      if (percent >= COMPLETE && (forms.get(id)?.completion ?? 0) < COMPLETE) {
        await queueWebhookEvent(trx, {
          type: 'form.completed',
          propertyId,
          data: { property_id: propertyId, questionnaire_id: id, completion: percent },
        });
      }
    }
    let completeNow = complete;
    if (moved) {
      if (options.notify === false) completeNow = await syncCompletion(trx, propertyId);
      else ({ notification, complete: completeNow } = await recordCompletionIn(trx, propertyId));
    }
    // Last: the live event holds the event sequence until the commit.
    await publishAnswersChanged(trx, {
      propertyId,
      actorId: viewer.id,
      definition,
      changes,
      formPercent: own.percent ?? 0,
      catalogue,
      // Every changed key is one of this form's, and the history ids just taken are the property's
      // newest (taken under the lock on its form rows, which the form's first save has none of
      // yet): the newest of them is the form's revision.
      figures: instance && revision !== null && completeNow !== null ? { revision, complete: completeNow } : undefined,
    });
    return own;
  });
  if (notification !== null) options.notificationQueued?.();
  return { completion, saved_at: new Date().toISOString() };
}

/**
 * The changes the request makes, once every rule passed: sections the viewer may write, answers
 * valid for their questions and enabled in the property's phase, files that are the property's own.
 * Anything else refuses the whole save.
 */
async function checkedChanges(
  trx: Db,
  viewer: Viewer,
  propertyId: number,
  phaseId: PhaseId,
  definition: FormDefinition,
  body: SaveAnswersBody,
  catalogue: Catalogue,
): Promise<AnswerChange[]> {
  const sections = sectionsOf(definition);
  for (const questionId of Object.keys(body.answers)) {
    const section = sections.get(questionId);
    if (section && !canWriteSection(viewer.role, definition.path, section)) throw forbidden(MESSAGES.formReadOnly);
  }
  const disabled = new Set(disabledQuestions(definition, phaseId));
  const check = validateSave(definition, body.answers, (questionId) => !disabled.has(questionId));
  if (!check.ok)
    throw answersRefused(
      refusalOf(definition, check.errors),
      check.errors.map(({ questionId, message }) => ({ question_id: questionId, message: sentence(message) })),
    );
  await checkFormFiles(trx, propertyId, definition, check.answers as Record<string, AnswerValue | null>);
  const questions = catalogue.questionsOf(definition);
  return Object.entries(check.answers).map(([questionId, value]) => ({
    key: answerKey(definition, questions.get(questionId)!),
    questionId,
    value,
  }));
}

/** A list given with ticks that are also yes/no facts answers those facts too (domain/forms/ticked-facts.ts). */
function factChanges(definition: FormDefinition, change: AnswerChange, catalogue: Catalogue): AnswerChange[] {
  const facts = tickedFactsOf(definition.id, change.questionId);
  if (facts.length === 0) return [];
  const yesNoOf = (fact: TickedFact) => {
    const asked = catalogue.question(definition.id, tickWriterId(fact));
    return asked ? yesNoOptions(asked) : null;
  };
  return factAnswers(change.value, facts, yesNoOf).map(({ fact, value }) => ({
    key: factKey(definition, fact),
    questionId: tickWriterId(fact),
    value,
  }));
}

function sentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/** One refusal reads as its own reason, naming its question; several say how many, each named in `questions`. */
function refusalOf(definition: FormDefinition, errors: readonly SaveError[]): string {
  const reasons = errors.map((error) => refusalMessage(definition, error));
  return reasons.length === 1 ? reasons[0] : `${reasons.length} answers could not be saved: ${reasons.join(' ')}`;
}

const sectionsByDefinition = new WeakMap<FormDefinition, ReadonlyMap<string, string>>();

/** Each question's section, by question id. */
function sectionsOf(definition: FormDefinition): ReadonlyMap<string, string> {
  let sections = sectionsByDefinition.get(definition);
  if (!sections) {
    sections = new Map(
      definition.sections.flatMap((section) =>
        section.groups.flatMap((group) => group.questions.map((question) => [question.id, section.id] as const)),
      ),
    );
    sectionsByDefinition.set(definition, sections);
  }
  return sections;
}

/**
 * True when the change would leave its answer as it is: the seller's own answer with this value,
 * or an answer cleared that was never stored. Such a change is neither written nor added to the
 * history, so the same answers sent twice are one change.
 */
function alreadyStored(stored: StoredAnswer | undefined, change: AnswerChange): boolean {
  if (change.value === null) return stored === undefined;
  return stored !== undefined && stored.source === 'answer' && isDeepStrictEqual(stored.value, change.value);
}

/** True when the fact's stored answer, whoever gave it, already reads as the change says (in the yes/no question's terms). */
function factAlreadyStored(
  stored: StoredAnswer | undefined,
  change: AnswerChange,
  catalogue: Catalogue,
  definition: FormDefinition,
): boolean {
  if (stored === undefined) return false;
  const asked = catalogue.question(definition.id, change.questionId);
  const writer = catalogue.question(stored.questionnaireId, stored.questionId);
  if (!asked || !writer) return false;
  return translateAnswer(writer, asked, stored.value) === change.value;
}

/** The stored answers as the save leaves them: what was read, with the changes written over it. */
function answersAfter(
  stored: ReadonlyMap<string, StoredAnswer>,
  changes: readonly AnswerChange[],
  writer: { questionnaireId: number; userId: string },
): Map<string, StoredAnswer> {
  const after = new Map(stored);
  const { set, cleared } = finalAnswers(changes);
  for (const key of cleared) after.delete(key);
  const now = new Date();
  for (const change of set) {
    after.set(change.key, {
      key: change.key,
      value: change.value!,
      source: 'answer',
      questionnaireId: writer.questionnaireId,
      questionId: change.questionId,
      updatedBy: writer.userId,
      updatedAt: now,
    });
  }
  return after;
}
