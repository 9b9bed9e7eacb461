/** Small definitions built in the tests, so each rule is shown on the few questions it needs. */
import type { FormDefinition, FormPath, Group, Question, Section } from '../../../../domain/forms/definition.ts';
import { QUESTIONNAIRE } from '../../../../domain/forms/definition.ts';
import { indexQuestions } from '../../../../domain/forms/questions.ts';

export function q(id: string, extra: Partial<Question> = {}): Question {
  return { id, question: `Question ${id}`, type: 'text', required: 1, ...extra };
}

export function section(id: string, questions: Question[] | Group[], extra: Partial<Section> = {}): Section {
  const groups = (questions as (Question | Group)[]).every((item) => 'questions' in item)
    ? (questions as Group[])
    : [{ id: Number.parseInt(id, 10) * 100 + 1 || 1, questions: questions as Question[] }];
  return { id, name: `Section ${id}`, groups, ...extra };
}

export function form(sections: Section[], path: FormPath = 'about'): FormDefinition {
  return { id: QUESTIONNAIRE[path], path, route: path, name: path, version: 1, sections };
}

export function indexOf(...questions: Question[]) {
  return indexQuestions(form([section('1', questions)]));
}
