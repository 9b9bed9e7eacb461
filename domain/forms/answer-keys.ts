import type { FormDefinition, Question } from './definition.ts';
import { allQuestions } from './questions.ts';
import { tickedFactsOfForm, tickWriterId, type TickedFact } from './ticked-facts.ts';

/**
 * Where an answer is stored. A fact is asked once: questions of any form that answer the same PDTF
 * field share one stored answer, keyed by that field's path with its array positions (the third
 * 'other' item is not the first), and each form reads it in its own terms (shared-answers.ts). A question with no PDTF counterpart keeps its own answer, keyed by form and id.
 */
export function answerKey(definition: Pick<FormDefinition, 'id'>, question: Pick<Question, 'id' | 'pdtfPath'>): string {
  return question.pdtfPath ? `pdtf:${question.pdtfPath}` : `q${definition.id}:${question.id}`;
}

const keysOf = new WeakMap<FormDefinition, ReadonlyMap<string, string>>();
const keySetOf = new WeakMap<FormDefinition, ReadonlySet<string>>();

/** Every question of the form with the key of its stored answer (worked out once per definition). */
export function answerKeys(definition: FormDefinition): ReadonlyMap<string, string> {
  let keys = keysOf.get(definition);
  if (!keys)
    keysOf.set(
      definition,
      (keys = new Map(allQuestions(definition).map((question) => [question.id, answerKey(definition, question)]))),
    );
  return keys;
}

/**
 * The keys the form's answers are stored under: its questions' own, and the yes/no facts its ticks
 * also answer (ticked-facts.ts), which it reads, shares and is locked with like any shared answer.
 */
export function answerKeySet(definition: FormDefinition): ReadonlySet<string> {
  let keys = keySetOf.get(definition);
  if (!keys) {
    const facts = tickedFactsOfForm(definition.id).map((fact) => factKey(definition, fact));
    keySetOf.set(definition, (keys = new Set([...answerKeys(definition).values(), ...facts])));
  }
  return keys;
}

/** Where a tick's yes/no fact is stored: the key of the field it stands for, as any question asking that field. */
export function factKey(definition: Pick<FormDefinition, 'id'>, fact: TickedFact): string {
  return answerKey(definition, { id: tickWriterId(fact), pdtfPath: fact.pdtfPath });
}

const shownByOf = new WeakMap<FormDefinition, ReadonlyMap<string, readonly string[]>>();

/**
 * The questions of the form that show the answer stored under `key`: those that ask it, and a
 * list whose tick stands for it (ticked-facts.ts). None for a key the form does not read.
 */
export function questionsShowing(definition: FormDefinition, key: string): readonly string[] {
  let shownBy = shownByOf.get(definition);
  if (!shownBy) {
    const map = new Map<string, string[]>();
    const add = (storedUnder: string, questionId: string) => {
      const questions = map.get(storedUnder) ?? [];
      if (!questions.includes(questionId)) questions.push(questionId);
      map.set(storedUnder, questions);
    };
    for (const [questionId, storedUnder] of answerKeys(definition)) add(storedUnder, questionId);
    for (const fact of tickedFactsOfForm(definition.id)) add(factKey(definition, fact), fact.questionId);
    shownByOf.set(definition, (shownBy = map));
  }
  return shownBy.get(key) ?? [];
}
