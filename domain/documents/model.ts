import type { ThemeKey } from '../themes.ts';

/**
 * A document as a solicitor reads it, independent of the file format: the form's numbering and
 * questions with every visible answer (lists as tables, uploads by file name), the property and the
 * theme, DRAFT until every seller has signed, and then each signature with the answers' SHA-256.
 */
import type { AnswerValue, FormDefinition, Question } from '../forms/definition.ts';
import { optionEntries } from '../forms/layout.ts';
import { sectionNumber } from '../forms/numbering.ts';
import { indexQuestions, isEmptyAnswer } from '../forms/questions.ts';
import { isQuestionVisible } from '../forms/visibility.ts';

export type DocumentAnswer =
  | { kind: 'text'; text: string }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'files'; names: string[] };

/** `source` marks an answer that came from a public record: "From the energy certificate of 12 March 2021". */
export type DocumentItem = { number: string; question: string; answer: DocumentAnswer; source?: string };
export type DocumentSection = { number: string; title: string; items: DocumentItem[] };
/** One seller's signature as the signing certificate lists it: who, with which email, when (UTC), over what. */
export type DocumentSignature = {
  form: string;
  /** The version of the form the seller signed. */
  formVersion: number;
  name: string;
  email: string;
  /** Whether the signer proved the email to the product's sign-in; null where an outside provider signed them in. */
  emailVerified: boolean | null;
  /** `2026-03-01 14:05:09 UTC` */
  signedAt: string;
  sha256: string;
};

export type DocumentModel = {
  title: string;
  standard?: string;
  theme: { key: ThemeKey; appName: string; brandHex: string };
  /** `id` is the property's number in the API, `reference` its friendly reference. */
  property: { id: number; name: string; address: string; reference: string };
  /** True until every seller has signed every form in it. */
  draft: boolean;
  generatedAt: string;
  sections: DocumentSection[];
  signatures: DocumentSignature[];
  /** Each form the document covers, under the version it is answered in, with its answers' SHA-256 now. */
  hashes: { form: string; version: number; sha256: string }[];
};

export const NOT_ANSWERED = 'Not answered';

/** An answer as the reader should see it: option labels, £ and %, tables for lists, file names for uploads. */
export function displayAnswer(
  question: Question,
  value: AnswerValue | undefined,
  fileName: (id: string) => string,
): DocumentAnswer {
  if (isEmptyAnswer(value)) return { kind: 'text', text: NOT_ANSWERED };
  switch (question.type) {
    case 'select':
      return {
        kind: 'text',
        text: value === '0' ? NOT_ANSWERED : (question.answers?.[value as string] ?? String(value)),
      };
    case 'checkbox': {
      const labels = new Map(optionEntries(question));
      return { kind: 'text', text: (value as readonly string[]).map((key) => labels.get(key) ?? key).join('; ') };
    }
    case 'list': {
      const columns = question.listQuestions ?? [];
      const rows = (value as readonly (readonly string[])[])
        .filter((row) => row.some((cell) => cell.trim() !== ''))
        .map((row) =>
          columns.map((column, index) =>
            column.type === 'select' ? (column.answers?.[row[index] ?? ''] ?? row[index] ?? '') : (row[index] ?? ''),
          ),
        );
      return { kind: 'table', columns: columns.map((column) => column.label), rows };
    }
    case 'upload':
      return { kind: 'files', names: (value as readonly string[]).map(fileName) };
    case 'currency':
      return { kind: 'text', text: `£${value as string}` };
    case 'percentage':
      return { kind: 'text', text: `${value as string}%` };
    default:
      return { kind: 'text', text: String(value) };
  }
}

/** The numbered sections of a form with the questions a reader of its answers sees. */
export function formSections(
  definition: FormDefinition,
  answers: Readonly<Record<string, AnswerValue>>,
  fileName: (id: string) => string,
  onlySections?: readonly string[],
  sources: Readonly<Record<string, string>> = {},
): DocumentSection[] {
  const index = indexQuestions(definition);
  return definition.sections.flatMap((section, position) => {
    if (onlySections && !onlySections.includes(section.id)) return [];
    const number = sectionNumber(definition, position);
    const items: DocumentItem[] = [];
    let last: string | undefined;
    for (const group of section.groups) {
      for (const question of group.questions) {
        if (!isQuestionVisible(question, index, answers)) continue;
        // A question without a number of its own (a row's photos) belongs to the one before it.
        last =
          question.formReference ??
          last ??
          (number ? `${number.replace(/\.$/, '')}.${items.length + 1}` : String(items.length + 1));
        // In a table of items (fixtures and fittings) the question is about the row: name it.
        const subject = section.tabular ? group.name : undefined;
        const source = isEmptyAnswer(answers[question.id]) ? undefined : sources[question.id];
        items.push({
          number: last,
          question: subject ? `${subject}: ${question.question}` : question.question,
          answer: displayAnswer(question, answers[question.id], fileName),
          ...(source ? { source } : {}),
        });
      }
    }
    return items.length ? [{ number: number.replace(/\.$/, ''), title: section.name, items }] : [];
  });
}
