import { QUESTIONNAIRE, type FormDefinition } from '../../definition.ts';
import { property } from './01-property.ts';
import { management } from './02-management.ts';
import { documents } from './03-documents.ts';
import { contacts } from './04-contacts.ts';
import { serviceCharge } from './05-service-charge.ts';
import { notices } from './06-notices.ts';
import { consents } from './07-consents.ts';
import { complaints } from './08-complaints.ts';
import { alterations } from './09-alterations.ts';
import { enfranchisement } from './10-enfranchisement.ts';
import { buildingSafety } from './11-building-safety.ts';
import { confirmation } from './12-confirmation.ts';

/**
 * Questionnaire 1, leasehold information (spec 02 §2.2): the TA7's parts and numbering, in our own
 * words. The form is only offered for a leasehold, so its questions are not hidden behind the
 * ownership type the standard's schema branches on. The lease question (3.1a) takes the leasehold
 * supply options of spec 02 §3 and one PDF.
 */
export const leaseholdInformation: FormDefinition = {
  id: QUESTIONNAIRE.leasehold,
  path: 'leasehold',
  route: 'leasehold-information',
  name: 'Leasehold information',
  version: 1,
  standard: 'TA7 (3rd edition, with the Building Safety Act 2022 questions)',
  sections: [
    property,
    management,
    documents,
    contacts,
    serviceCharge,
    notices,
    consents,
    complaints,
    alterations,
    enfranchisement,
    buildingSafety,
    confirmation,
  ],
};

/** The lease question: its option 7 asks for the lease to be obtained for the seller (spec 02 §2.2). */
export const LEASE_QUESTION_ID = 'ta7_3_1a';
