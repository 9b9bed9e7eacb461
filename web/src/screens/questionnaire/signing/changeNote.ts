import { changeLine, type ChangeAuthor } from '../../../../../domain/signing/answer-changes.ts';
import type { QuestionnaireChangesQuery } from '../../../gql/forms.ts';

/** Someone else's change to an answer, as the form read again after a refused signature lists it. */
export type AnswerChange = QuestionnaireChangesQuery['questionnaire']['changesSince'][number];

/** "Changed by Bea Brand on 28 Nov 2026, 14:02": who changed an answer and when, as the form marks it. */
export function changeNote(change: AnswerChange): string {
  const when = new Date(change.changedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  const kind = change.kind.toLowerCase() as ChangeAuthor['kind'];
  return `${changeLine({ kind, name: change.changedBy, cleared: change.cleared })} on ${when}`;
}

/** One entry per question, its latest change, in the order of the changes. */
export function changesByQuestion(changes: readonly AnswerChange[]): AnswerChange[] {
  const latest = new Map<string, AnswerChange>();
  for (const change of changes) {
    latest.delete(change.questionKey);
    latest.set(change.questionKey, change);
  }
  return [...latest.values()];
}
