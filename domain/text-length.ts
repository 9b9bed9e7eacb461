/**
 * Text longer than a field takes is refused with the limit and its own length, never cut short as
 * it is typed or pasted (a browser's maxLength drops the rest without a word). The limits the API's
 * contracts set are here, so the screens say the same before anything is sent.
 */
export const NAME_MAX = 200;
export const EMAIL_MAX = 320;
export const SEARCH_MAX = 200;
export const ENQUIRY_MESSAGE_MAX = 5000;

const count = (n: number) => n.toLocaleString('en-GB');

/** "Enter at most 200 characters: this has 214". */
export function tooLongMessage(limit: number, length: number): string {
  return `Enter at most ${count(limit)} characters: this has ${count(length)}`;
}

/** The message for text past its limit; null when it fits. */
export function lengthProblem(text: string, limit: number): string | null {
  return text.length > limit ? tooLongMessage(limit, text.length) : null;
}
