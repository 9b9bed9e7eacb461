import type { Section } from '../../definition.ts';

/** Contact details: TA7 part 4. */
export const contacts: Section = {
  id: 'contacts',
  name: 'Contact details',
  notes: "Who the buyer's solicitor should contact about the building. Fill in the ones that apply.",
  groups: [
    {
      id: 401,
      name: 'Landlord',
      questions: [
        {
          id: 'ta7_4_1a_1',
          formReference: '4.1a.1',
          question: 'Name of the landlord (a person or a company)',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/landlord/contact/nameOrOrganisation',
        },
        {
          id: 'ta7_4_1a_2',
          formReference: '4.1a.2',
          question: "First line of the landlord's address",
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/landlord/contact/address/line1',
        },
        {
          id: 'ta7_4_1a_3',
          formReference: '4.1a.3',
          question: "Second line of the landlord's address",
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/landlord/contact/address/line2',
        },
        {
          id: 'ta7_4_1a_4',
          formReference: '4.1a.4',
          question: "Third line of the landlord's address",
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/landlord/contact/address/line3',
        },
        {
          id: 'ta7_4_1a_5',
          formReference: '4.1a.5',
          question: 'Town or city',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/landlord/contact/address/town',
        },
        {
          id: 'ta7_4_1a_6',
          formReference: '4.1a.6',
          question: 'Postcode',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/landlord/contact/address/postcode',
        },
        {
          id: 'ta7_4_1a_7',
          formReference: '4.1a.7',
          question: 'Telephone number of the landlord',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/landlord/contact/telephone',
        },
        {
          id: 'ta7_4_1a_8',
          formReference: '4.1a.8',
          question: 'Email address of the landlord',
          type: 'email',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/landlord/contact/emailAddress',
        },
      ],
    },
    {
      id: 402,
      name: 'Management company',
      questions: [
        {
          id: 'ta7_4_1b_1',
          formReference: '4.1b.1',
          question: 'Name of the management company (a person or a company)',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managementCompany/contact/nameOrOrganisation',
        },
        {
          id: 'ta7_4_1b_2',
          formReference: '4.1b.2',
          question: "First line of the management company's address",
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managementCompany/contact/address/line1',
        },
        {
          id: 'ta7_4_1b_3',
          formReference: '4.1b.3',
          question: "Second line of the management company's address",
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managementCompany/contact/address/line2',
        },
        {
          id: 'ta7_4_1b_4',
          formReference: '4.1b.4',
          question: "Third line of the management company's address",
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managementCompany/contact/address/line3',
        },
        {
          id: 'ta7_4_1b_5',
          formReference: '4.1b.5',
          question: 'Town or city',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managementCompany/contact/address/town',
        },
        {
          id: 'ta7_4_1b_6',
          formReference: '4.1b.6',
          question: 'Postcode',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managementCompany/contact/address/postcode',
        },
        {
          id: 'ta7_4_1b_7',
          formReference: '4.1b.7',
          question: 'Telephone number of the management company',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managementCompany/contact/telephone',
        },
        {
          id: 'ta7_4_1b_8',
          formReference: '4.1b.8',
          question: 'Email address of the management company',
          type: 'email',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managementCompany/contact/emailAddress',
        },
      ],
    },
    {
      id: 403,
      name: 'Managing agent',
      questions: [
        {
          id: 'ta7_4_1c_1',
          formReference: '4.1c.1',
          question: 'Name of the managing agent (a person or a company)',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managingAgent/contact/nameOrOrganisation',
        },
        {
          id: 'ta7_4_1c_2',
          formReference: '4.1c.2',
          question: "First line of the managing agent's address",
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managingAgent/contact/address/line1',
        },
        {
          id: 'ta7_4_1c_3',
          formReference: '4.1c.3',
          question: "Second line of the managing agent's address",
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managingAgent/contact/address/line2',
        },
        {
          id: 'ta7_4_1c_4',
          formReference: '4.1c.4',
          question: "Third line of the managing agent's address",
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managingAgent/contact/address/line3',
        },
        {
          id: 'ta7_4_1c_5',
          formReference: '4.1c.5',
          question: 'Town or city',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managingAgent/contact/address/town',
        },
        {
          id: 'ta7_4_1c_6',
          formReference: '4.1c.6',
          question: 'Postcode',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managingAgent/contact/address/postcode',
        },
        {
          id: 'ta7_4_1c_7',
          formReference: '4.1c.7',
          question: 'Telephone number of the managing agent',
          type: 'text',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managingAgent/contact/telephone',
        },
        {
          id: 'ta7_4_1c_8',
          formReference: '4.1c.8',
          question: 'Email address of the managing agent',
          type: 'email',
          required: 0,
          pdtfPath:
            '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managingAgent/contact/emailAddress',
        },
      ],
    },
  ],
};
