/**
 * The report beside a PDTF export: what the forms hold that the document leaves out, because the
 * standard cannot hold it yet, so a reader knows what is missing rather than receiving an invalid
 * pack. Each entry names the path where it would have gone, the questions whose answers were left
 * out, the questions the standard needs answered (or answered otherwise) to take them, and why,
 * in words.
 */
import type { Json } from './json.ts';
import type { Omission } from './omission.ts';

/** A question of a form, as the report names it. */
export type ReportQuestion = {
  questionnaireId: number;
  form: string;
  questionId: string;
  /** The number on the standard form ("4.1"), when the question has one. */
  reference: string | null;
  question: string;
};

/** Why something is left out: the fit's reasons (omission.ts), an answer with no value there, no seller yet. */
export const REPORT_REASONS = [
  'no-branch',
  'other-branch',
  'incomplete',
  'too-few-items',
  'no-value',
  'no-seller',
] as const satisfies readonly (Omission['reason'] | 'no-value' | 'no-seller')[];
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons by the names GraphQL gives them. */
export const REPORT_REASON_ENUM = {
  NO_BRANCH: 'no-branch',
  OTHER_BRANCH: 'other-branch',
  INCOMPLETE: 'incomplete',
  TOO_FEW_ITEMS: 'too-few-items',
  NO_VALUE: 'no-value',
  NO_SELLER: 'no-seller',
} as const satisfies Record<string, ReportReason>;

export type ReportEntry = {
  path: string;
  reason: ReportReason;
  explanation: string;
  /** The answered questions whose answers this leaves out. */
  questions: ReportQuestion[];
  /** The questions to answer, or answer otherwise, for the standard to take them. */
  needs: ReportQuestion[];
};

/** Where each answered question was written, and which questions ask each field. */
export type ReportSources = {
  /** Answered, shown questions by the document path their answer went to. */
  written: ReadonlyMap<string, readonly ReportQuestion[]>;
  /** Every question of the exported forms by the document path it answers (list questions by their list). */
  asked: ReadonlyMap<string, readonly ReportQuestion[]>;
  /** List questions' columns: the label of an item field, by the list's path and the field. */
  columns: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** The schema's title of a field, for a field no form asks. */
  title: (path: string) => string | undefined;
};

const quote = (text: string) => `“${text}”`;

export function questionLabel(question: ReportQuestion): string {
  const number = question.reference ? `${question.reference} ` : '';
  return `${question.form} ${number}${quote(question.question)}`;
}

function listed(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const fieldOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The questions asking the field at `path`, or a list question's column for an item's field. */
function askers(sources: ReportSources, path: string): { questions: ReportQuestion[]; words: string } {
  const questions = [...(sources.asked.get(path) ?? [])];
  if (questions.length > 0) {
    const [first, ...others] = questions.map(questionLabel);
    return { questions, words: others.length > 0 ? `${first} (also asked as ${listed(others)})` : first! };
  }
  const item = parentOf(path);
  const list = parentOf(item);
  const column = /^\d+$/.test(fieldOf(item)) ? sources.columns.get(list)?.[fieldOf(path)] : undefined;
  if (column !== undefined) {
    const owners = [...(sources.asked.get(list) ?? [])];
    return { questions: owners, words: `the item's ${quote(column)}` };
  }
  return { questions: [], words: `the standard's ${quote(sources.title(path) ?? fieldOf(path))}` };
}

const show = (value: Json) => (typeof value === 'string' ? quote(value) : JSON.stringify(value));

function explain(omission: Omission, sources: ReportSources): { explanation: string; needs: ReportQuestion[] } {
  switch (omission.reason) {
    case 'no-branch': {
      const { questions, words } = askers(sources, `${omission.path}/${omission.discriminator}`);
      return {
        explanation: `Left out until ${words} is answered: the standard places these answers by it.`,
        needs: questions,
      };
    }
    case 'other-branch': {
      const { questions, words } = askers(sources, `${parentOf(omission.path)}/${omission.discriminator}`);
      const holds = listed(omission.holds.map(show), 'or');
      return {
        explanation: `Left out: ${words} is answered ${show(omission.value)}, and the standard holds these answers only when it is ${holds}.`,
        needs: questions,
      };
    }
    case 'incomplete': {
      const found = omission.missing.map((field) => askers(sources, `${omission.path}/${field}`));
      const many = omission.missing.length > 1;
      return {
        explanation: `Left out until ${listed(found.map((f) => f.words))} ${many ? 'are' : 'is'} answered too: the standard holds these answers only together with ${many ? 'them' : 'it'}.`,
        needs: found.flatMap((f) => f.questions),
      };
    }
    case 'too-few-items':
      return {
        explanation: `Left out: the standard needs at least ${omission.minItems} item${omission.minItems === 1 ? '' : 's'} in this list.`,
        needs: [],
      };
  }
}

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

function unique(questions: readonly ReportQuestion[]): ReportQuestion[] {
  const seen = new Set<string>();
  return questions.filter((question) => {
    const key = `${question.questionnaireId}:${question.questionId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The report's entries for the omissions of a fitted document. Each answered question is named by
 * the deepest omission over the path its answer went to (a list's answer by the omission of the
 * item it gave), so a question appears once, next to the closest reason.
 */
export function omissionEntries(omissions: readonly Omission[], sources: ReportSources): ReportEntry[] {
  const named = new Map<Omission, ReportQuestion[]>(omissions.map((omission) => [omission, []]));
  const written = [...sources.written];
  for (const [path, questions] of written) {
    let deepest: Omission | undefined;
    for (const omission of omissions)
      if (under(path, omission.path) && (!deepest || omission.path.length > deepest.path.length)) deepest = omission;
    if (deepest) named.get(deepest)!.push(...questions);
  }
  return omissions.map((omission) => {
    let questions = named.get(omission)!;
    if (questions.length === 0) {
      // An item of a list answered as a whole: the list's question.
      const owner = written
        .filter(([path]) => omission.path.startsWith(`${path}/`))
        .sort(([a], [b]) => b.length - a.length)[0];
      questions = [...(owner?.[1] ?? [])];
    }
    const { explanation, needs } = explain(omission, sources);
    return {
      path: omission.path,
      reason: omission.reason,
      explanation,
      questions: unique(questions),
      needs: unique(needs),
    };
  });
}

/** An answer the standard has no value for at its field (an option kept from an earlier edition of the form). */
export function noValueEntry(path: string, questions: readonly ReportQuestion[]): ReportEntry {
  return {
    path,
    reason: 'no-value',
    explanation: 'Left out: the answer given is not one the standard holds at this field.',
    questions: unique(questions),
    needs: [],
  };
}

/** A property no seller has joined yet. */
export function noSellerEntry(hasAgency: boolean): ReportEntry {
  return {
    path: '/participants',
    reason: 'no-seller',
    explanation: hasAgency
      ? 'No seller has joined the property yet: the participants name its estate agency only.'
      : 'No seller has joined the property yet and it belongs to no estate agency, so the document names no participants.',
    questions: [],
    needs: [],
  };
}
