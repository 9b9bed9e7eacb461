import type { FormDefinition, Question } from '../../../domain/forms/definition.ts';
import { allQuestions } from '../../../domain/forms/questions.ts';

/** The published definitions by id, with their questions indexed, so a shared answer can be read in another form's terms. */
export type Catalogue = {
  latest: ReadonlyMap<number, FormDefinition>;
  question(questionnaireId: number, questionId: string): Question | undefined;
  /** The definition's questions by id (kept per definition: autosave asks on every save). */
  questionsOf(definition: FormDefinition): ReadonlyMap<string, Question>;
};

export function catalogueOf(definitions: readonly FormDefinition[]): Catalogue {
  const latest = new Map(definitions.map((definition) => [definition.id, definition]));
  const questions = new Map<string, Question>(definitions.flatMap((definition) => allQuestions(definition).map((question) => [`${definition.id}:${question.id}`, question] as const)));
  const byDefinition = new WeakMap<FormDefinition, ReadonlyMap<string, Question>>();
  return {
    latest,
    question: (questionnaireId, questionId) => questions.get(`${questionnaireId}:${questionId}`),
    questionsOf(definition) {
      let found = byDefinition.get(definition);
      if (!found) byDefinition.set(definition, (found = new Map(allQuestions(definition).map((question) => [question.id, question]))));
      return found;
    },
  };
}
