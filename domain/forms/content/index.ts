import type { FormDefinition } from '../definition.ts';
import { aboutForm } from './about/index.ts';
import { fittingsForm } from './fittings/index.ts';
import { propertyInformation } from './info/index.ts';
import { leaseholdInformation } from './leasehold/index.ts';

/** Every questionnaire the product publishes, in questionnaire id order. */
export const FORM_DEFINITIONS: readonly FormDefinition[] = [leaseholdInformation, propertyInformation, fittingsForm, aboutForm];
