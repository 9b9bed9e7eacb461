import type { Section } from '../../definition.ts';
import { yes_no } from './options.ts';

/** Disputes and complaints: TA6 part 2. */
export const disputes: Section = {
  id: 'disputes',
  name: 'Disputes and complaints',
  notes: 'Disagreements about this property or one nearby, past or possible.',
  groups: [
    {
      id: 201,
      name: 'Past disputes and complaints',
      questions: [
        {
          id: 'ta6_2_1_1',
          formReference: '2.1.1',
          question: 'Have there been any disputes or complaints about this property or a property nearby?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath: '/propertyPack/disputesAndComplaints/hasDisputesAndComplaints/yesNo',
        },
        {
          id: 'ta6_2_1_2',
          formReference: '2.1.2',
          question: 'What were they about, who was involved, and how were they settled?',
          type: 'textarea',
          required: 1,
          showIfQuestion: 'ta6_2_1_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath: '/propertyPack/disputesAndComplaints/hasDisputesAndComplaints/details',
        },
      ],
    },
    {
      id: 202,
      name: 'Possible disputes',
      questions: [
        {
          id: 'ta6_2_2_1',
          formReference: '2.2.1',
          question: 'Do you know of anything that could lead to a dispute about this property or a property nearby?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath: '/propertyPack/disputesAndComplaints/leadingToDisputesAndComplaints/yesNo',
        },
        {
          id: 'ta6_2_2_2',
          formReference: '2.2.2',
          question: 'What could lead to a dispute?',
          type: 'textarea',
          required: 1,
          showIfQuestion: 'ta6_2_2_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath: '/propertyPack/disputesAndComplaints/leadingToDisputesAndComplaints/details',
        },
      ],
    },
  ],
};
