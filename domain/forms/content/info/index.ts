import { QUESTIONNAIRE, type FormDefinition } from '../../definition.ts';
import { property } from './00-property.ts';
import { boundaries } from './01-boundaries.ts';
import { disputes } from './02-disputes.ts';
import { notices } from './03-notices.ts';
import { alterations } from './04-alterations.ts';
import { guarantees } from './05-guarantees.ts';
import { insurance } from './06-insurance.ts';
import { environmental } from './07-environmental.ts';
import { rights } from './08-rights.ts';
import { parking } from './09-parking.ts';
import { charges } from './10-charges.ts';
import { occupiers } from './11-occupiers.ts';
import { services } from './12-services.ts';
import { transaction } from './14-transaction.ts';

/**
 * Questionnaire 2, property information (spec 02 §2.2): the TA6's parts and numbering, in our own
 * words. Each question's formReference is its TA6 number and pdtfPath the field of the PDTF
 * transaction it answers; a follow-up on the standard form is a question shown by its parent's
 * answer. Parts 12 (services) and 13 (connection to utilities) form one section, `services`, the
 * only one agents may edit.
 */
export const propertyInformation: FormDefinition = {
  id: QUESTIONNAIRE.info,
  path: 'info',
  route: 'property-information',
  name: 'Property information',
  version: 1,
  standard: 'TA6 (4th edition)',
  sections: [
    property,
    boundaries,
    disputes,
    notices,
    alterations,
    guarantees,
    insurance,
    environmental,
    rights,
    parking,
    charges,
    occupiers,
    services,
    transaction,
  ],
};

/** The section agents may edit ("edit property info services and utilities", spec 01 §6). */
export const SERVICES_SECTION_ID = 'services';
