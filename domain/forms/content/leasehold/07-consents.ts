import type { Section } from '../../definition.ts';
import { documentUpload, supply_or_lost, yes_no } from './options.ts';

/** Consents: TA7 part 7. */
export const consents: Section = {
  id: 'consents',
  name: 'Consents',
  notes: 'Changes to the lease and consents given under it.',
  groups: [
    {
      id: 701,
      name: 'Changes and consents',
      questions: [
        {
          id: 'ta7_7_1_1',
          formReference: '7.1.1',
          question:
            'Do you know of any change to the terms of the lease, or of any consent the landlord has given under it?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/consents/changesInTermOfLease/isSellerAwareOfChanges',
        },
        {
          id: 'ta7_7_1_2',
          formReference: '7.1.2',
          question: 'Tell us about the change or consent',
          notes: 'Especially if it was not put in writing.',
          type: 'textarea',
          required: 0,
          showIfQuestion: 'ta7_7_1_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/consents/changesInTermOfLease/details',
        },
        {
          id: 'ta7_7_1_3',
          formReference: '7.1.3',
          question: 'Can you provide the change or consent in writing?',
          type: 'select',
          required: 0,
          answers: supply_or_lost,
          showIfQuestion: 'ta7_7_1_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/consents/changesInTermOfLease/attachments',
        },
        {
          id: 'ta7_7_1_3_upload',
          formReference: '7.1.3',
          question: 'Upload the change or consent',
          notes: 'PDF, PNG or JPG files. You can add more than one.',
          type: 'upload',
          required: 1,
          showIfQuestion: 'ta7_7_1_3',
          showIfAnswer: '3',
          upload: documentUpload,
        },
      ],
    },
  ],
};
