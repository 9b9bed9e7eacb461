import type { AnswerChangePayload } from '../../../contracts/answer-changes.ts';
import { answerKeySet, questionsShowing } from '../../../domain/forms/answer-keys.ts';
import type { FormDefinition } from '../../../domain/forms/definition.ts';
import { indexQuestions } from '../../../domain/forms/questions.ts';
import { RECORD_SOURCE_NAMES } from '../../../domain/forms/record-prefill.ts';
import {
  keysChangedByOthers,
  revisionAfter,
  sameAnswer,
  unseenChanges,
} from '../../../domain/signing/answer-changes.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { answersRevision, historySince, valuesAt, type RevisionEntry } from '../../store/answer-revisions.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';

/** Who made a change, in the words a screen uses after "Changed by" or "Filled in from". */
function authorOf(entry: RevisionEntry): Pick<AnswerChangePayload, 'kind' | 'changed_by'> {
  if (entry.source === 'record')
    return {
      kind: 'record',
      changed_by: entry.provenance ? RECORD_SOURCE_NAMES[entry.provenance.source] : 'a public record',
    };
  if (entry.source === 'title') return { kind: 'title', changed_by: 'the title register' };
  return { kind: 'person', changed_by: entry.changedByName ?? 'someone no longer on the property' };
}

/**
 * The form's answers that someone other than the viewer changed after revision `since` (up to
 * `until` when given), as the viewer's screen could not show them (domain/signing/answer-changes.ts),
 * one entry per question that shows the answer. A revision after the form's own is refused (400).
 */
export async function unseenAnswerChanges(
  db: Db,
  {
    viewer,
    propertyId,
    definition,
    range,
  }: { viewer: Viewer; propertyId: number; definition: FormDefinition; range: { since: string; until?: string } },
): Promise<{ until: string; changes: AnswerChangePayload[] }> {
  const keys = [...answerKeySet(definition)];
  const current = await answersRevision(db, propertyId, keys);
  for (const revision of [range.since, range.until]) {
    if (revision !== undefined && revisionAfter(revision, current))
      throw badRequest(MESSAGES.answersRevisionUnknown(revision));
  }
  if (range.until !== undefined && revisionAfter(range.since, range.until))
    throw badRequest(MESSAGES.changesRangeBackwards);
  const until = range.until ?? current;
  const after = await historySince(db, propertyId, keys, range.since, until);
  const candidates = keysChangedByOthers(after, viewer.id);
  if (candidates.length === 0) return { until, changes: [] };
  const before = await valuesAt(db, propertyId, candidates, range.since);
  const index = indexQuestions(definition);
  const changes = unseenChanges({ after, before, viewerId: viewer.id }).flatMap((entry) =>
    questionsShowing(definition, entry.key).map((questionId) => {
      const question = index.get(questionId);
      return {
        question_id: questionId,
        question: [question?.formReference, question?.question].filter(Boolean).join(' ') || questionId,
        ...authorOf(entry),
        cleared: sameAnswer(entry.value, null),
        changed_at: entry.changedAt.toISOString(),
      };
    }),
  );
  return { until, changes };
}
