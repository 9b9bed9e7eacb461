import { answeredState } from './completion.ts';
import type { Answers, FormDefinition, Section } from './definition.ts';
import { visibleQuestionIds } from './visibility.ts';

export type QuestionPlace = { sectionId: string; questionId: string };

/**
 * 'Next unanswered question' (spec 02 §5.2): the first required, visible question with no answer
 * (or a select at '0'), in form order; null when none is left ('Form is complete').
 */
export function nextUnanswered(definition: FormDefinition, answers: Answers, disabled: ReadonlySet<string> = new Set()): QuestionPlace | null {
  const visible = visibleQuestionIds(definition, answers);
  for (const section of definition.sections) {
    for (const group of section.groups) {
      for (const question of group.questions) {
        if (question.required === 0 || question.readOnly || !visible.has(question.id) || disabled.has(question.id)) continue;
        const value = answers[question.id];
        const empty = value === undefined || (typeof value === 'string' ? value.trim() === '' || (question.type === 'select' && value === '0') : value.length === 0);
        if (empty && answeredState(question, value) !== true) return { sectionId: section.id, questionId: question.id };
      }
    }
  }
  return null;
}

/**
 * Section numbers (spec 02 §2.1): none for a single-section form or fixtures and fittings;
 * otherwise the prefix of the section's first form reference, else its position and a full stop.
 */
export function sectionNumber(definition: FormDefinition, section: Section, index: number): string {
  if (definition.sections.length === 1 || definition.id === 3) return '';
  const reference = section.groups.flatMap((group) => group.questions).find((question) => question.formReference)?.formReference;
  if (reference) return reference.split('.')[0];
  return `${index + 1}.`;
}

/** Notes of 200 characters or fewer show above the form; longer ones inside it (spec 02 §2.1). */
export const NOTES_ABOVE_LIMIT = 200;
export function notesAbove(notes: string | undefined): boolean {
  return notes !== undefined && notes.length <= NOTES_ABOVE_LIMIT;
}

/** Selects with 8 or fewer options show as radio tiles, more as a dropdown (spec 02 §5.2). */
export const RADIO_TILE_LIMIT = 8;
export function rendersAsTiles(optionCount: number): boolean {
  return optionCount <= RADIO_TILE_LIMIT;
}
