import type { Section } from '../../definition.ts';
import { confirm } from './options.ts';

/** Confirmation: TA7 part 12. */
export const confirmation: Section = {
  id: 'confirmation',
  name: 'Confirmation',
  notes: 'Confirm your answers.',
  groups: [
    {
      id: 1201,
      name: 'Confirming your answers',
      questions: [
        {
          id: 'ta7_12_1',
          formReference: '12.1',
          question:
            'To the best of my knowledge the information I have given is accurate, and if anything changes before contracts are exchanged I will tell the estate agent and my solicitor at once.',
          type: 'checkbox',
          required: 1,
          answers: confirm,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/confirmationOfAccuracy/confirmation',
        },
      ],
    },
  ],
};
