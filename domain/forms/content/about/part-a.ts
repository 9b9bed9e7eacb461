import type { Section } from '../../definition.ts';
import { details, documents, either, LEASE, OWNERSHIP, P } from './build.ts';
import { attached_to_follow, enumOptions, yes_no } from './options.ts';
import { COUNCIL_TAX_BAND } from '../preliminary/options.ts';

/**
 * NTS Part A: what every listing must state — price, council tax and tenure, with the leasehold
 * and managed-freehold charges tenure brings — plus whether the sale depends on another move.
 */

const ownershipTypes = enumOptions('Freehold', 'Managed freehold', 'Commonhold', 'Leasehold', 'Other');
const FREEHOLD = '1';
const LEASEHOLD = '4';

export const priceSection: Section = {
  id: 'price',
  name: 'Price',
  groups: [
    {
      id: 101,
      questions: [
        {
          id: 'price',
          question: 'What is the asking price?',
          type: 'currency',
          required: 1,
          formReference: 'A2.1',
          pdtfPath: `${P}/priceInformation/price`,
        },
        {
          id: 'price_qualifier',
          question: 'How is the price shown on the listing?',
          type: 'select',
          required: 1,
          answers: enumOptions(
            'Price',
            'Fixed price',
            'Guide price',
            'Offers in excess of',
            'Offers in region of',
            'Offers over',
            'Offers invited',
            'Sale by tender',
            'From',
          ),
          formReference: 'A2.2',
          pdtfPath: `${P}/priceInformation/priceQualifier`,
        },
      ],
    },
  ],
};

export const councilTaxSection: Section = {
  id: 'council_tax',
  name: 'Council tax',
  groups: [
    {
      id: 201,
      questions: [
        {
          id: 'council_tax_band',
          question: 'Which council tax band is the property in?',
          type: 'select',
          required: 1,
          // Keyed as preliminary information keys it, so the one stored band fits both forms.
          answers: COUNCIL_TAX_BAND,
          notes: 'Your council tax bill shows the band. Band I exists only in Wales.',
          formReference: 'A1.1',
          pdtfPath: `${P}/councilTax/councilTaxBand`,
        },
      ],
    },
    {
      id: 202,
      name: 'Changes that could affect the band',
      questions: [
        {
          id: 'council_tax_alterations',
          question:
            'Have you changed the property in a way that could change its band, for example by adding a bedroom or a large extension?',
          type: 'select',
          required: 1,
          answers: yes_no,
          formReference: 'A1.2.1',
          pdtfPath: `${P}/councilTax/councilTaxAffectingAlterations/yesNo`,
        },
        details(
          'council_tax_alterations_details',
          'What did you change, and when?',
          { showIfQuestion: 'council_tax_alterations', showIfAnswer: '1' },
          `${P}/councilTax/councilTaxAffectingAlterations/details`,
          'A1.2.2',
        ),
        {
          id: 'council_tax_alterations_documents',
          question: 'Can you provide the paperwork for the changes?',
          type: 'select',
          required: 0,
          answers: attached_to_follow,
          showIfQuestion: 'council_tax_alterations',
          showIfAnswer: '1',
          formReference: 'A1.2.3',
          pdtfPath: `${P}/councilTax/councilTaxAffectingAlterations/attachments`,
        },
        documents('council_tax_alterations_files', 'Upload the paperwork', {
          showIfQuestion: 'council_tax_alterations_documents',
          showIfAnswer: '1',
        }),
      ],
    },
  ],
};

