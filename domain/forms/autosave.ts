/**
 * When to save and when to recompute progress (spec 02 §4.1, §9). The screen keeps the timers;
 * these functions only decide the delays, so the rules are tested without a clock.
 */
import type { AnswerValue, Question } from './definition.ts';
import { crossedComplete } from './completion.ts';
import { YES_NO, YES_NO_NOT_KNOWN } from './content/options.ts';
import { isEmptyAnswer } from './questions.ts';

export const SAVE_DEBOUNCE_MS = 5000;
export const PROGRESS_DEBOUNCE_MS = 1000;

/**
 * Delay before saving after an answer changes: at once when the change moved its section onto or
 * off 100 (so a completed section is never lost), at once for uploads, otherwise 5000 ms after the
 * last change.
 */
export function saveDelay(change: {
  type: Question['type'];
  sectionBefore: number | null;
  sectionAfter: number | null;
}): number {
  if (change.type === 'upload') return 0;
  return crossedComplete(change.sectionBefore, change.sectionAfter) ? 0 : SAVE_DEBOUNCE_MS;
}

/** A yes flag is a yes/no question: its answer reveals or hides others, so progress must follow at once. */
export function isYesFlag(question: Pick<Question, 'type' | 'answers'>): boolean {
  if (question.type !== 'select' || !question.answers) return false;
  const keys = Object.keys(question.answers).sort().join(',');
  return keys === Object.keys(YES_NO).sort().join(',') || keys === Object.keys(YES_NO_NOT_KNOWN).sort().join(',');
}

/** Delay before recomputing progress: at once for an emptied answer or a yes flag, else 1000 ms. */
export function progressDelay(question: Pick<Question, 'type' | 'answers'>, value: AnswerValue | undefined): number {
  return isEmptyAnswer(value) || isYesFlag(question) ? 0 : PROGRESS_DEBOUNCE_MS;
}

/**
 * The answers to send: only those that differ from what the server last confirmed. Arrays compare
 * by content, so re-choosing the same options sends nothing.
 */
export function changedAnswers(
  confirmed: Readonly<Record<string, AnswerValue | undefined>>,
  current: Readonly<Record<string, AnswerValue | undefined>>,
): Record<string, AnswerValue | null> {
  const changes: Record<string, AnswerValue | null> = {};
  for (const id of new Set([...Object.keys(confirmed), ...Object.keys(current)])) {
    const before = confirmed[id];
    const after = current[id];
    if (JSON.stringify(before ?? null) !== JSON.stringify(after ?? null)) changes[id] = after ?? null;
  }
  return changes;
}
