import type { Section } from '../../definition.ts';
import { confirm, yes_no, yes_no_no_mortgage } from './options.ts';

/** Moving and completion: TA6 part 14. */
export const transaction: Section = {
  id: 'transaction',
  name: 'Moving and completion',
  notes: 'Your plans for moving out, and the promises you make to the buyer.',
  groups: [
    {
      id: 1401,
      name: 'Your onward purchase',
      questions: [
        {
          id: 'ta6_14_1_1',
          formReference: '14.1.1',
          question: 'Does this sale depend on you completing the purchase of another property on the same day?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath: '/propertyPack/completionAndMoving/otherPropertyInChain/yesNo',
        },
      ],
    },
    {
      id: 1402,
      name: 'Moving dates',
      questions: [
        {
          id: 'ta6_14_2_1',
          formReference: '14.2.1',
          question: 'Are there any dates when you cannot move?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath: '/propertyPack/completionAndMoving/moveRestrictionDates/yesNo',
        },
        {
          id: 'ta6_14_2_2',
          formReference: '14.2.2',
          question: 'Which dates, and why?',
          type: 'textarea',
          required: 1,
          showIfQuestion: 'ta6_14_2_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath: '/propertyPack/completionAndMoving/moveRestrictionDates/details',
        },
      ],
    },
    {
      id: 1403,
      name: 'Mortgages and loans',
      questions: [
        {
          id: 'ta6_14_3_1',
          formReference: '14.3.1',
          question: 'Will the sale price pay off every mortgage and loan secured on the property?',
          notes: 'If it will not, tell your solicitor straight away.',
          type: 'select',
          required: 1,
          answers: yes_no_no_mortgage,
          pdtfPath: '/propertyPack/completionAndMoving/sufficientToRepayAllMortgages/yesNo',
        },
      ],
    },
    {
      id: 1404,
      name: 'On the day of completion',
      questions: [
        {
          id: 'ta6_14_4a',
          formReference: '14.4a',
          question:
            'On completion I will remove all rubbish and everything not included in the sale, including from the garden, loft, sheds and outbuildings, and leave the property clean and tidy.',
          type: 'checkbox',
          required: 0,
          answers: confirm,
          pdtfPath: '/propertyPack/completionAndMoving/sellerWillEnsure/removeRubbish',
        },
        {
          id: 'ta6_14_4b',
          formReference: '14.4b',
          question:
            'If I take any light fittings, I will replace them with a ceiling rose, flex, bulb holder and bulb.',
          type: 'checkbox',
          required: 0,
          answers: confirm,
          pdtfPath: '/propertyPack/completionAndMoving/sellerWillEnsure/replaceLightFittings',
        },
        {
          id: 'ta6_14_4c',
          formReference: '14.4c',
          question: 'I will take reasonable care when removing any other fittings or contents.',
          type: 'checkbox',
          required: 0,
          answers: confirm,
          pdtfPath: '/propertyPack/completionAndMoving/sellerWillEnsure/takeReasonableCare',
        },
        {
          id: 'ta6_14_4d',
          formReference: '14.4d',
          question:
            'On the day of completion I will leave the buyer the keys to every door and window lock, and any alarm codes.',
          type: 'checkbox',
          required: 0,
          answers: confirm,
          pdtfPath: '/propertyPack/completionAndMoving/sellerWillEnsure/leaveKeys',
        },
      ],
    },
    {
      id: 1405,
      name: 'Confirming your answers',
      questions: [
        {
          id: 'ta6_14_5_1',
          formReference: '14.5.1',
          question:
            'To the best of my knowledge the information I have given is accurate, and if anything changes before contracts are exchanged I will tell the estate agent and my solicitor at once.',
          type: 'checkbox',
          required: 1,
          answers: confirm,
          pdtfPath: '/propertyPack/confirmationOfAccuracyByOwners/confirmInformationIsAccurate',
        },
      ],
    },
  ],
};
