/**
 * A fact is asked once: questions of different forms with the same PDTF path share an answer.
 * Answering one fills the others that are still empty, marked with where the answer came from, and
 * they stay editable. Option keys differ between forms, so choices travel by their label.
 */
import type { AnswerValue, Answers, FormDefinition, FormPath, Question, QuestionType } from './definition.ts';
import { normalisePdtfPath } from './pdtf-path.ts';
import { allQuestions, isEmptyAnswer } from './questions.ts';

export type QuestionRef = { form: FormPath; questionId: string };

/** PDTF path → the questions (in two or more forms, or twice in one) that ask it. */
export function sharedQuestions(definitions: readonly FormDefinition[]): Map<string, QuestionRef[]> {
  const byPath = new Map<string, QuestionRef[]>();
  for (const definition of definitions) {
    for (const question of allQuestions(definition)) {
      if (!question.pdtfPath) continue;
      const path = normalisePdtfPath(question.pdtfPath);
      byPath.set(path, [...(byPath.get(path) ?? []), { form: definition.path, questionId: question.id }]);
    }
  }
  for (const [path, refs] of byPath) if (new Set(refs.map((r) => r.form)).size < 2) byPath.delete(path);
  return byPath;
}

export type SharedAnswer = { value: AnswerValue; source: { kind: 'form'; form: FormPath; questionId: string } };

const TEXTUAL: ReadonlySet<QuestionType> = new Set(['text', 'textarea']);
const NUMERIC: ReadonlySet<QuestionType> = new Set(['number', 'currency', 'percentage']);

/** The source answer in the target question's terms, or null when it cannot be carried over. */
export function translateAnswer(from: Question, to: Question, value: AnswerValue): AnswerValue | null {
  const choices: ReadonlySet<QuestionType> = new Set(['select', 'checkbox']);
  if (choices.has(from.type)) {
    // One choice carries into typed text as its label, and into a number when the label is one.
    if (!choices.has(to.type)) {
      const label = typeof value === 'string' ? from.answers?.[value] : undefined;
      if (label === undefined || !(TEXTUAL.has(to.type) || NUMERIC.has(to.type))) return null;
      return NUMERIC.has(to.type) && !/^-?\d+(\.\d+)?$/.test(label) ? null : label;
    }
    const keys =
      typeof value === 'string'
        ? [value]
        : (value as readonly unknown[]).filter((v): v is string => typeof v === 'string');
    const mapped = keys.map((key) => optionByLabel(to, from.answers?.[key]) ?? optionByStandard(from, to, key));
    if (mapped.length === 0 || mapped.some((key) => key === null)) return null;
    // One choice fits a select; several only fit a checkbox.
    if (to.type === 'select') return mapped.length === 1 ? mapped[0]! : null;
    return mapped as string[];
  }
  if (typeof value !== 'string') return from.type === to.type ? value : null;
  if (from.type === to.type) return value;
  // A typed value meets a choice where it is one of the options, by key or by label (a year, a frequency).
  if (to.type === 'select') return optionByLabel(to, value) ?? (to.answers && value in to.answers ? value : null);
  if (NUMERIC.has(from.type) && (NUMERIC.has(to.type) || TEXTUAL.has(to.type))) return value;
  if (TEXTUAL.has(from.type) && TEXTUAL.has(to.type)) return value;
  return null;
}

/**
 * Where two forms word one choice differently ("Communal heating", "Communal heating system"), the
 * value the standard stores for it decides: the target's option standing for the same value, when
 * only one does, or when several do, the one with the same key.
 */
function optionByStandard(from: Question, to: Question, key: string): string | null {
  const value = from.rule?.values?.[key];
  if (value === undefined || !to.rule?.values) return null;
  const candidates = Object.entries(to.rule.values)
    .filter(([candidate, standard]) => standard === value && to.answers && candidate in to.answers)
    .map(([candidate]) => candidate);
  if (candidates.length === 1) return candidates[0]!;
  return candidates.includes(key) ? key : null;
}

function optionByLabel(question: Question, label: string | undefined): string | null {
  if (label === undefined) return null;
  const wanted = label.trim().toLowerCase();
  return Object.entries(question.answers ?? {}).find(([, l]) => l.trim().toLowerCase() === wanted)?.[0] ?? null;
}

/**
 * The answers `target` receives from another form's answers: for each target question still empty
 * whose PDTF path a source question answers, the translated value and where it came from.
 */
export function sharedAnswersFor(
  target: FormDefinition,
  targetAnswers: Answers,
  source: FormDefinition,
  sourceAnswers: Answers,
): Record<string, SharedAnswer> {
  if (source.path === target.path) return {};
  const sourceByPath = new Map<string, Question>();
  for (const question of allQuestions(source)) {
    if (question.pdtfPath && !isEmptyAnswer(sourceAnswers[question.id])) {
      const path = normalisePdtfPath(question.pdtfPath);
      if (!sourceByPath.has(path)) sourceByPath.set(path, question);
    }
  }
  const out: Record<string, SharedAnswer> = {};
  for (const question of allQuestions(target)) {
    if (!question.pdtfPath || question.readOnly || !isEmptyAnswer(targetAnswers[question.id])) continue;
    const from = sourceByPath.get(normalisePdtfPath(question.pdtfPath));
    if (!from) continue;
    const value = translateAnswer(from, question, sourceAnswers[from.id]!);
    if (value !== null && !isEmptyAnswer(value)) {
      out[question.id] = { value, source: { kind: 'form', form: source.path, questionId: from.id } };
    }
  }
  return out;
}

/**
 * Shared answers from several forms at once: the first source that answers a path wins, so pass
 * preliminary information first (it is the form that is answered to be mapped across).
 */
export function sharedAnswersFromAll(
  target: FormDefinition,
  targetAnswers: Answers,
  sources: readonly { definition: FormDefinition; answers: Answers }[],
): Record<string, SharedAnswer> {
  const out: Record<string, SharedAnswer> = {};
  for (const source of sources) {
    const found = sharedAnswersFor(target, { ...targetAnswers, ...valuesOf(out) }, source.definition, source.answers);
    for (const [id, answer] of Object.entries(found)) if (!(id in out)) out[id] = answer;
  }
  return out;
}

function valuesOf(shared: Record<string, SharedAnswer>): Answers {
  return Object.fromEntries(Object.entries(shared).map(([id, answer]) => [id, answer.value]));
}
