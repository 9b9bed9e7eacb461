import { Type, type Static } from 'typebox';
import { REVISION_PATTERN } from '../domain/signing/answer-changes.ts';
import { DateTimeText, OneOf } from './common.ts';

/**
 * A form's answers revision as the API gives it out: a decimal string (it outgrows a JSON
 * number's exact range). Send it back as it came (docs/decisions/0361-…).
 */
export const AnswersRevision = Type.String({ pattern: REVISION_PATTERN });

/** One question whose answer someone else changed since a revision: which, who, when. */
export const AnswerChangePayload = Type.Object({
  /** The question's id in the form. */
  question_id: Type.String(),
  /** Its wording, with the form's reference number. */
  question: Type.String(),
  /** A person (a co-seller, an agent), the title register, or a public record. */
  kind: OneOf(['person', 'title', 'record'] as const),
  /** The person's name, or the record's ("the energy certificate"). */
  changed_by: Type.String(),
  /** The answer was cleared. */
  cleared: Type.Boolean(),
  changed_at: DateTimeText,
});
export type AnswerChangePayload = Static<typeof AnswerChangePayload>;
