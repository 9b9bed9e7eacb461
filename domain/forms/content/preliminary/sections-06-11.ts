/** Preliminary information, sections 6 to 11: building work, liabilities, solar panels, listing, trees, consent. */
import type { Section } from '../../definition.ts';
import { MONTHS, UPLOAD_FOLLOW, YES_NO, YES_NO_NOT_KNOWN } from '../options.ts';
import { BUILDING_WORK, CONSENT_OBTAINED, LIABILITIES, SOLAR_PANELS } from './options.ts';
import { PP, YEARS } from './shared.ts';

const FILES = { accept: ['pdf', 'png', 'jpg'], multiple: true } as const;

export const alterations: Section = {
  id: '6',
  name: 'Property alterations and building work',
  notes: 'Think back over the last 20 years, or for as long as you have owned the property if that is shorter.',
  groups: [
    {
      id: 601,
      name: 'Work done',
      questions: [
        {
          id: '6_1',
          formReference: '6.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Has any building work been done to the property?',
          pdtfPath: `${PP}/alterationsAndChanges/hasStructuralAlterations`,
        },
        {
          id: '6_1_items',
          formReference: '6.1',
          type: 'checkbox',
          required: 1,
          answers: BUILDING_WORK,
          showIfQuestion: '6_1',
          showIfAnswer: '1',
          question: 'What kind of work?',
        },
        {
          id: '6_2',
          formReference: '6.2',
          type: 'list',
          required: 1,
          maxRows: 8,
          showIfQuestion: '6_1',
          showIfAnswer: '1',
          question: 'For each piece of work, say what was done and when it was finished',
          listQuestions: [
            { id: 'details', label: 'What was done', type: 'text' },
            { id: 'month', label: 'Month finished', type: 'select', answers: MONTHS },
            { id: 'year', label: 'Year finished', type: 'select', ...YEARS },
          ],
        },
      ],
    },
    {
      id: 602,
      name: 'Approvals',
      questions: [
        {
          id: '6_2_1',
          formReference: '6.2.1',
          type: 'select',
          required: 1,
          answers: CONSENT_OBTAINED,
          showIfQuestion: '6_1',
          showIfAnswer: '1',
          question: 'Was building regulations approval or a completion certificate obtained for the work?',
          pdtfPath: `${PP}/alterationsAndChanges/hasStructuralAlterations/buildingRegApproval`,
        },
        {
          id: '6_2_1_details',
          formReference: '6.2.1',
          type: 'textarea',
          required: 0,
          maxLength: 5000,
          showIfQuestion: '6_2_1',
          question: 'Anything the buyer should know about the approval',
          pdtfPath: `${PP}/alterationsAndChanges/hasStructuralAlterations/buildingRegApproval/details`,
        },
        {
          id: '6_2_1_files',
          formReference: '6.2.1',
          type: 'upload',
          required: 0,
          upload: FILES,
          showIfQuestion: '6_2_1',
          showIfAnswer: '1',
          question: 'Upload the approval or certificate',
        },
        {
          id: '6_2_2',
          formReference: '6.2.2',
          type: 'select',
          required: 1,
          answers: CONSENT_OBTAINED,
          showIfQuestion: '6_1',
          showIfAnswer: '1',
          question: 'Was planning permission obtained, where it was needed?',
          pdtfPath: `${PP}/alterationsAndChanges/hasStructuralAlterations/planningPermission`,
        },
        {
          id: '6_2_2_details',
          formReference: '6.2.2',
          type: 'textarea',
          required: 0,
          maxLength: 5000,
          showIfQuestion: '6_2_2',
          question: 'Anything the buyer should know about the planning permission',
          pdtfPath: `${PP}/alterationsAndChanges/hasStructuralAlterations/planningPermission/details`,
        },
        {
          id: '6_2_2_files',
          formReference: '6.2.2',
          type: 'upload',
          required: 0,
          upload: FILES,
          showIfQuestion: '6_2_2',
          showIfAnswer: '1',
          question: 'Upload the planning permission',
        },
      ],
    },
  ],
};

export const liabilities: Section = {
  id: '7',
  name: 'Potential liabilities',
  groups: [
    {
      id: 701,
      name: 'Loans secured on the property',
      questions: [
        {
          id: '7_1',
          formReference: '7.1',
          type: 'checkbox',
          required: 1,
          answers: LIABILITIES,
          question: 'Which of these are secured on the property or repaid through its bills?',
        },
        {
          id: '7_1_details',
          formReference: '7.1',
          type: 'textarea',
          required: 1,
          maxLength: 5000,
          showIf: 'answer[7_1] != 4',
          question: 'Who are the lenders, and roughly how much is owed to each?',
        },
      ],
    },
  ],
};

