/** Small presentation rules of the questionnaire screen (spec 02 §2.1, §5.2, §9). */
import type { Question, Section } from './definition.ts';

export const NOTES_ABOVE_MAX = 200;
export const RADIO_TILE_MAX_OPTIONS = 8;
export const FORM_TEXTAREA_MAX = 5000;
export const GENERIC_TEXTAREA_MAX = 333;

/** Section notes of 200 characters or fewer sit above the form; longer ones inside the carousel. */
export function notesPlacement(notes: string | undefined): 'none' | 'above' | 'inside' {
  if (!notes || notes.trim() === '') return 'none';
  return notes.length <= NOTES_ABOVE_MAX ? 'above' : 'inside';
}

/** The options of a question or list column as [key, label] in display order. */
export function optionEntries(options: {
  answers?: Question['answers'];
  answerOrder?: readonly string[];
}): [string, string][] {
  const answers = options.answers ?? {};
  const keys = options.answerOrder ?? Object.keys(answers);
  return keys.filter((key) => key in answers).map((key) => [key, answers[key]!]);
}

/** Selects with 8 or fewer options are radio tiles; more are a dropdown. */
export function selectRendering(question: Pick<Question, 'answers'>): 'tiles' | 'dropdown' {
  return Object.keys(question.answers ?? {}).length <= RADIO_TILE_MAX_OPTIONS ? 'tiles' : 'dropdown';
}

/** Most characters a text answer may hold: the question's own limit, else 5000 in forms, 333 elsewhere. */
export function textLimit(question: Pick<Question, 'maxLength'> | undefined, inForm = true): number {
  return question?.maxLength ?? (inForm ? FORM_TEXTAREA_MAX : GENERIC_TEXTAREA_MAX);
}

/** Currency shows a £ prefix, percentage a % suffix; both are number inputs. */
export function numberAffix(type: Question['type']): { prefix?: string; suffix?: string } {
  if (type === 'currency') return { prefix: '£' };
  if (type === 'percentage') return { suffix: '%' };
  return {};
}

/** A section starts expanded only when it is the form's sole section (spec 02 §2.1). */
export function sectionStartsExpanded(sectionCount: number): boolean {
  return sectionCount === 1;
}

/** A section shows the 'Read-only' tag when every one of its questions is read-only. */
export function isSectionReadOnly(section: Section): boolean {
  const questions = section.groups.flatMap((group) => group.questions);
  return questions.length > 0 && questions.every((question) => question.readOnly === true);
}