export const tenureSection: Section = {
  id: 'tenure',
  name: 'Tenure and ownership',
  groups: [
    {
      id: 301,
      questions: [
        {
          id: 'marketing_tenure',
          question: 'Which tenure is the property being marketed with?',
          type: 'select',
          required: 1,
          answers: enumOptions('Commonhold', 'Freehold', 'Leasehold', 'Share of freehold', 'Shared ownership'),
          formReference: 'A3',
          pdtfPath: `${P}/marketingTenure`,
        },
        {
          id: 'ownership_type',
          question: 'How do you own the property?',
          type: 'select',
          required: 1,
          answers: ownershipTypes,
          notes:
            'Managed freehold means you own the freehold but pay towards shared areas looked after by a management company.',
          formReference: 'A3.1',
          pdtfPath: `${OWNERSHIP}/ownershipType`,
        },
        details(
          'ownership_other_details',
          'Describe how you own the property',
          { showIfQuestion: 'ownership_type', showIfAnswer: '5' },
          `${OWNERSHIP}/otherOwnershipDetails`,
          'A3.5',
        ),
        {
          id: 'title_number',
          question: 'What is the Land Registry title number, if the property is registered?',
          type: 'text',
          required: 0,
          formReference: 'A3.3.1',
          pdtfPath: `${OWNERSHIP}/titleNumber`,
        },
        {
          id: 'title_description',
          question: 'How does the title describe the property?',
          type: 'text',
          required: 0,
          notes: 'For example "the freehold land shown edged red on the plan".',
          formReference: 'A3.3.2',
          pdtfPath: `${OWNERSHIP}/titlePropertyDescription`,
        },
      ],
    },
    {
      id: 302,
      name: 'Charges on a freehold or commonhold',
      questions: [
        {
          id: 'estate_rentcharges',
          question: 'Do you pay an estate rentcharge, management charge or service charge?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'ownership_type',
          showIfAnswer: FREEHOLD,
          formReference: 'A3.4.1',
          pdtfPath: `${OWNERSHIP}/estateRentcharges/yesNo`,
        },
        details(
          'estate_rentcharges_details',
          'What is the charge for, and who is it paid to?',
          { showIfQuestion: 'estate_rentcharges', showIfAnswer: '1' },
          `${OWNERSHIP}/estateRentcharges/details`,
          'A3.4.2',
        ),
        {
          id: 'estate_rentcharges_amount',
          question: 'How much is it each year?',
          type: 'currency',
          required: 1,
          showIfQuestion: 'estate_rentcharges',
          showIfAnswer: '1',
          formReference: 'A3.4.3',
          pdtfPath: `${OWNERSHIP}/estateRentcharges/amount`,
        },
        {
          id: 'managed_service_charge',
          question: 'What is the yearly service charge for the shared areas?',
          type: 'currency',
          required: 1,
          showIf: either('ownership_type', '2', '3'),
          formReference: 'A3.1.2',
          pdtfPath: `${OWNERSHIP}/managedFreeholdOrCommonholdInformation/serviceCharge/annualServiceCharge`,
        },
      ],
    },
  ],
};

/** Shown only for a leasehold (ownership_type 4); every question hangs off that answer. */
const whenLeasehold = { showIfQuestion: 'ownership_type', showIfAnswer: LEASEHOLD } as const;

