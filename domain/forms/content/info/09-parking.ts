import type { Section } from '../../definition.ts';
import { parking_arrangements, yes_no_not_known } from './options.ts';

/** Parking: TA6 part 9. */
export const parking: Section = {
  id: 'parking',
  name: 'Parking',
  notes: 'Where cars can be parked, and any parking scheme.',
  groups: [
    {
      id: 901,
      name: 'Parking arrangements',
      questions: [
        {
          id: 'ta6_9_1',
          formReference: '9.1',
          question: 'How can cars be parked at the property? Choose all that apply.',
          type: 'checkbox',
          required: 1,
          answers: parking_arrangements,
          pdtfPath: '/propertyPack/parking/parkingArrangements',
        },
      ],
    },
    {
      id: 902,
      name: 'Parking zones and schemes',
      questions: [
        {
          id: 'ta6_9_2_1',
          formReference: '9.2.1',
          question: 'Is the property in a controlled parking zone, or covered by a council parking scheme?',
          type: 'select',
          required: 1,
          answers: yes_no_not_known,
          pdtfPath: '/propertyPack/parking/controlledParking/yesNo',
        },
      ],
    },
  ],
};
