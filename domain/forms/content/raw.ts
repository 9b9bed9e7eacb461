/**
 * The forms as written, before the PDTF standard's rules are applied to them (content/index.ts
 * serves the fitted forms). Only the rules' generator and its test read these.
 */
import type { FormDefinition } from '../definition.ts';
import { aboutForm } from './about/index.ts';
import { fittingsForm } from './fittings/index.ts';
import { propertyInformation } from './info/index.ts';
import { leaseholdInformation } from './leasehold/index.ts';
import { PRELIMINARY_INFORMATION } from './preliminary/index.ts';

export const RAW_FORM_DEFINITIONS: readonly FormDefinition[] = [
  leaseholdInformation,
  propertyInformation,
  fittingsForm,
  aboutForm,
  PRELIMINARY_INFORMATION,
];
