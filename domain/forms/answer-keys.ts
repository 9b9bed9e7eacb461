import type { FormDefinition, Question } from './definition.ts';

/**
 * A fact is asked once: questions of any form that answer the same PDTF field share one stored
 * answer, keyed by that field's path. A question with no PDTF counterpart keeps its own answer,
 * keyed by its form and id.
 */
export function answerKey(definition: Pick<FormDefinition, 'id'>, question: Pick<Question, 'id' | 'pdtfPath'>): string {
  return question.pdtfPath ? `pdtf:${question.pdtfPath}` : `q${definition.id}:${question.id}`;
}

/** Every question of the form with its answer key. */
export function answerKeys(definition: FormDefinition): Map<string, string> {
  const keys = new Map<string, string>();
  for (const section of definition.sections) for (const group of section.groups) for (const question of group.questions) keys.set(question.id, answerKey(definition, question));
  return keys;
}

export function questionsOf(definition: FormDefinition): Map<string, { question: Question; sectionId: string }> {
  const questions = new Map<string, { question: Question; sectionId: string }>();
  for (const section of definition.sections) for (const group of section.groups) for (const question of group.questions) questions.set(question.id, { question, sectionId: section.id });
  return questions;
}
