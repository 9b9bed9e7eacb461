/**
 * Completion of sections and forms (spec 02 §5.1, §4.3, §4.4). The server recomputes it from the
 * stored answers on every save and never takes the client's figure; the web app uses the same
 * functions to show progress before the save returns.
 */
import type { Answers, FormDefinition, Question, Section } from './definition.ts';
import { isAnswered, isCountedType } from './answered.ts';
import { indexQuestions, isEmptyAnswer, sectionQuestions, allQuestions, type QuestionIndex } from './questions.ts';
import type { Diagnostic } from './show-if.ts';
import { isQuestionVisible } from './visibility.ts';

export const COMPLETE = 100;

/** Rounded percentage of answered over counted required visible questions; null when none count. */
export function sectionCompletion(
  section: Section,
  index: QuestionIndex,
  answers: Answers,
  report?: Diagnostic,
): number | null {
  let counted = 0;
  let answered = 0;
  for (const question of sectionQuestions(section)) {
    if (question.required === 0 || !isCountedType(question.type)) continue;
    if (!isQuestionVisible(question, index, answers, report)) continue;
    counted += 1;
    if (isAnswered(question, answers[question.id])) answered += 1;
  }
  return counted === 0 ? null : Math.round((answered / counted) * 100);
}

export type FormProgress = {
  /** Per section id; null where nothing counts. */
  sections: Readonly<Record<string, number | null>>;
  /** The form's percentage as the dashboard shows it. */
  completion: number;
  complete: boolean;
};

/** The fittings room that never holds the form back (spec 02 §4.4). */
export const FITTINGS_OPTIONAL_ROOM = 'other';

export function formProgress(definition: FormDefinition, answers: Answers, report?: Diagnostic): FormProgress {
  if (definition.path === 'conveyancingEnquiries') return enquiriesProgress(definition, answers);
  const index = indexQuestions(definition);
  const sections: Record<string, number | null> = {};
  for (const section of definition.sections) sections[section.id] = sectionCompletion(section, index, answers, report);
  const considered = definition.sections.filter(
    (s) => definition.path !== 'fittings' || s.id !== FITTINGS_OPTIONAL_ROOM,
  );
  const completion = overall(considered, index, answers, report);
  // A section where nothing counts has nothing left to answer, so it does not hold the form back.
  const complete = considered.every((s) => (sections[s.id] ?? COMPLETE) === COMPLETE);
  return { sections, completion: complete ? COMPLETE : Math.min(completion, 99), complete };
}

function overall(sections: readonly Section[], index: QuestionIndex, answers: Answers, report?: Diagnostic): number {
  const figures = sections
    .map((s) => sectionCompletion(s, index, answers, report))
    .filter((f): f is number => f !== null);
  if (figures.length === 0) return COMPLETE;
  return Math.round(figures.reduce((sum, f) => sum + f, 0) / figures.length);
}

/** Conveyancing enquiries: complete when every question has a non-empty answer, or there are none. */
function enquiriesProgress(definition: FormDefinition, answers: Answers): FormProgress {
  // The answers are what count; the uploader beside each one is optional.
  const answerable = (question: Question) => question.type !== 'upload';
  const questions = allQuestions(definition).filter(answerable);
  const sections: Record<string, number | null> = {};
  for (const section of definition.sections) {
    const qs = sectionQuestions(section).filter(answerable);
    sections[section.id] =
      qs.length === 0 ? null : Math.round((qs.filter((q) => !isEmptyAnswer(answers[q.id])).length / qs.length) * 100);
  }
  const given = questions.filter((q) => !isEmptyAnswer(answers[q.id])).length;
  const complete = given === questions.length;
  const completion = questions.length === 0 ? COMPLETE : Math.round((given / questions.length) * 100);
  return { sections, completion: complete ? COMPLETE : Math.min(completion, 99), complete };
}

/** True when a section moved onto or off 100, which flushes the autosave at once (spec 02 §4.1). */
export function crossedComplete(before: number | null, after: number | null): boolean {
  return (before === COMPLETE) !== (after === COMPLETE);
}
