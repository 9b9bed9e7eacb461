import type { Section } from '../../definition.ts';
import { insurance_arrangers, yes_no } from './options.ts';

/** Maintenance and service charges: TA7 part 5. */
export const serviceCharge: Section = {
  id: 'service_charge',
  name: 'Maintenance and service charges',
  notes: 'The upkeep of the building and what you pay towards it.',
  groups: [
    {
      id: 501,
      name: 'Buildings insurance',
      questions: [
        {
          id: 'ta7_5_1',
          formReference: '5.1',
          question: 'Who arranges the buildings insurance?',
          type: 'select',
          required: 1,
          answers: insurance_arrangers,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/serviceContactAssignments/organisesBuildingInsurance',
        },
      ],
    },
    {
      id: 502,
      name: 'Service charge',
      questions: [
        {
          id: 'ta7_5_4',
          formReference: '5.4',
          question: 'Do you pay a service charge towards the upkeep of the building?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/sellerContributesToServiceCharge',
        },
      ],
    },
    {
      id: 503,
      name: 'Decoration',
      questions: [
        {
          id: 'ta7_5_2_1',
          formReference: '5.2.1',
          question: 'In which year was the outside of the building last decorated?',
          notes: 'Leave blank if you do not know.',
          type: 'number',
          required: 0,
          showIfQuestion: 'ta7_5_4',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/lastDecoratedPeriod/externally/year',
        },
        {
          id: 'ta7_5_3_1',
          formReference: '5.3.1',
          question: 'In which year were the shared parts inside the building last decorated?',
          notes: 'Leave blank if you do not know.',
          type: 'number',
          required: 0,
          showIfQuestion: 'ta7_5_4',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/lastDecoratedPeriod/internally/year',
        },
      ],
    },
    {
      id: 504,
      name: 'Coming costs',
      questions: [
        {
          id: 'ta7_5_5_1',
          formReference: '5.5.1',
          question:
            'Do you know of any large cost likely to appear in the service charge accounts in the next three years?',
          notes: 'For example redecorating the outside or the shared areas, which is not done every year.',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'ta7_5_4',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/largeAdditionalExpense/yesNo',
        },
        {
          id: 'ta7_5_5_2',
          formReference: '5.5.2',
          question: 'What is the cost, and when is it expected?',
          type: 'textarea',
          required: 1,
          showIfQuestion: 'ta7_5_5_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/largeAdditionalExpense/details',
        },
      ],
    },
    {
      id: 505,
      name: 'Problems and challenges',
      questions: [
        {
          id: 'ta7_5_6_1',
          formReference: '5.6.1',
          question:
            'In the last three years, have there been problems with the level of the service charge or with how the building is managed?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'ta7_5_4',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/problemInServiceChargeLevel/yesNo',
        },
        {
          id: 'ta7_5_6_2',
          formReference: '5.6.2',
          question: 'What were the problems?',
          type: 'textarea',
          required: 1,
          showIfQuestion: 'ta7_5_6_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/problemInServiceChargeLevel/details',
        },
        {
          id: 'ta7_5_7_1',
          formReference: '5.7.1',
          question: 'In the last three years, have you challenged the service charge or any cost in it?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'ta7_5_4',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/serviceChargeChallenged/yesNo',
        },
        {
          id: 'ta7_5_7_2',
          formReference: '5.7.2',
          question: 'What did you challenge, and what happened?',
          type: 'textarea',
          required: 0,
          showIfQuestion: 'ta7_5_7_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/serviceChargeChallenged/details',
        },
      ],
    },
    {
      id: 506,
      name: 'Building safety defects',
      questions: [
        {
          id: 'ta7_5_8',
          formReference: '5.8',
          question:
            'Do you know of, or suspect, dangerous cladding or any other defect that makes the building unsafe?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'ta7_5_4',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/dangerousCladdingOrDefects',
        },
      ],
    },
    {
      id: 507,
      name: 'Collecting and owing charges',
      questions: [
        {
          id: 'ta7_5_9_1',
          formReference: '5.9.1',
          question: 'Do you know of any difficulty in collecting service charges from other flat owners?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'ta7_5_4',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/difficultyInCollectingServiceCharge/yesNo',
        },
        {
          id: 'ta7_5_9_2',
          formReference: '5.9.2',
          question: 'What difficulties?',
          type: 'textarea',
          required: 1,
          showIfQuestion: 'ta7_5_9_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/difficultyInCollectingServiceCharge/details',
        },
        {
          id: 'ta7_5_10_1',
          formReference: '5.10.1',
          question: 'Do you owe any service charge, rent, insurance premium or other payment?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'ta7_5_4',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/serviceChargeOwed/yesNo',
        },
        {
          id: 'ta7_5_10_2',
          formReference: '5.10.2',
          question: 'What do you owe, and to whom?',
          type: 'textarea',
          required: 0,
          showIfQuestion: 'ta7_5_10_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/serviceCharge/serviceChargeOwed/details',
        },
      ],
    },
  ],
};
