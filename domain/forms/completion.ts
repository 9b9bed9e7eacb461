import type { AnswerValue, Answers, FormDefinition, Question } from './definition.ts';
import { visibleQuestionIds } from './visibility.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function nonEmpty(value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return value.length > 0;
}

/**
 * Whether a required question counts towards completion, and whether it is answered (spec 02
 * §5.1). Types the spec does not count (month, number, percentage, list) return null.
 */
export function answeredState(question: Question, value: AnswerValue | undefined): boolean | null {
  switch (question.type) {
    case 'select':
      return nonEmpty(value) && value !== '0';
    case 'text':
    case 'textarea':
    case 'checkbox':
    case 'currency':
    case 'upload':
      return nonEmpty(value);
    case 'email':
      return typeof value === 'string' && EMAIL.test(value.trim());
    default:
      return null;
  }
}

export type FormCompletion = {
  /** Rounded percent over the counted questions; null when nothing counts. */
  percent: number | null;
  /** Per section, the same rule; null where nothing counts. */
  sections: Record<string, number | null>;
};

/** The rounded share, except that 100 means every counted question is answered (199 of 200 is 99). */
export function share(answered: number, counted: number): number | null {
  if (counted === 0) return null;
  return answered === counted ? 100 : Math.min(99, Math.round((answered / counted) * 100));
}

/** Sections that never hold completion back (fittings' extra 'other' items, spec 02 §4.4). */
const OPTIONAL_SECTIONS: Partial<Record<FormDefinition['path'], readonly string[]>> = { fittings: ['other'] };

/**
 * Completion of a form for the given answers. Optional, hidden and phase-disabled questions are
 * skipped; the server computes this itself and never takes the client's figure.
 */
export function formCompletion(definition: FormDefinition, answers: Answers, disabled: ReadonlySet<string> = new Set()): FormCompletion {
  const visible = visibleQuestionIds(definition, answers);
  const sections: Record<string, number | null> = {};
  let answered = 0;
  let counted = 0;
  const optional = OPTIONAL_SECTIONS[definition.path] ?? [];
  for (const section of definition.sections) {
    let sectionAnswered = 0;
    let sectionCounted = 0;
    for (const group of section.groups) {
      for (const question of group.questions) {
        if (question.required === 0 || !visible.has(question.id) || disabled.has(question.id)) continue;
        const state = answeredState(question, answers[question.id]);
        if (state === null) continue;
        sectionCounted += 1;
        if (state) sectionAnswered += 1;
      }
    }
    sections[section.id] = share(sectionAnswered, sectionCounted);
    if (!optional.includes(section.id)) {
      answered += sectionAnswered;
      counted += sectionCounted;
    }
  }
  return { percent: share(answered, counted), sections };
}
