/**
 * Section numbers (spec 02 §2.1): blank for a single-section form or for fixtures and fittings;
 * otherwise the prefix of the section's first form reference ("4" of "4.2"), else its position
 * followed by a full stop.
 */
import { QUESTIONNAIRE, type FormDefinition, type Section } from './definition.ts';
import { sectionQuestions } from './questions.ts';

export function sectionNumber(definition: FormDefinition, position: number): string {
  if (definition.sections.length === 1 || definition.id === QUESTIONNAIRE.fittings) return '';
  const section: Section | undefined = definition.sections[position];
  if (!section) return '';
  const reference = sectionQuestions(section).find((q) => q.formReference)?.formReference;
  if (reference) {
    const prefix = /^[A-Za-z]?\d+/.exec(reference.trim());
    if (prefix) return prefix[0];
  }
  return `${position + 1}.`;
}
