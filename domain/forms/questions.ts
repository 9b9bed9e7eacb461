/** Walking a definition: every rule looks questions up by id, so the index is built once. */
import type { AnswerValue, FormDefinition, Group, Question, Section } from './definition.ts';

export type QuestionIndex = ReadonlyMap<string, Question>;

export function allQuestions(definition: FormDefinition): Question[] {
  return definition.sections.flatMap((section) => sectionQuestions(section));
}

export function sectionQuestions(section: Section): Question[] {
  return section.groups.flatMap((group: Group) => [...group.questions]);
}

export function indexQuestions(definition: FormDefinition): QuestionIndex {
  return new Map(allQuestions(definition).map((question) => [question.id, question]));
}

/** Empty means nothing given: undefined, '', [] or a list whose every cell is blank. */
export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === '') return true;
  if (typeof value === 'string') return value.trim() === '';
  return value.every((item) =>
    typeof item === 'string' ? item.trim() === '' : item.every((cell) => cell.trim() === ''),
  );
}
