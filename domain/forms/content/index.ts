/**
 * Every form definition the product serves, in questionnaire id order. Each form's content lives in
 * its own folder and is added here; the content tests check every entry (unique ids, show-if, PDTF
 * paths, size).
 */
import type { FormDefinition } from '../definition.ts';
import { aboutForm } from './about/index.ts';
import { fittingsForm } from './fittings/index.ts';
import { propertyInformation } from './info/index.ts';
import { leaseholdInformation } from './leasehold/index.ts';
import { PRELIMINARY_INFORMATION } from './preliminary/index.ts';

export const FORM_DEFINITIONS: readonly FormDefinition[] = [leaseholdInformation, propertyInformation, fittingsForm, aboutForm, PRELIMINARY_INFORMATION];

export function formDefinition(path: FormDefinition['path']): FormDefinition | undefined {
  return FORM_DEFINITIONS.find((definition) => definition.path === path);
}
