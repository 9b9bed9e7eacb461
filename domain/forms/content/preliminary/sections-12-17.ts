/** Preliminary information, sections 12 to 17: charges, access, services, shared facilities, parking, occupiers. */
import type { Section } from '../../definition.ts';
import { PARKING_TYPE, YES_NO } from '../options.ts';
import { COUNCIL_TAX_BAND, HEATING, SERVICES, SHARED_FACILITIES } from './options.ts';
import { PP } from './shared.ts';

const RIGHTS = `${PP}/rightsAndInformalArrangements`;
const OCCUPIERS = `${PP}/occupiers/othersAged17OrOver`;

export const charges: Section = {
  id: '12',
  name: 'Charges',
  groups: [
    {
      id: 1201,
      name: 'Other charges',
      questions: [
        {
          id: '12_1',
          formReference: '12.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question:
            'Apart from council tax and utility bills, do you pay any charges for the property, such as an estate rentcharge or a share of a private road?',
          pdtfPath: `${PP}/additionalInformation/otherCharges`,
        },
        {
          id: '12_1_i',
          formReference: '12.1',
          type: 'list',
          required: 1,
          maxRows: 5,
          showIfQuestion: '12_1',
          showIfAnswer: '1',
          question: 'For each charge, what is it for and how much is it a year?',
          listQuestions: [
            { id: 'details', label: 'What the charge is for', type: 'text' },
            { id: 'cost', label: 'Cost a year', type: 'currency' },
          ],
        },
      ],
    },
    {
      id: 1202,
      name: 'Council tax',
      questions: [
        {
          id: '12_2',
          formReference: '12.2',
          type: 'select',
          required: 1,
          answers: COUNCIL_TAX_BAND,
          question: 'Which council tax band is the property in?',
          pdtfPath: `${PP}/councilTax/councilTaxBand`,
        },
      ],
    },
    {
      id: 1203,
      name: 'Heating',
      questions: [
        {
          id: '12_3_a',
          formReference: '12.3',
          type: 'checkbox',
          required: 1,
          answers: HEATING,
          question: 'How is the property heated? Choose all that apply.',
        },
        {
          id: '12_3_b',
          formReference: '12.3',
          type: 'select',
          required: 1,
          answers: YES_NO,
          showIf: 'answer[12_3_a] != 8',
          question: 'Was a boiler or heating appliance fitted on or after 1 April 2005?',
          pdtfPath: `${PP}/heating/heatingSystem/centralHeatingDetails/boilerInstallationCertificate`,
        },
        {
          id: '12_3_c',
          formReference: '12.3',
          type: 'upload',
          required: 0,
          upload: { accept: ['pdf', 'png', 'jpg'], multiple: true },
          showIfQuestion: '12_3_b',
          showIfAnswer: '1',
          question: 'Upload its installation certificate',
        },
      ],
    },
  ],
};

export const accessRoads: Section = {
  id: '13',
  name: 'Access roads and footpaths',
  groups: [
    {
      id: 1301,
      name: 'Paying towards access',
      questions: [
        {
          id: '13_1',
          formReference: '13.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Do you pay towards the upkeep of a road, path, drive or other access you share with others?',
          pdtfPath: `${RIGHTS}/sharedContributions`,
        },
        {
          id: '13_1_i',
          formReference: '13.1',
          type: 'list',
          required: 1,
          maxRows: 4,
          showIfQuestion: '13_1',
          showIfAnswer: '1',
          question: 'For each payment, how much is it a year and who do you pay?',
          listQuestions: [
            { id: 'cost', label: 'Cost a year', type: 'currency' },
            { id: 'payee', label: 'Paid to', type: 'text' },
          ],
        },
      ],
    },
    {
      id: 1302,
      name: 'Rights of way',
      questions: [
        {
          id: '13_2',
          formReference: '13.2',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Does a public footpath or other right of way cross the property?',
          pdtfPath: `${RIGHTS}/rightsOrArrangements/publicRightOfWay`,
        },
        {
          id: '13_3',
          formReference: '13.3',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Has anyone tried to stop you using a way into the property, or asked you to pay to use it?',
          pdtfPath: `${RIGHTS}/accessRestrictionAttempts`,
        },
        {
          id: '13_3_details',
          formReference: '13.3',
          type: 'textarea',
          required: 1,
          maxLength: 5000,
          showIfQuestion: '13_3',
          showIfAnswer: '1',
          question: 'What happened?',
          pdtfPath: `${RIGHTS}/accessRestrictionAttempts/details`,
        },
      ],
    },
  ],
};

