/**
 * Lease option 7, "Obtain a copy for me" (spec 02 §3, §7): choosing it asks us to add the
 * leasehold agreement by hand. Any question offering the leasehold document choices counts
 * (leasehold information 3.1a, preliminary information 3.2), recognised by its options so the
 * rule does not depend on question ids.
 */
import { LEASEHOLD_OBTAIN_COPY } from './content/options.ts';
import type { AnswerValue, Question } from './definition.ts';

/** The leasehold options of spec 02 §3: 3 upload, 4 to follow, 6 already supplied, 7 obtain a copy. */
const LEASEHOLD_OPTION_KEYS = ['3', '4', '6', '7'];

export function offersLeaseCopy(question: Pick<Question, 'type' | 'answers'>): boolean {
  const keys = Object.keys(question.answers ?? {}).sort();
  return (
    question.type === 'select' &&
    keys.length === LEASEHOLD_OPTION_KEYS.length &&
    keys.every((key, i) => key === LEASEHOLD_OPTION_KEYS[i])
  );
}

/** True when this answer newly chooses "Obtain a copy", so the request is sent once per choice. */
export function asksForLeaseCopy(
  question: Pick<Question, 'type' | 'answers'>,
  before: AnswerValue | undefined,
  after: AnswerValue | null,
): boolean {
  return offersLeaseCopy(question) && after === LEASEHOLD_OBTAIN_COPY && before !== LEASEHOLD_OBTAIN_COPY;
}