export const leaseholdSection: Section = {
  id: 'leasehold',
  name: 'Leasehold charges and terms',
  notes: 'Only for a leasehold property. If you own the freehold, this section stays empty.',
  groups: [
    {
      id: 401,
      name: 'The lease',
      questions: [
        {
          id: 'lease_start_year',
          question: 'In which year did the lease start?',
          type: 'number',
          required: 1,
          ...whenLeasehold,
          formReference: 'A3.2.2.1',
          pdtfPath: `${LEASE}/leaseTerm/startYearOfLease`,
        },
        {
          id: 'lease_length_years',
          question: 'How many years was the lease granted for?',
          type: 'number',
          required: 1,
          ...whenLeasehold,
          formReference: 'A3.2.2.2',
          pdtfPath: `${LEASE}/leaseTerm/lengthOfLeaseInYears`,
        },
        {
          id: 'shared_ownership',
          question: 'Is it a shared ownership lease?',
          type: 'select',
          required: 1,
          answers: yes_no,
          ...whenLeasehold,
          formReference: 'A3.2.1',
          pdtfPath: `${LEASE}/sharedOwnership/isSharedOwnership`,
        },
        {
          id: 'shared_ownership_percentage',
          question: 'What share do you own?',
          type: 'percentage',
          required: 1,
          showIfQuestion: 'shared_ownership',
          showIfAnswer: '1',
          formReference: 'A3.7.1',
          pdtfPath: `${LEASE}/sharedOwnership/sharedOwnershipPercentage`,
        },
        {
          id: 'shared_ownership_rent',
          question: 'How much rent do you pay on the share you do not own?',
          type: 'currency',
          required: 1,
          showIfQuestion: 'shared_ownership',
          showIfAnswer: '1',
          formReference: 'A3.7.2',
          pdtfPath: `${LEASE}/sharedOwnership/sharedOwnershipRent`,
        },
        {
          id: 'shared_ownership_rent_frequency',
          question: 'How often is that rent paid?',
          type: 'select',
          required: 1,
          answers: enumOptions('Yearly', 'Monthly', 'Weekly'),
          showIfQuestion: 'shared_ownership',
          showIfAnswer: '1',
          formReference: 'A3.7.3',
          pdtfPath: `${LEASE}/sharedOwnership/sharedOwnershipRentFrequency`,
        },
        {
          id: 'lease_restrictions',
          question:
            'Does the lease restrict what you can do, for example keeping pets, subletting or running a business?',
          type: 'select',
          required: 1,
          answers: yes_no,
          ...whenLeasehold,
          formReference: 'A3.6.1',
          pdtfPath: `${LEASE}/leaseRestrictions/yesNo`,
        },
        details(
          'lease_restrictions_details',
          'What are the restrictions?',
          { showIfQuestion: 'lease_restrictions', showIfAnswer: '1' },
          `${LEASE}/leaseRestrictions/details`,
          'A3.6.2',
        ),
      ],
    },
    {
      id: 402,
      name: 'Ground rent',
      questions: [
        {
          id: 'ground_rent_payable',
          question: 'Do you pay ground rent?',
          type: 'select',
          required: 1,
          answers: yes_no,
          ...whenLeasehold,
          formReference: 'A3.4.1',
          pdtfPath: `${LEASE}/groundRent/isGroundRentPayable`,
        },
        {
          id: 'ground_rent_amount',
          question: 'How much ground rent do you pay each year?',
          type: 'currency',
          required: 1,
          showIfQuestion: 'ground_rent_payable',
          showIfAnswer: '1',
          formReference: 'A3.4.2',
          pdtfPath: `${LEASE}/groundRent/annualGroundRent`,
        },
        {
          id: 'ground_rent_increases',
          question: 'Can the ground rent go up?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'ground_rent_payable',
          showIfAnswer: '1',
          formReference: 'A3.4.4.1',
          pdtfPath: `${LEASE}/groundRent/rentSubjectToIncrease/yesNo`,
        },
        {
          id: 'ground_rent_review_frequency',
          question: 'How often is it reviewed?',
          type: 'text',
          required: 1,
          showIfQuestion: 'ground_rent_increases',
          showIfAnswer: '1',
          notes: 'For example "every 25 years".',
          formReference: 'A3.4.4.2',
          pdtfPath: `${LEASE}/groundRent/rentSubjectToIncrease/rentReviewFrequency`,
        },
        details(
          'ground_rent_increase_calculation',
          'How is the increase worked out?',
          { showIfQuestion: 'ground_rent_increases', showIfAnswer: '1' },
          `${LEASE}/groundRent/rentSubjectToIncrease/rentIncreaseCalculated`,
          'A3.4.4.3',
        ),
      ],
    },
    {
      id: 403,
      name: 'Service charge',
      questions: [
        {
          id: 'service_charge_payable',
          question: 'Do you pay a service charge towards the upkeep of the building?',
          type: 'select',
          required: 1,
          answers: yes_no,
          ...whenLeasehold,
          formReference: 'A3.5.1',
          pdtfPath: `${LEASE}/serviceCharge/sellerContributesToServiceCharge`,
        },
        {
          id: 'service_charge_amount',
          question: 'How much is the service charge this year?',
          type: 'currency',
          required: 1,
          showIfQuestion: 'service_charge_payable',
          showIfAnswer: '1',
          formReference: 'A3.5.1.1',
          pdtfPath: `${LEASE}/serviceCharge/annualServiceCharge`,
        },
        {
          id: 'transfer_fees',
          question:
            'Is a fee based on the value of the property payable when it is sold or sublet (a transfer fee or deferred service charge)?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'service_charge_payable',
          showIfAnswer: '1',
          formReference: 'A3.5.1.1.1',
          pdtfPath: `${LEASE}/serviceCharge/transferFees/yesNo`,
        },
        details(
          'transfer_fees_details',
          'What is the fee, and when is it paid?',
          { showIfQuestion: 'transfer_fees', showIfAnswer: '1' },
          `${LEASE}/serviceCharge/transferFees/details`,
          'A3.5.1.1.2',
        ),
      ],
    },
    {
      id: 404,
      name: 'Managing agent',
      questions: [
        {
          id: 'managing_agent_name',
          question: 'Who manages the building?',
          type: 'text',
          required: 1,
          ...whenLeasehold,
          notes: 'The managing agent, or the landlord if there is no agent.',
          formReference: 'A1.5.6.1.1',
          pdtfPath: `${LEASE}/contactDetails/contacts/managingAgent/contact/nameOrOrganisation`,
        },
        {
          id: 'managing_agent_email',
          question: 'What is their email address?',
          type: 'email',
          required: 1,
          ...whenLeasehold,
          formReference: 'A1.5.6.1.2',
          pdtfPath: `${LEASE}/contactDetails/contacts/managingAgent/contact/emailAddress`,
        },
      ],
    },
  ],
};

export const movingSection: Section = {
  id: 'moving',
  name: 'Your move',
  groups: [
    {
      id: 501,
      questions: [
        {
          id: 'other_property_in_chain',
          question: 'Does this sale depend on you buying, selling or remortgaging another property at the same time?',
          type: 'select',
          required: 1,
          answers: yes_no,
          formReference: 'A1.5.7.1.1',
          pdtfPath: `${P}/completionAndMoving/otherPropertyInChain/yesNo`,
        },
      ],
    },
  ],
};

export const partASections: readonly Section[] = [
  priceSection,
  councilTaxSection,
  tenureSection,
  leaseholdSection,
  movingSection,
];
