import type { AnswerValue } from '../../domain/forms/definition.ts';

/**
 * Answers are stored as `{"v": value}`: a bare JSON string such as "1" would come back from one
 * driver as the text '"1"' and from another as '1', and could not be told from the number 1.
 */
export function wrapAnswer(value: AnswerValue): string {
  return JSON.stringify({ v: value });
}

/** The stored value, already parsed by the JSON-columns plugin (json-columns.ts). */
export function unwrapAnswer(stored: unknown): unknown {
  return (stored as { v: unknown }).v;
}