export const solarPanels: Section = {
  id: '8',
  name: 'Solar panels',
  groups: [
    {
      id: 801,
      name: 'Solar panels',
      questions: [
        {
          id: '8_1',
          formReference: '8.1',
          type: 'select',
          required: 1,
          answers: SOLAR_PANELS,
          question: 'Are there solar panels on the property?',
          pdtfPath: `${PP}/electricity/solarPanels`,
        },
        {
          id: '8_1_1',
          formReference: '8.1.1',
          type: 'select',
          required: 1,
          ...YEARS,
          showIfQuestion: '8_1',
          showIfAnswer: '1',
          question: 'In which year were they fitted?',
          pdtfPath: `${PP}/electricity/solarPanels/yearInstalled`,
        },
        {
          id: '8_1_2',
          formReference: '8.1.2',
          type: 'select',
          required: 1,
          answers: YES_NO,
          showIfQuestion: '8_1',
          showIfAnswer: '1',
          question: 'Do you own the panels and their equipment outright?',
          pdtfPath: `${PP}/electricity/solarPanels/panelsOwnedOutright`,
        },
        {
          id: '8_1_3',
          formReference: '8.1.3',
          type: 'select',
          required: 1,
          answers: YES_NO,
          showIfQuestion: '8_1',
          showIfAnswer: '1',
          question: 'Has a panel provider been given a lease of the roof or the air space above it?',
          pdtfPath: `${PP}/electricity/solarPanels/panelProviderLease`,
        },
        {
          id: '8_1_3_i',
          formReference: '8.1.3',
          type: 'upload',
          required: 1,
          upload: FILES,
          showIfQuestion: '8_1_3',
          showIfAnswer: '1',
          question: 'Upload the roof lease',
        },
      ],
    },
  ],
};

export const protectedBuildings: Section = {
  id: '9',
  name: 'Protected buildings',
  groups: [
    {
      id: 901,
      name: 'Listed building',
      questions: [
        {
          id: '9_1',
          formReference: '9.1',
          type: 'select',
          required: 1,
          answers: YES_NO_NOT_KNOWN,
          question: 'Is the property a listed building?',
          pdtfPath: `${PP}/listingAndConservation/isListed`,
        },
        {
          id: '9_1_upload',
          formReference: '9.1',
          type: 'select',
          required: 1,
          answers: UPLOAD_FOLLOW,
          showIfQuestion: '9_1',
          showIfAnswer: '1',
          question: 'Can you upload the listing details now?',
          pdtfPath: `${PP}/listingAndConservation/isListed/attachments`,
        },
        {
          id: '9_1_files',
          formReference: '9.1',
          type: 'upload',
          required: 1,
          upload: FILES,
          showIfQuestion: '9_1_upload',
          showIfAnswer: '3',
          question: 'Upload the listing details',
        },
      ],
    },
    {
      id: 902,
      name: 'Conservation area',
      questions: [
        {
          id: '9_2',
          formReference: '9.2',
          type: 'select',
          required: 1,
          answers: YES_NO_NOT_KNOWN,
          question: 'Is the property in a conservation area?',
          pdtfPath: `${PP}/listingAndConservation/isConservationArea`,
        },
        {
          id: '9_2_upload',
          formReference: '9.2',
          type: 'select',
          required: 1,
          answers: UPLOAD_FOLLOW,
          showIfQuestion: '9_2',
          showIfAnswer: '1',
          question: 'Can you upload anything the council has sent you about it now?',
          pdtfPath: `${PP}/listingAndConservation/isConservationArea/attachments`,
        },
        {
          id: '9_2_files',
          formReference: '9.2',
          type: 'upload',
          required: 1,
          upload: FILES,
          showIfQuestion: '9_2_upload',
          showIfAnswer: '3',
          question: 'Upload the council’s letters',
        },
      ],
    },
  ],
};

export const protectedTrees: Section = {
  id: '10',
  name: 'Protected trees',
  groups: [
    {
      id: 1001,
      name: 'Tree preservation orders',
      questions: [
        {
          id: '10_1',
          formReference: '10.1',
          type: 'select',
          required: 1,
          answers: YES_NO_NOT_KNOWN,
          question: 'Are any trees on the property protected by a tree preservation order?',
          pdtfPath: `${PP}/listingAndConservation/hasTreePreservationOrder`,
        },
        {
          id: '10_1_1',
          formReference: '10.1.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          showIfQuestion: '10_1',
          showIfAnswer: '1',
          question: 'Has any work been done to those trees?',
          pdtfPath: `${PP}/listingAndConservation/hasTreePreservationOrder/workCarriedOut`,
        },
        {
          id: '10_1_2',
          formReference: '10.1.2',
          type: 'select',
          required: 1,
          answers: YES_NO_NOT_KNOWN,
          showIfQuestion: '10_1_1',
          showIfAnswer: '1',
          question: 'Did the council agree to the work first?',
          pdtfPath: `${PP}/listingAndConservation/hasTreePreservationOrder/workCarriedOut/consentsObtained`,
        },
      ],
    },
  ],
};

export const consent: Section = {
  id: '11',
  name: 'Consent',
  groups: [
    {
      id: 1101,
      name: 'Consents needed',
      questions: [
        {
          id: '11_1',
          formReference: '11.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question:
            'Did anyone else have to agree to work on the property, such as a landlord, a neighbour or the person who benefits from a restriction in the deeds?',
        },
        {
          id: '11_1_details',
          formReference: '11.1',
          type: 'textarea',
          required: 1,
          maxLength: 5000,
          showIfQuestion: '11_1',
          showIfAnswer: '1',
          question: 'Who agreed, to what, and do you have it in writing?',
        },
      ],
    },
  ],
};
