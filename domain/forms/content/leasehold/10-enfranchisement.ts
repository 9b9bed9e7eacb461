import type { Section } from '../../definition.ts';
import { documentUpload, upload_follow, yes_no, yes_no_not_known_not_required } from './options.ts';

/** Buying the freehold or extending the lease: TA7 part 10. */
export const enfranchisement: Section = {
  id: 'enfranchisement',
  name: 'Buying the freehold or extending the lease',
  notes: 'Notices about extending the lease or buying the freehold.',
  groups: [
    {
      id: 1001,
      name: 'Length of ownership',
      questions: [
        {
          id: 'ta7_10_1',
          formReference: '10.1',
          question: 'Have you owned the property for at least two years?',
          notes: 'After two years a leaseholder can usually ask to extend the lease or buy the freehold.',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/enfranchisement/sellerOwnedProperty',
        },
      ],
    },
    {
      id: 1002,
      name: 'Your notices',
      questions: [
        {
          id: 'ta7_10_2_1',
          formReference: '10.2.1',
          question: 'Have you served a formal notice on the landlord asking to buy the freehold or extend the lease?',
          type: 'select',
          required: 1,
          answers: yes_no_not_known_not_required,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/enfranchisement/sellerServedNoticeOnLandlord/yesNo',
        },
        {
          id: 'ta7_10_2_2',
          formReference: '10.2.2',
          question: 'Can you provide a copy of the notice?',
          type: 'select',
          required: 1,
          answers: upload_follow,
          showIfQuestion: 'ta7_10_2_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/enfranchisement/sellerServedNoticeOnLandlord/attachments',
        },
        {
          id: 'ta7_10_2_2_upload',
          formReference: '10.2.2',
          question: 'Upload your notice to the landlord',
          notes: 'PDF, PNG or JPG files. You can add more than one.',
          type: 'upload',
          required: 1,
          showIfQuestion: 'ta7_10_2_2',
          showIfAnswer: '3',
          upload: documentUpload,
        },
      ],
    },
    {
      id: 1003,
      name: 'Buying the freehold together',
      questions: [
        {
          id: 'ta7_10_3_1',
          formReference: '10.3.1',
          question:
            'Do you know of any notice about the leaseholders buying the freehold of all or part of the building together?',
          type: 'select',
          required: 1,
          answers: yes_no_not_known_not_required,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/enfranchisement/sellerAwareOfNoticeOfCollectivePurchase/yesNo',
        },
        {
          id: 'ta7_10_3_2',
          formReference: '10.3.2',
          question: 'Can you provide a copy of the notice?',
          type: 'select',
          required: 1,
          answers: upload_follow,
          showIfQuestion: 'ta7_10_3_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/enfranchisement/sellerAwareOfNoticeOfCollectivePurchase/attachments',
        },
        {
          id: 'ta7_10_3_2_upload',
          formReference: '10.3.2',
          question: 'Upload the collective purchase notice',
          notes: 'PDF, PNG or JPG files. You can add more than one.',
          type: 'upload',
          required: 1,
          showIfQuestion: 'ta7_10_3_2',
          showIfAnswer: '3',
          upload: documentUpload,
        },
        {
          id: 'ta7_10_4_1',
          formReference: '10.4.1',
          question: 'Do you know of any reply to those notices?',
          type: 'select',
          required: 1,
          answers: yes_no_not_known_not_required,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/enfranchisement/sellerAwareOfResponse/yesNo',
        },
        {
          id: 'ta7_10_4_2',
          formReference: '10.4.2',
          question: 'Can you provide a copy of the reply?',
          type: 'select',
          required: 1,
          answers: upload_follow,
          showIfQuestion: 'ta7_10_4_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/enfranchisement/sellerAwareOfResponse/attachments',
        },
        {
          id: 'ta7_10_4_2_upload',
          formReference: '10.4.2',
          question: 'Upload the reply',
          notes: 'PDF, PNG or JPG files. You can add more than one.',
          type: 'upload',
          required: 1,
          showIfQuestion: 'ta7_10_4_2',
          showIfAnswer: '3',
          upload: documentUpload,
        },
      ],
    },
  ],
};
