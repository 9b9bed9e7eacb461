import type { Section } from '../../definition.ts';
import { yes_no } from './options.ts';

/** Complaints: TA7 part 8. */
export const complaints: Section = {
  id: 'complaints',
  name: 'Complaints',
  notes: 'Complaints made to you or by you.',
  groups: [
    {
      id: 801,
      name: 'Complaints received',
      questions: [
        {
          id: 'ta7_8_1_1',
          formReference: '8.1.1',
          question:
            'Has the landlord, the management company or a neighbour complained about anything you have done or not done?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/disputes/sellerReceivedComplaint/yesNo',
        },
        {
          id: 'ta7_8_1_2',
          formReference: '8.1.2',
          question: 'What was the complaint, and how was it dealt with?',
          type: 'textarea',
          required: 1,
          showIfQuestion: 'ta7_8_1_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/disputes/sellerReceivedComplaint/details',
        },
      ],
    },
    {
      id: 802,
      name: 'Complaints made',
      questions: [
        {
          id: 'ta7_8_2_1',
          formReference: '8.2.1',
          question:
            'Have you complained, or had reason to complain, to or about the landlord, the management company or a neighbour?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/disputes/sellerSentComplaint/yesNo',
        },
        {
          id: 'ta7_8_2_2',
          formReference: '8.2.2',
          question: 'What was the complaint, and how was it dealt with?',
          type: 'textarea',
          required: 1,
          showIfQuestion: 'ta7_8_2_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/disputes/sellerSentComplaint/details',
        },
      ],
    },
  ],
};
