import type { Section } from '../../definition.ts';
import { documentUpload, upload_follow, yes_no, yes_no_not_known_not_required } from './options.ts';

/** Alterations: TA7 part 9. */
export const alterations: Section = {
  id: 'alterations',
  name: 'Alterations',
  notes: 'Changes made to the property since the lease began.',
  groups: [
    {
      id: 901,
      name: 'Alterations',
      questions: [
        {
          id: 'ta7_9_1_1',
          formReference: '9.1.1',
          question: 'Do you know of any alterations made to the property since the lease was first granted?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/alterations/sellerAwareOfAlterations/yesNo',
        },
        {
          id: 'ta7_9_2',
          formReference: '9.2',
          question: 'What alterations were made?',
          type: 'textarea',
          required: 1,
          showIfQuestion: 'ta7_9_1_1',
          showIfAnswer: '1',
          maxLength: 5000,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/alterations/sellerAwareOfAlterations/details',
        },
        {
          id: 'ta7_9_3_1',
          formReference: '9.3.1',
          question: 'Did the landlord consent to the alterations?',
          type: 'select',
          required: 1,
          answers: yes_no_not_known_not_required,
          showIfQuestion: 'ta7_9_1_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/alterations/sellerAwareOfAlterations/landlordConsentObtained/yesNo',
        },
        {
          id: 'ta7_9_3_2',
          formReference: '9.3.2',
          question: "Can you provide the landlord's consent?",
          type: 'select',
          required: 1,
          answers: upload_follow,
          showIfQuestion: 'ta7_9_3_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/alterations/sellerAwareOfAlterations/landlordConsentObtained/attachments',
        },
        {
          id: 'ta7_9_3_2_upload',
          formReference: '9.3.2',
          question: "Upload the landlord's consent",
          notes: 'PDF, PNG or JPG files. You can add more than one.',
          type: 'upload',
          required: 1,
          showIfQuestion: 'ta7_9_3_2',
          showIfAnswer: '3',
          upload: documentUpload,
        },
      ],
    },
  ],
};
