/**
 * Every questionnaire the server publishes: the forms with fixed content, then the conveyancing
 * enquiries shell, whose questions each property's title report supplies.
 */
import type { FormDefinition } from '../definition.ts';
import { conveyancingEnquiries } from './enquiries/index.ts';
import { FORM_DEFINITIONS } from './index.ts';

export const PUBLISHED_FORMS: readonly FormDefinition[] = [...FORM_DEFINITIONS, conveyancingEnquiries];
