/**
 * The canonical serialisation of a form's answers that a signature's SHA-256 is taken over
 * (docs/decisions/0096-what-a-signature-covers.md). Pure, so the server, the documents and the tests
 * compute the same text.
 */
import type { AnswerValue } from '../forms/definition.ts';

function isEmpty(value: AnswerValue | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value === '';
  return value.length === 0;
}

/**
 * `{"<question id>":<value>,…}` with question ids in ascending code-unit order, empty answers left
 * out, values as stored (strings; arrays keep their order), JSON escaping and no whitespace.
 */
export function canonicalAnswers(answers: Readonly<Record<string, AnswerValue | null | undefined>>): string {
  const ids = Object.keys(answers)
    .filter((id) => !isEmpty(answers[id]))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${ids.map((id) => `${JSON.stringify(id)}:${JSON.stringify(answers[id])}`).join(',')}}`;
}
