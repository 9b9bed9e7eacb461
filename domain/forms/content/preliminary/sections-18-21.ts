/** Preliminary information, sections 18 to 21: flooding, use and enjoyment, disputes, anything else. */
import type { Section } from '../../definition.ts';
import { MONTHS, YES_NO, YES_NO_NOT_KNOWN } from '../options.ts';
import { FLOOD_TYPE } from './options.ts';
import { PP, YEARS } from './shared.ts';

const FLOODING = `${PP}/environmentalIssues/flooding`;
const DISPUTES = `${PP}/disputesAndComplaints`;

export const flooding: Section = {
  id: '18',
  name: 'Flooding',
  groups: [
    {
      id: 1801,
      name: 'Past flooding',
      questions: [
        {
          id: '18_1',
          formReference: '18.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Has any part of the property, including the garden, ever flooded while you owned it?',
          pdtfPath: `${FLOODING}/historicalFlooding/hasBeenFlooded`,
        },
        {
          id: '18_1_items',
          formReference: '18.1',
          type: 'list',
          required: 1,
          showIfQuestion: '18_1',
          showIfAnswer: '1',
          question: 'For each flood, when was it, what kind was it, and what flooded?',
          listQuestions: [
            { id: 'year', label: 'Year', type: 'select', ...YEARS },
            { id: 'month', label: 'Month', type: 'select', answers: MONTHS },
            { id: 'category', label: 'Kind of flooding', type: 'select', answers: FLOOD_TYPE },
            { id: 'description', label: 'What flooded', type: 'text' },
          ],
        },
        {
          id: '18_1_1',
          formReference: '18.1.1',
          type: 'textarea',
          required: 1,
          maxLength: 5000,
          showIfQuestion: '18_1',
          showIfAnswer: '1',
          question: 'What has been done since to stop it happening again?',
          pdtfPath: `${FLOODING}/historicalFlooding/details`,
        },
      ],
    },
    {
      id: 1802,
      name: 'Flood risk',
      questions: [
        {
          id: '18_2',
          formReference: '18.2',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question:
            'As far as you know, is the property at risk of flooding, for example according to a flood risk report or the Environment Agency?',
          pdtfPath: `${FLOODING}/floodRisk/riskIndicator`,
        },
        {
          id: '18_2_files',
          formReference: '18.2',
          type: 'upload',
          required: 0,
          upload: { accept: ['pdf', 'png', 'jpg'], multiple: true },
          showIfQuestion: '18_2',
          showIfAnswer: '1',
          question: 'Upload any flood risk report you have',
        },
      ],
    },
  ],
};

export const useAndEnjoyment: Section = {
  id: '19',
  name: 'Right to use and enjoy',
  groups: [
    {
      id: 1901,
      name: 'Use and enjoyment',
      questions: [
        {
          id: '19_1',
          formReference: '19.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question:
            'Does anyone else have a right over the property, or does anything stop you using it as you wish, such as a neighbour’s right to light or to cross your land?',
          pdtfPath: `${PP}/rightsAndInformalArrangements/rightsOrArrangements/otherRights`,
        },
        {
          id: '19_1_details',
          formReference: '19.1',
          type: 'textarea',
          required: 1,
          maxLength: 5000,
          showIfQuestion: '19_1',
          showIfAnswer: '1',
          question: 'What are they?',
          pdtfPath: `${PP}/rightsAndInformalArrangements/rightsOrArrangements/otherRights/details`,
        },
      ],
    },
  ],
};

export const disputes: Section = {
  id: '20',
  name: 'Disputes and complaints',
  groups: [
    {
      // Not 2001: that id marks an intro group, which leaves the carousel once answered.
      id: 2002,
      name: 'Disputes',
      questions: [
        {
          id: '20_1',
          formReference: '20.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Have there been any disputes or complaints about this property or a property nearby?',
          pdtfPath: `${DISPUTES}/hasDisputesAndComplaints`,
        },
        {
          id: '20_1_details',
          formReference: '20.1',
          type: 'textarea',
          required: 1,
          maxLength: 5000,
          showIfQuestion: '20_1',
          showIfAnswer: '1',
          question: 'What were they about?',
          pdtfPath: `${DISPUTES}/hasDisputesAndComplaints/details`,
        },
        {
          id: '20_2',
          formReference: '20.2',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Do you know of anything that might lead to a dispute?',
          pdtfPath: `${DISPUTES}/leadingToDisputesAndComplaints`,
        },
        {
          id: '20_2_details',
          formReference: '20.2',
          type: 'textarea',
          required: 1,
          maxLength: 5000,
          showIfQuestion: '20_2',
          showIfAnswer: '1',
          question: 'What is it?',
          pdtfPath: `${DISPUTES}/leadingToDisputesAndComplaints/details`,
        },
      ],
    },
  ],
};

export const otherInformation: Section = {
  id: '21',
  name: 'Other information',
  groups: [
    {
      id: 2101,
      name: 'Other matters',
      questions: [
        {
          id: '21_1',
          formReference: '21.1',
          type: 'select',
          required: 1,
          answers: YES_NO_NOT_KNOWN,
          question: 'Is the property or land next to it affected by Japanese knotweed?',
          pdtfPath: `${PP}/specialistIssues/japaneseKnotweed`,
        },
        {
          id: '21_2',
          formReference: '21.2',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question:
            'Have you received any notice or letter about the property, such as from the council or a neighbour planning work?',
          pdtfPath: `${PP}/notices/otherNotices`,
        },
        {
          id: '21_3',
          formReference: '21.3',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question:
            'Do you have any guarantees or warranties for work on the property, such as damp proofing or new windows?',
          pdtfPath: `${PP}/guaranteesWarrantiesAndIndemnityInsurances/hasValidGuaranteesOrWarranties`,
        },
        {
          id: '21_4',
          formReference: '21.4',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Have you ever claimed on your buildings insurance for the property?',
          pdtfPath: `${PP}/insurance/insuranceClaims`,
        },
        {
          id: '21_4_details',
          formReference: '21.4',
          type: 'textarea',
          required: 1,
          maxLength: 5000,
          showIfQuestion: '21_4',
          showIfAnswer: '1',
          question: 'What was the claim for?',
          pdtfPath: `${PP}/insurance/insuranceClaims/details`,
        },
        {
          id: '21_5',
          formReference: '21.5',
          type: 'textarea',
          required: 0,
          maxLength: 5000,
          notes:
            'This is your chance to mention anything a buyer would want to know that the questions above did not cover.',
          question: 'Is there anything else a buyer should know about the property?',
        },
      ],
    },
  ],
};
