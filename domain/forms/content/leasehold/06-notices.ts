import type { Section } from '../../definition.ts';
import { documentUpload, supply_or_lost, yes_no } from './options.ts';

/** Notices: TA7 part 6. */
export const notices: Section = {
  id: 'notices',
  name: 'Notices',
  notes: 'Notices you have received about the building.',
  groups: [
    {
      id: 601,
      name: 'Sale of the building',
      questions: [
        {
          id: 'ta7_6_1_1',
          formReference: '6.1.1',
          question: 'Have you received a notice that the landlord wants to sell the building?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/requiredDocuments/noticeOfSale/yesNo',
        },
        {
          id: 'ta7_6_1_2',
          formReference: '6.1.2',
          question: 'Can you provide a copy of the notice?',
          type: 'select',
          required: 1,
          answers: supply_or_lost,
          showIfQuestion: 'ta7_6_1_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/requiredDocuments/noticeOfSale/attachments',
        },
        {
          id: 'ta7_6_1_2_upload',
          formReference: '6.1.2',
          question: 'Upload the notice of sale',
          notes: 'PDF, PNG or JPG files. You can add more than one.',
          type: 'upload',
          required: 1,
          showIfQuestion: 'ta7_6_1_2',
          showIfAnswer: '3',
          upload: documentUpload,
        },
      ],
    },
    {
      id: 602,
      name: 'Other notices about the building',
      questions: [
        {
          id: 'ta7_6_2_1',
          formReference: '6.2.1',
          question:
            'Have you received any other notice about the building, its use, its condition, or its repair and maintenance?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/requiredDocuments/noticeOfBuildingCondition/yesNo',
        },
        {
          id: 'ta7_6_2_2',
          formReference: '6.2.2',
          question: 'Can you provide a copy of the notice?',
          type: 'select',
          required: 1,
          answers: supply_or_lost,
          showIfQuestion: 'ta7_6_2_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/requiredDocuments/noticeOfBuildingCondition/attachments',
        },
        {
          id: 'ta7_6_2_2_upload',
          formReference: '6.2.2',
          question: 'Upload the notice about the building',
          notes: 'PDF, PNG or JPG files. You can add more than one.',
          type: 'upload',
          required: 1,
          showIfQuestion: 'ta7_6_2_2',
          showIfAnswer: '3',
          upload: documentUpload,
        },
      ],
    },
  ],
};
