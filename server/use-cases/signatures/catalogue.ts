import { FORM_DEFINITIONS } from '../../../domain/forms/content/index.ts';
import { catalogueOf } from '../questionnaires/catalogue.ts';

/** The definitions this release publishes, indexed for reading shared answers. */
export const CATALOGUE = catalogueOf(FORM_DEFINITIONS);

export function questionnaireName(id: number): string {
  return CATALOGUE.latest.get(id)?.name ?? `Questionnaire ${id}`;
}
