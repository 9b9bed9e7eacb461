/** Preliminary information, sections 1 to 5: the property, who owns it, the lease, new builds, timing. */
import type { Section } from '../../definition.ts';
import { LEASEHOLD_DOCUMENT, MONTHS, YES_NO } from '../options.ts';
import { BUILDING_MANAGER, OTHER_OWNERSHIP, OWNERSHIP_TYPE, SALE_DEPENDS_ON, TIMING } from './options.ts';
import { FUTURE_YEARS, LEASE, NOT_FREEHOLD, PP, YEARS } from './shared.ts';

export const propertyBeingSold: Section = {
  id: '1',
  name: 'Property being sold',
  notes: 'Check the address we found on the title register and correct it if anything is wrong.',
  groups: [
    {
      id: 101,
      name: 'Address',
      questions: [
        { id: '1_1', formReference: '1.1', type: 'textarea', required: 1, maxLength: 5000, question: 'What is the full address of the property you are selling?' },
        { id: '1_1_i', formReference: '1.1', type: 'text', required: 1, question: 'What is its postcode?', pdtfPath: `${PP}/address/postcode` },
      ],
    },
  ],
};

export const ownership: Section = {
  id: '2',
  name: 'Ownership',
  groups: [
    {
      id: 201,
      name: 'How long you have owned it',
      questions: [
        { id: '2_1_i', formReference: '2.1', type: 'select', required: 1, answers: MONTHS, question: 'In which month did you become the owner?' },
        { id: '2_1_ii', formReference: '2.1', type: 'select', required: 1, ...YEARS, question: 'In which year did you become the owner?' },
      ],
    },
  ],
};

