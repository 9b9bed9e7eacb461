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

/**
 * Parts of a standard form whose questions are asked in another part's section, by form, with the
 * part's name: property information asks TA6 part 13 (connection to utilities and services) with
 * part 12 (services), in the one section agents may edit, so its sections go from 12 to 14.
 */
export const PARTS_ASKED_WITH_ANOTHER: Readonly<
  Partial<Record<FormDefinition['path'], Readonly<Record<string, string>>>>
> = {
  info: { '13': 'Connection to utilities and services' },
};

/** The part numbers of a section's questions other than the section's own ("13" in section 12). */
function otherParts(definition: FormDefinition, position: number): string[] {
  const own = sectionNumber(definition, position);
  const section = definition.sections[position];
  if (!section || !own) return [];
  const parts = sectionQuestions(section)
    .map((question) => /^[A-Za-z]?\d+/.exec(question.formReference?.trim() ?? '')?.[0])
    .filter((part): part is string => part !== undefined && part !== own);
  return [...new Set(parts)];
}

/**
 * Why the numbering jumps after a section, said where it happens: "This section also asks part 13 of
 * the TA6, Connection to utilities and services, so the next section is 14." Null for a section the
 * numbering goes on from as usual.
 */
export function numberingNote(definition: FormDefinition, position: number): string | null {
  const named = PARTS_ASKED_WITH_ANOTHER[definition.path] ?? {};
  const parts = otherParts(definition, position).filter((part) => part in named);
  if (parts.length === 0) return null;
  const standard = definition.standard?.split(' ')[0] ?? 'the standard form';
  const asked = parts.map((part) => `part ${part} of the ${standard}, ${named[part]}`).join(', and ');
  const next = sectionNumber(definition, position + 1);
  return `This section also asks ${asked}${next ? `, so the next section is ${next}` : ''}.`;
}
