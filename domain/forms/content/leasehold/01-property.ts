import type { Section } from '../../definition.ts';
import { ownership_types, yes_no } from './options.ts';

/** The property: TA7 parts 0 and 1. */
export const property: Section = {
  id: 'property',
  name: 'The property',
  notes: 'How the property is owned, and its ground rent.',
  groups: [
    {
      id: 101,
      name: 'How the property is owned',
      questions: [
        {
          id: 'ta7_1_1_ownership_type',
          formReference: '1.1',
          question: 'How is the property owned?',
          notes:
            'Your title deeds say whether it is freehold or leasehold. If you own a flat, it is almost always leasehold.',
          type: 'select',
          required: 1,
          answers: ownership_types,
          pdtfPath: '/propertyPack/ownership/ownershipsToBeTransferred/0/ownershipType',
        },
        {
          id: 'ta7_1_1_shared_ownership',
          formReference: '1.1',
          question: 'Is the lease a shared ownership lease?',
          notes:
            'Under shared ownership you own a share of the property and pay rent on the rest, usually to a housing association.',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/sharedOwnership/isSharedOwnership',
        },
      ],
    },
    {
      id: 102,
      name: 'Address of the property',
      questions: [
        {
          id: 'ta7_0_1_1',
          formReference: '0.1.1',
          question: 'First line of the address',
          type: 'text',
          required: 0,
          pdtfPath: '/propertyPack/address/line1',
        },
        {
          id: 'ta7_0_1_2',
          formReference: '0.1.2',
          question: 'Second line of the address',
          type: 'text',
          required: 0,
          pdtfPath: '/propertyPack/address/line2',
        },
        {
          id: 'ta7_0_1_3',
          formReference: '0.1.3',
          question: 'Third line of the address',
          type: 'text',
          required: 0,
          pdtfPath: '/propertyPack/address/line3',
        },
        {
          id: 'ta7_0_1_4',
          formReference: '0.1.4',
          question: 'Town or city',
          type: 'text',
          required: 0,
          pdtfPath: '/propertyPack/address/town',
        },
        {
          id: 'ta7_0_1_5',
          formReference: '0.1.5',
          question: 'Postcode',
          type: 'text',
          required: 0,
          pdtfPath: '/propertyPack/address/postcode',
        },
      ],
    },
    {
      id: 103,
      name: 'Ground rent',
      questions: [
        {
          id: 'ta7_1_2_1',
          formReference: '1.2.1',
          question: 'Do you pay ground rent for the property?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/groundRent/isGroundRentPayable',
        },
        {
          id: 'ta7_1_2a',
          formReference: '1.2a',
          question: 'How much ground rent do you pay a year?',
          type: 'currency',
          required: 1,
          showIfQuestion: 'ta7_1_2_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/groundRent/annualGroundRent',
        },
        {
          id: 'ta7_1_2b',
          formReference: '1.2b',
          question: 'How often do you pay it?',
          notes: 'For example yearly or every six months.',
          type: 'text',
          required: 1,
          showIfQuestion: 'ta7_1_2_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/groundRent/groundRentFrequency',
        },
        {
          id: 'ta7_1_2c_1',
          formReference: '1.2c.1',
          question: 'Can the ground rent go up?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'ta7_1_2_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/groundRent/rentSubjectToIncrease/yesNo',
        },
        {
          id: 'ta7_1_2d',
          formReference: '1.2d',
          question: 'How often is the ground rent reviewed?',
          type: 'text',
          required: 1,
          showIfQuestion: 'ta7_1_2c_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/groundRent/rentSubjectToIncrease/rentReviewFrequency',
        },
        {
          id: 'ta7_1_2e',
          formReference: '1.2e',
          question: 'How is the increase worked out?',
          notes: 'For example a fixed amount, doubling, or in line with the Retail or Consumer Price Index.',
          type: 'text',
          required: 1,
          showIfQuestion: 'ta7_1_2c_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/groundRent/rentSubjectToIncrease/rentIncreaseCalculated',
        },
      ],
    },
  ],
};
