import type { FormCompletion } from './completion.ts';
import type { AnswerValue, Question } from './definition.ts';

/** Spec 02 §4.1: a save waits 5 s after the last answer; progress is recalculated after 1 s. */
export const SAVE_DEBOUNCE_MS = 5000;
export const PROGRESS_DEBOUNCE_MS = 1000;

/** A save goes at once when a section's completion reaches 100 or drops from it. */
export function saveAtOnce(before: FormCompletion, after: FormCompletion): boolean {
  return Object.keys(after.sections).some((section) => (before.sections[section] === 100) !== (after.sections[section] === 100));
}

function isYesNo(question: Question): boolean {
  const labels = Object.values(question.answers ?? {}).map((label) => label.toLowerCase());
  return question.type === 'select' && labels.includes('yes') && labels.includes('no');
}

/** Progress is recalculated at once for an emptied answer or a yes/no flag, which show or hide questions. */
export function progressAtOnce(question: Question, value: AnswerValue | null): boolean {
  const empty = value === null || (typeof value === 'string' ? value.trim() === '' : value.length === 0);
  return empty || isYesNo(question);
}