export const typeOfOwnership: Section = {
  id: '3',
  name: 'Type of ownership',
  notes: 'If the property is leasehold, the buyer’s lawyer will need the lease and details of the ground rent and service charge.',
  groups: [
    {
      id: 301,
      name: 'Tenure',
      questions: [
        {
          id: '3_1',
          formReference: '3.1',
          type: 'select',
          required: 1,
          answers: OWNERSHIP_TYPE,
          question: 'Do you own the property freehold or leasehold?',
          pdtfPath: `${PP}/ownership/ownershipsToBeTransferred/0/ownershipType`,
        },
        {
          id: '3_1_other',
          formReference: '3.1',
          type: 'text',
          required: 1,
          showIfQuestion: '3_1',
          showIfAnswer: OTHER_OWNERSHIP,
          question: 'How do you own the property?',
          pdtfPath: `${PP}/ownership/ownershipsToBeTransferred/0/otherOwnershipDetails`,
        },
      ],
    },
    {
      id: 302,
      name: 'The lease',
      questions: [
        { id: '3_2_i', formReference: '3.2', type: 'select', required: 1, answers: LEASEHOLD_DOCUMENT, showIf: NOT_FREEHOLD, question: 'Can you give us a copy of the lease?', pdtfPath: `${LEASE}/requiredDocuments/lease` },
        {
          id: '3_2_i_files',
          formReference: '3.2',
          type: 'upload',
          required: 1,
          upload: { accept: ['pdf'], multiple: false },
          showIfQuestion: '3_2_i',
          showIfAnswer: '3',
          question: 'Upload the lease (one PDF file)',
        },
        { id: '3_2_1', formReference: '3.2.1', type: 'number', required: 1, showIf: NOT_FREEHOLD, question: 'How many years are left on the lease?' },
      ],
    },
    {
      id: 303,
      name: 'Ground rent',
      questions: [
        { id: '3_2_2_1', formReference: '3.2.2.1', type: 'currency', required: 1, showIf: NOT_FREEHOLD, question: 'How much ground rent do you pay each year?', pdtfPath: `${LEASE}/groundRent/annualGroundRent` },
        { id: '3_2_2_2', formReference: '3.2.2.2', type: 'select', required: 1, answers: YES_NO, showIf: NOT_FREEHOLD, question: 'Will the ground rent go up in future?', pdtfPath: `${LEASE}/groundRent/rentSubjectToIncrease` },
        { id: '3_2_2_2_i', formReference: '3.2.2.2', type: 'month', required: 1, showIfQuestion: '3_2_2_2', showIfAnswer: '1', question: 'When is the next increase due?' },
        { id: '3_2_2_2_ii', formReference: '3.2.2.2', type: 'text', required: 1, notes: 'For example "every 25 years" or "yearly".', showIfQuestion: '3_2_2_2', showIfAnswer: '1', question: 'How often does it go up?', pdtfPath: `${LEASE}/groundRent/rentSubjectToIncrease/rentReviewFrequency` },
        { id: '3_2_2_2_iii', formReference: '3.2.2.2', type: 'currency', required: 1, showIfQuestion: '3_2_2_2', showIfAnswer: '1', question: 'What will the ground rent be after the next increase?' },
      ],
    },
    {
      id: 304,
      name: 'Management',
      questions: [
        { id: '3_2_2_3', formReference: '3.2.2.3', type: 'select', required: 1, answers: BUILDING_MANAGER, showIf: NOT_FREEHOLD, question: 'Who looks after the building?' },
        { id: '3_2_2_3_i', formReference: '3.2.2.3', type: 'text', required: 1, showIfQuestion: '3_2_2_3', showIfAnswer: '1', question: 'The landlord’s name and contact details' },
        { id: '3_2_2_3_ii', formReference: '3.2.2.3', type: 'text', required: 1, showIfQuestion: '3_2_2_3', showIfAnswer: '2', question: 'The management company’s name and contact details' },
        { id: '3_2_2_3_iii', formReference: '3.2.2.3', type: 'text', required: 1, showIfQuestion: '3_2_2_3', showIfAnswer: '3', question: 'The right to manage company’s name and contact details' },
      ],
    },
    {
      id: 305,
      name: 'Service charge',
      questions: [
        { id: '3_2_3_1', formReference: '3.2.3.1', type: 'select', required: 1, answers: YES_NO, showIf: NOT_FREEHOLD, question: 'Do you pay a service charge?', pdtfPath: `${LEASE}/serviceCharge/sellerContributesToServiceCharge` },
        { id: '3_2_3_2', formReference: '3.2.3.2', type: 'currency', required: 1, showIf: 'answer[3_2_3_1] = 1', showIfQuestion: '3_2_3_1', question: 'How much is the service charge each year?', pdtfPath: `${LEASE}/serviceCharge/annualServiceCharge` },
        { id: '3_2_3_3', formReference: '3.2.3.3', type: 'select', required: 1, answers: YES_NO, showIf: 'answer[3_2_3_1] = 1', showIfQuestion: '3_2_3_1', question: 'Do you have the service charge accounts for the last three years?' },
        { id: '3_2_3_3_files', formReference: '3.2.3.3', type: 'upload', required: 0, upload: { accept: ['pdf', 'png', 'jpg'], multiple: true }, showIfQuestion: '3_2_3_3', showIfAnswer: '1', question: 'Upload the service charge accounts' },
        { id: '3_2_3_4_i', formReference: '3.2.3.4', type: 'select', required: 1, answers: MONTHS, showIf: 'answer[3_2_3_1] = 1', showIfQuestion: '3_2_3_1', question: 'In which month were the shared parts of the building last decorated outside?' },
        { id: '3_2_3_4_ii', formReference: '3.2.3.4', type: 'select', required: 1, ...YEARS, showIf: 'answer[3_2_3_1] = 1', showIfQuestion: '3_2_3_1', question: 'And in which year?', pdtfPath: `${LEASE}/serviceCharge/lastDecoratedPeriod/externally/year` },
        { id: '3_2_3_5', formReference: '3.2.3.5', type: 'textarea', required: 0, maxLength: 5000, showIf: 'answer[3_2_3_1] = 1', showIfQuestion: '3_2_3_1', question: 'Tell us about any problem with the service charge, such as a charge you have challenged or one that is unpaid', pdtfPath: `${LEASE}/serviceCharge/problemInServiceChargeLevel/details` },
      ],
    },
    {
      id: 306,
      name: 'Major works',
      questions: [
        { id: '3_2_4', formReference: '3.2.4', type: 'select', required: 1, answers: YES_NO, showIf: NOT_FREEHOLD, question: 'Do you know of any large cost coming for the building, such as a new roof or cladding work, that leaseholders may have to pay towards?', pdtfPath: `${LEASE}/serviceCharge/largeAdditionalExpense` },
        { id: '3_2_4_i', formReference: '3.2.4', type: 'textarea', required: 1, maxLength: 5000, showIfQuestion: '3_2_4', showIfAnswer: '1', question: 'What is the work?', pdtfPath: `${LEASE}/serviceCharge/largeAdditionalExpense/details` },
        { id: '3_2_4_ii', formReference: '3.2.4', type: 'currency', required: 0, showIfQuestion: '3_2_4', showIfAnswer: '1', question: 'What do you expect your share to be?' },
        { id: '3_2_4_iii', formReference: '3.2.4', type: 'upload', required: 0, upload: { accept: ['pdf', 'png', 'jpg'], multiple: true }, showIfQuestion: '3_2_4', showIfAnswer: '1', question: 'Upload any letters or notices about it' },
      ],
    },
  ],
};

