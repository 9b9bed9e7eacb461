import type { Section } from '../../definition.ts';
import { yes_no } from './options.ts';

/** Other charges: TA6 part 10. */
export const charges: Section = {
  id: 'charges',
  name: 'Other charges',
  notes: 'Regular payments for the property other than council tax and utility bills.',
  groups: [
    {
      id: 1001,
      name: 'Other charges',
      questions: [
        {
          id: 'ta6_10_1_1',
          formReference: '10.1.1',
          question:
            'Apart from council tax and utility bills, do you pay any other charges for the property, such as to a management company?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath: '/propertyPack/additionalInformation/otherCharges/yesNo',
        },
        {
          id: 'ta6_10_1_2',
          formReference: '10.1.2',
          question: 'What are the charges, who do you pay, and how much?',
          type: 'textarea',
          required: 1,
          showIfQuestion: 'ta6_10_1_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath: '/propertyPack/additionalInformation/otherCharges/details',
        },
      ],
    },
  ],
};