export const services: Section = {
  id: '14',
  name: 'Services',
  groups: [
    {
      id: 1401,
      name: 'Services connected',
      questions: [
        {
          id: '14_1',
          formReference: '14.1',
          type: 'checkbox',
          required: 1,
          answers: SERVICES,
          question: 'Which services does the property have? Choose all that apply.',
        },
        {
          id: '14_1_details',
          formReference: '14.1',
          type: 'textarea',
          required: 1,
          maxLength: 5000,
          showIfQuestion: '14_1',
          showIfAnswerIncludes: '9',
          question: 'Which other services does it have?',
        },
      ],
    },
  ],
};

export const sharedFacilities: Section = {
  id: '15',
  name: 'Shared facilities',
  groups: [
    {
      id: 1501,
      name: 'Shared with neighbours',
      questions: [
        {
          id: '15_1',
          formReference: '15.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Do you share any facilities with neighbours?',
        },
        {
          id: '15_1_items',
          formReference: '15.1',
          type: 'checkbox',
          required: 1,
          answers: SHARED_FACILITIES,
          showIfQuestion: '15_1',
          showIfAnswer: '1',
          question: 'Which facilities?',
        },
        {
          id: '15_1_details',
          formReference: '15.1',
          type: 'textarea',
          required: 1,
          maxLength: 5000,
          showIfQuestion: '15_1_items',
          showIfAnswerIncludes: '5',
          question: 'What else do you share?',
        },
      ],
    },
  ],
};

export const parking: Section = {
  id: '16',
  name: 'Parking',
  groups: [
    {
      id: 1601,
      name: 'Parking',
      questions: [
        {
          id: '16_1',
          formReference: '16.1',
          type: 'select',
          required: 1,
          answers: PARKING_TYPE,
          question: 'What parking does the property have?',
        },
        {
          id: '16_1_other',
          formReference: '16.1',
          type: 'textarea',
          required: 0,
          maxLength: 5000,
          showIf: 'answer[16_1] != 1',
          question: 'Tell us more, for example how many cars fit or whether a permit is needed',
        },
        {
          id: '16_2',
          formReference: '16.2',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Is there an electric vehicle charging point?',
          pdtfPath: `${PP}/parking/electricVehicleChargingPoint`,
        },
      ],
    },
  ],
};

export const occupiers: Section = {
  id: '17',
  name: 'Occupiers',
  notes: 'A buyer will want the property empty on completion. Tell us about everyone aged 17 or over who lives there.',
  groups: [
    {
      id: 1701,
      name: 'You',
      questions: [
        {
          id: '17_1',
          formReference: '17.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Do you live at the property?',
          pdtfPath: `${PP}/occupiers/sellerLivesAtProperty`,
        },
      ],
    },
    {
      id: 1702,
      name: 'Other people living there',
      questions: [
        {
          id: '17_2',
          formReference: '17.2',
          type: 'select',
          required: 1,
          answers: YES_NO,
          question: 'Does anyone else aged 17 or over live at the property?',
          pdtfPath: `${OCCUPIERS}/hasOthersAged17OrOver`,
        },
        {
          id: '17_2_1',
          formReference: '17.2.1',
          type: 'text',
          required: 1,
          showIf: 'answer[17_2] = 1',
          question: 'What are their full names and ages?',
          pdtfPath: `${OCCUPIERS}/aged17OrOverNames`,
        },
        {
          id: '17_2_2',
          formReference: '17.2.2',
          type: 'select',
          required: 1,
          answers: YES_NO,
          showIf: 'answer[17_2] = 1',
          question: 'Are any of them tenants or lodgers?',
          pdtfPath: `${OCCUPIERS}/aged17OrOverTenantsOrLodgers`,
        },
      ],
    },
    {
      id: 1703,
      name: 'Leaving before completion',
      questions: [
        {
          id: '17_3',
          formReference: '17.3',
          type: 'select',
          required: 1,
          answers: YES_NO,
          showIf: 'answer[17_2] = 1',
          question: 'Have they all agreed to move out by completion?',
          pdtfPath: `${OCCUPIERS}/vacantPossession/aged17OrOverAgreedToLeave`,
        },
        {
          id: '17_3_1',
          formReference: '17.3.1',
          type: 'select',
          required: 1,
          answers: YES_NO,
          showIf: 'answer[17_3] = 1 AND answer[17_2] = 1',
          question: 'Will they sign the contract to confirm they will leave?',
          pdtfPath: `${OCCUPIERS}/vacantPossession/aged17OrOverWillSignToConfirmWillVacate`,
        },
        {
          id: '17_3_2',
          formReference: '17.3.2',
          type: 'upload',
          required: 0,
          upload: { accept: ['pdf', 'png', 'jpg'], multiple: true },
          showIf: 'answer[17_3] = 1 AND answer[17_2] = 1',
          question: 'Upload anything they have signed already',
        },
        {
          id: '17_4',
          formReference: '17.4',
          type: 'textarea',
          required: 1,
          maxLength: 5000,
          showIf: 'answer[17_3] = 2 AND answer[17_2] = 1',
          question: 'Who has not agreed to leave, and why?',
        },
      ],
    },
  ],
};
