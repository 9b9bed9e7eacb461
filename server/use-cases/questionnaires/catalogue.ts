import type { FormDefinition, Question } from '../../../domain/forms/definition.ts';
import { normalisePdtfPath } from '../../../domain/forms/pdtf-path.ts';
import { allQuestions } from '../../../domain/forms/questions.ts';
import { TICKED_FACTS, tickWriterId } from '../../../domain/forms/ticked-facts.ts';

/** The published definitions by id, with their questions indexed, so a shared answer can be read in another form's terms. */
export type Catalogue = {
  latest: ReadonlyMap<number, FormDefinition>;
  /** A question of a published form; for a tick's fact (`14_1=6`), the yes/no question it answers, under that id. */
  question(questionnaireId: number, questionId: string): Question | undefined;
  /** The definition's questions by id (kept per definition: autosave asks on every save). */
  questionsOf(definition: FormDefinition): ReadonlyMap<string, Question>;
};

export function catalogueOf(definitions: readonly FormDefinition[]): Catalogue {
  const latest = new Map(definitions.map((definition) => [definition.id, definition]));
  const questions = new Map<string, Question>(
    definitions.flatMap((definition) =>
      allQuestions(definition).map((question) => [`${definition.id}:${question.id}`, question] as const),
    ),
  );
  // A tick's fact is written as the yes/no question of another form that asks it, under the tick's id.
  for (const fact of TICKED_FACTS) {
    const path = normalisePdtfPath(fact.pdtfPath);
    const asked = definitions
      .filter((definition) => definition.id !== fact.form)
      .flatMap((definition) => allQuestions(definition))
      .find((question) => question.pdtfPath !== undefined && normalisePdtfPath(question.pdtfPath) === path);
    if (asked) questions.set(`${fact.form}:${tickWriterId(fact)}`, { ...asked, id: tickWriterId(fact) });
  }
  const byDefinition = new WeakMap<FormDefinition, ReadonlyMap<string, Question>>();
  return {
    latest,
    question: (questionnaireId, questionId) => questions.get(`${questionnaireId}:${questionId}`),
    questionsOf(definition) {
      let found = byDefinition.get(definition);
      if (!found)
        byDefinition.set(
          definition,
          (found = new Map(allQuestions(definition).map((question) => [question.id, question]))),
        );
      return found;
    },
  };
}
