import type { Section } from '../../definition.ts';
import { building_managers, yes_no } from './options.ts';

/** Ownership and management of the building: TA7 part 2. */
export const management: Section = {
  id: 'management',
  name: 'Ownership and management of the building',
  notes: 'Who owns the freehold and who runs the building.',
  groups: [
    {
      id: 201,
      name: 'The freeholder',
      questions: [
        {
          id: 'ta7_2_1b',
          formReference: '2.1b',
          question: 'Is the freeholder a person or company controlled by the leaseholders?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/ownershipAndManagement/freeholdOwner',
        },
      ],
    },
    {
      id: 202,
      name: 'Headlease',
      questions: [
        {
          id: 'ta7_2_2_1',
          formReference: '2.2.1',
          question: 'Is there a headlease?',
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/ownershipAndManagement/hasHeadlease/yesNo',
        },
        {
          id: 'ta7_2_2_2',
          formReference: '2.2.2',
          question: 'Is the head leaseholder a person or company controlled by the leaseholders?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'ta7_2_2_1',
          showIfAnswer: '1',
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/ownershipAndManagement/hasHeadlease/headLeaseholderControlled',
        },
      ],
    },
    {
      id: 203,
      name: 'Management of the building',
      questions: [
        {
          id: 'ta7_2_3_1',
          formReference: '2.3.1',
          question: 'Who manages the building?',
          type: 'select',
          required: 1,
          answers: building_managers,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/ownershipAndManagement/buildingManager/buildingManagerType',
        },
        {
          id: 'ta7_2_3e',
          formReference: '2.3e',
          question: 'Who else manages the building?',
          type: 'textarea',
          required: 1,
          showIfQuestion: 'ta7_2_3_1',
          showIfAnswer: '5',
          maxLength: 5000,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/ownershipAndManagement/buildingManager/details',
        },
        {
          id: 'ta7_2_4',
          formReference: '2.4',
          question: "Has a leaseholders' management company ever been dissolved or struck off at Companies House?",
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/ownershipAndManagement/hasTenantCompanyDissolved',
        },
        {
          id: 'ta7_2_5',
          formReference: '2.5',
          question:
            "Does the landlord, the leaseholders' management company or a right to manage company employ a managing agent to collect rent or manage the building?",
          type: 'select',
          required: 1,
          answers: yes_no,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/ownershipAndManagement/isManagingAgentEmployed',
        },
      ],
    },
  ],
};
