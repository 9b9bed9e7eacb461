import type { Section } from '../../definition.ts';

/** The property: TA6 part 0. */
export const property: Section = {
  id: 'property',
  name: 'The property',
  notes: 'The address of the property you are selling.',
  groups: [
    {
      id: 1,
      name: 'Address of the property',
      questions: [
        {
          id: 'ta6_0_1_1',
          formReference: '0.1.1',
          question: 'First line of the address',
          type: 'text',
          required: 1,
          pdtfPath: '/propertyPack/address/line1',
        },
        {
          id: 'ta6_0_1_2',
          formReference: '0.1.2',
          question: 'Second line of the address',
          notes: 'Leave blank if there is none.',
          type: 'text',
          required: 0,
          pdtfPath: '/propertyPack/address/line2',
        },
        {
          id: 'ta6_0_1_3',
          formReference: '0.1.3',
          question: 'Third line of the address',
          notes: 'Leave blank if there is none.',
          type: 'text',
          required: 0,
          pdtfPath: '/propertyPack/address/line3',
        },
        {
          id: 'ta6_0_1_4',
          formReference: '0.1.4',
          question: 'Town or city',
          type: 'text',
          required: 0,
          pdtfPath: '/propertyPack/address/town',
        },
        {
          id: 'ta6_0_1_5',
          formReference: '0.1.5',
          question: 'Postcode',
          type: 'text',
          required: 1,
          pdtfPath: '/propertyPack/address/postcode',
        },
      ],
    },
  ],
};