export const newBuilds: Section = {
  id: '4',
  name: 'New builds and conversions',
  groups: [
    {
      id: 401,
      name: 'New home warranty',
      questions: [
        {
          id: '4_1',
          formReference: '4.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Was the property built or converted in the last ten years, with a new home warranty such as NHBC?',
          pdtfPath: `${PP}/guaranteesWarrantiesAndIndemnityInsurances/newHomeWarranty`,
        },
        { id: '4_1_files', formReference: '4.1', type: 'upload', required: 0, upload: { accept: ['pdf', 'png', 'jpg'], multiple: true }, showIfQuestion: '4_1', showIfAnswer: '1', question: 'Upload the warranty certificate' },
      ],
    },
  ],
};

export const timing: Section = {
  id: '5',
  name: 'Timing',
  groups: [
    {
      id: 501,
      name: 'When you want to move',
      questions: [
        { id: '5_1', formReference: '5.1', type: 'select', required: 1, answers: YES_NO, question: 'Do you have any wishes about when the sale completes?', pdtfPath: `${PP}/completionAndMoving/moveRestrictionDates` },
        { id: '5_1_option', formReference: '5.1', type: 'select', required: 1, answers: TIMING, showIfQuestion: '5_1', showIfAnswer: '1', question: 'Which best describes them?' },
        { id: '5_1_other', formReference: '5.1', type: 'text', required: 1, showIf: 'answer[5_1_option] = 5', showIfQuestion: '5_1_option', question: 'Tell us what you have in mind' },
        { id: '5_1_month', formReference: '5.1', type: 'select', required: 1, answers: MONTHS, showIf: 'answer[5_1_option] = 3 OR answer[5_1_option] = 4', showIfQuestion: '5_1_option', question: 'Which month?' },
        { id: '5_1_year', formReference: '5.1', type: 'select', required: 1, ...FUTURE_YEARS, showIf: 'answer[5_1_option] = 3 OR answer[5_1_option] = 4', showIfQuestion: '5_1_option', question: 'Which year?' },
        { id: '5_1_details', formReference: '5.1', type: 'textarea', required: 0, maxLength: 5000, showIfQuestion: '5_1', showIfAnswer: '1', question: 'Anything else about timing the buyer should know' },
      ],
    },
    {
      id: 502,
      name: 'What your sale depends on',
      questions: [
        { id: '5_2', formReference: '5.2', type: 'select', required: 1, answers: YES_NO, question: 'Does your sale depend on anything else happening first?', pdtfPath: `${PP}/completionAndMoving/otherPropertyInChain` },
        { id: '5_2_items', formReference: '5.2', type: 'checkbox', required: 1, answers: SALE_DEPENDS_ON, showIfQuestion: '5_2', showIfAnswer: '1', question: 'What does it depend on?' },
        { id: '5_2_details', formReference: '5.2', type: 'textarea', required: 1, maxLength: 5000, showIfQuestion: '5_2_items', showIfAnswerIncludes: '8', question: 'Tell us what else it depends on' },
      ],
    },
  ],
};
