import type { Question, Section } from '../../definition.ts';
import { details, documents, P } from './build.ts';
import { attached_to_follow, enumOptions, yes_no, yes_no_not_applicable, yes_no_not_known } from './options.ts';

/**
 * NTS Part C, what may affect the property: building safety and known defects, restrictions,
 * rights of way, flood risk and coastal erosion, planning nearby, accessibility, mining.
 */

const SAFETY = `${P}/typeOfConstruction/buildingSafety`;
const ISSUES = `${P}/specialistIssues`;
const LISTING = `${P}/listingAndConservation`;
const FLOODING = `${P}/environmentalIssues/flooding`;
const ENVIRONMENT = `${P}/environmentalIssues`;

/** A yes/no question on a known problem, with its details when the answer is yes. */
function issue(
  id: string,
  question: string,
  path: string,
  ref: string,
  detailsQuestion: string,
  detailsRef: string,
  answers = yes_no,
): Question[] {
  return [
    { id, question, type: 'select', required: 1, answers, formReference: ref, pdtfPath: `${path}/yesNo` },
    details(`${id}_details`, detailsQuestion, { showIfQuestion: id, showIfAnswer: '1' }, `${path}/details`, detailsRef),
  ];
}

/** A risk the seller may know of (PDTF riskIndicator and summary). */
function risk(
  id: string,
  question: string,
  path: string,
  ref: string,
  summaryRef: string,
  summaryRequired: 0 | 1 = 1,
): Question[] {
  return [
    {
      id,
      question,
      type: 'select',
      required: 1,
      answers: yes_no,
      formReference: ref,
      pdtfPath: `${path}/riskIndicator`,
    },
    details(
      `${id}_summary`,
      'What do you know about the risk?',
      { showIfQuestion: id, showIfAnswer: '1' },
      `${path}/summary`,
      summaryRef,
      summaryRequired,
    ),
  ];
}

const whenSafetyIssue = { showIfQuestion: 'building_safety', showIfAnswer: '1' } as const;

export const buildingSafetySection: Section = {
  id: 'building_safety',
  name: 'Building safety and known defects',
  groups: [
    {
      id: 1301,
      name: 'Building safety',
      notes: 'For example unsafe cladding, missing fire breaks or other fire safety defects in the building.',
      questions: [
        {
          id: 'building_safety',
          question: 'Do you know of any building safety problems?',
          type: 'select',
          required: 1,
          answers: yes_no_not_applicable,
          formReference: 'C1.1',
          pdtfPath: `${SAFETY}/yesNo`,
        },
        details(
          'building_safety_details',
          'What are the defects or hazards?',
          whenSafetyIssue,
          `${SAFETY}/details`,
          'C1.2',
        ),
        details(
          'building_safety_work_done',
          'What work has been done so far?',
          whenSafetyIssue,
          `${SAFETY}/workAlreadyDone`,
          'C1.3',
        ),
        details(
          'building_safety_work_needed',
          'What work still needs doing?',
          whenSafetyIssue,
          `${SAFETY}/workToBeDone`,
          'C1.4',
        ),
        {
          id: 'building_safety_cost',
          question: 'What might the work cost, and who will pay?',
          type: 'text',
          required: 1,
          ...whenSafetyIssue,
          formReference: 'C1.5',
          pdtfPath: `${SAFETY}/potentialCost`,
        },
        details(
          'building_safety_living',
          'Will the work affect anyone living at the property?',
          whenSafetyIssue,
          `${SAFETY}/abilityToResideAtProperty`,
          'C1.6',
        ),
        documents('building_safety_files', 'Upload any reports or letters about the problems', whenSafetyIssue),
      ],
    },
    {
      id: 1302,
      name: 'Damp and rot',
      questions: [
        ...issue(
          'damp_treatment',
          'Has the property ever been treated for, or protected against, dry rot, wet rot or damp?',
          `${ISSUES}/dryRotEtcTreatment`,
          'A5.1.1',
          'What was done, by whom and when? Mention any guarantee.',
          'A5.1.2',
        ),
        {
          id: 'damp_treatment_documents',
          question: 'Can you provide the paperwork or guarantee?',
          type: 'select',
          required: 0,
          answers: attached_to_follow,
          showIfQuestion: 'damp_treatment',
          showIfAnswer: '1',
          formReference: 'A5.1.3',
          pdtfPath: `${ISSUES}/dryRotEtcTreatment/attachments`,
        },
        documents('damp_treatment_files', 'Upload the paperwork', {
          showIfQuestion: 'damp_treatment_documents',
          showIfAnswer: '1',
        }),
      ],
    },
    {
      id: 1303,
      name: 'Asbestos',
      questions: [
        ...issue(
          'asbestos',
          'As far as you know, does any part of the property contain asbestos?',
          `${ISSUES}/containsAsbestos`,
          'A5.2.1',
          'Where is it, and is there a plan for managing it?',
          'A5.2.2',
        ),
        documents('asbestos_files', 'Upload the management plan, if there is one', {
          showIfQuestion: 'asbestos',
          showIfAnswer: '1',
        }),
      ],
    },
    {
      id: 1304,
      name: 'Japanese knotweed',
      questions: [
        {
          id: 'japanese_knotweed',
          question:
            'As far as you know, is the property or land next to it affected by Japanese knotweed or another invasive plant?',
          type: 'select',
          required: 1,
          answers: yes_no_not_known,
          formReference: 'A5.3.1',
          pdtfPath: `${ISSUES}/japaneseKnotweed/yesNo`,
        },
        {
          id: 'japanese_knotweed_plan',
          question: 'Is there a plan in place to manage and treat it?',
          type: 'select',
          required: 1,
          answers: yes_no_not_known,
          showIfQuestion: 'japanese_knotweed',
          showIfAnswer: '1',
          formReference: 'A5.3.2',
          pdtfPath: `${ISSUES}/japaneseKnotweed/managementPlanInPlace`,
        },
      ],
    },
    {
      id: 1305,
      name: 'Structure and health',
      questions: [
        ...issue(
          'subsidence',
          'As far as you know, has the property ever had subsidence or a structural fault?',
          `${ISSUES}/subsidenceOrStructuralFault`,
          'A5.4.1',
          'What happened, and what was done about it?',
          'A5.4.2',
        ),
        ...issue(
          'health_safety_notice',
          'Has a council or an expert told you about an ongoing health or safety problem with the property?',
          `${ISSUES}/ongoingHealthOrSafetyIssue`,
          'A5.5.1',
          'What is the problem, and who told you?',
          'A5.5.2',
        ),
      ],
    },
  ],
};

export const restrictionsSection: Section = {
  id: 'restrictions',
  name: 'Listing, conservation and protected trees',
  groups: [
    {
      id: 1401,
      questions: [
        ...issue(
          'listed_building',
          'Is the property a listed building?',
          `${LISTING}/isListed`,
          'C2.1.1.1',
          'What is the listing grade, and what does it cover?',
          'C2.1.1.2',
          yes_no_not_known,
        ),
        ...issue(
          'conservation_area',
          'Is the property in a conservation area?',
          `${LISTING}/isConservationArea`,
          'C2.1.2.1',
          'Which conservation area, and are there extra restrictions (an Article 4 direction)?',
          'C2.1.2.2',
          yes_no_not_known,
        ),
      ],
    },
    {
      id: 1402,
      name: 'Protected trees',
      questions: [
        {
          id: 'tree_preservation_order',
          question: 'As far as you know, does a tree preservation order cover any tree on the property?',
          type: 'select',
          required: 1,
          answers: yes_no_not_known,
          formReference: 'C2.1.3.1',
          pdtfPath: `${LISTING}/hasTreePreservationOrder/yesNo`,
        },
        {
          id: 'protected_tree_work',
          question: 'Has any work been done to the protected trees?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'tree_preservation_order',
          showIfAnswer: '1',
          formReference: 'C2.1.3.2',
          pdtfPath: `${LISTING}/hasTreePreservationOrder/workCarriedOut/yesNo`,
        },
        {
          id: 'protected_tree_consent',
          question: 'Was permission given for the work?',
          type: 'select',
          required: 1,
          answers: yes_no_not_known,
          showIfQuestion: 'protected_tree_work',
          showIfAnswer: '1',
          formReference: 'C2.1.3.3',
          pdtfPath: `${LISTING}/hasTreePreservationOrder/workCarriedOut/consentsObtained`,
        },
      ],
    },
  ],
};

export const rightsSection: Section = {
  id: 'rights',
  name: 'Rights and easements',
  groups: [
    {
      id: 1501,
      questions: issue(
        'public_right_of_way',
        'Is there a public right of way through or across the property, its buildings or land?',
        `${P}/rightsAndInformalArrangements/rightsOrArrangements/publicRightOfWay`,
        'C2.2.1.1',
        'Where does it run, and who uses it?',
        'C2.2.1.2',
      ),
    },
  ],
};

export const floodErosionSection: Section = {
  id: 'flood_erosion',
  name: 'Flood risk and coastal erosion',
  groups: [
    {
      id: 1601,
      name: 'Flood risk',
      questions: risk(
        'flood_risk',
        'As far as you know, is the property at risk of any kind of flooding?',
        `${FLOODING}/floodRisk`,
        'C3.1.1.1',
        'C3.1.1.2',
      ),
    },
    {
      id: 1602,
      name: 'Past flooding',
      questions: [
        {
          id: 'flooded',
          question: 'Has any part of the property, its garden or land flooded in the last 5 years?',
          type: 'select',
          required: 1,
          answers: yes_no,
          formReference: 'C3.1.1.2.1',
          pdtfPath: `${FLOODING}/historicalFlooding/hasBeenFlooded`,
        },
        {
          id: 'flood_type',
          question: 'What kind of flooding was it?',
          type: 'checkbox',
          required: 1,
          answers: enumOptions('Groundwater', 'Sewer', 'Surface water', 'Coastal', 'River', 'Other'),
          showIfQuestion: 'flooded',
          showIfAnswer: '1',
          formReference: 'C3.1.1.3',
          pdtfPath: `${FLOODING}/historicalFlooding/typeOfFlooding`,
        },
        details(
          'flood_details',
          'When did it flood, and which parts were affected?',
          { showIfQuestion: 'flooded', showIfAnswer: '1' },
          `${FLOODING}/historicalFlooding/details`,
          'C3.1.1.4',
        ),
      ],
    },
    {
      id: 1603,
      name: 'Flood defences',
      questions: [
        {
          id: 'flood_defences',
          question: 'Are flood defences fitted at the property, for example flood doors or air-brick covers?',
          type: 'select',
          required: 1,
          answers: yes_no,
          formReference: 'C3.1.1.3.1',
          pdtfPath: `${FLOODING}/floodDefences/hasFloodDefences`,
        },
        details(
          'flood_defences_details',
          'What defences are there?',
          { showIfQuestion: 'flood_defences', showIfAnswer: '1' },
          `${FLOODING}/floodDefences/details`,
          'C3.1.1.3.2',
        ),
      ],
    },
    {
      id: 1604,
      name: 'Coastal erosion',
      questions: risk(
        'coastal_erosion',
        'As far as you know, is the property affected by coastal erosion?',
        `${ENVIRONMENT}/coastalErosion`,
        'C3.2.1',
        'C3.2.2',
      ),
    },
  ],
};

export const planningSection: Section = {
  id: 'planning',
  name: 'Planning and development nearby',
  groups: [
    {
      id: 1701,
      questions: [
        ...issue(
          'neighbour_development',
          'Do you know of plans by a neighbour to develop land or buildings nearby, alter them or change their use?',
          `${P}/notices/neighbourDevelopment`,
          'C4.1.1',
          'What is planned, and where?',
          'C4.1.2',
        ),
        ...issue(
          'planning_application',
          'Do you know of any planning application that could affect the property, your enjoyment of it or its views?',
          `${P}/notices/planningApplication`,
          'C4.2.1',
          'What is the application, and where?',
          'C4.2.2',
        ),
      ],
    },
  ],
};

export const accessibilitySection: Section = {
  id: 'accessibility',
  name: 'Accessibility',
  groups: [
    {
      id: 1801,
      questions: [
        {
          id: 'accessibility_features',
          question: 'Which features make it easier to get into and around the property?',
          type: 'checkbox',
          required: 1,
          answers: enumOptions(
            'None',
            'Level access',
            'Ramped access',
            'Lift access',
            'Wide doorways',
            'Stairlift',
            'Level access shower',
            'Specialist bath',
            'Lateral living (all on one level)',
          ),
          formReference: 'C5',
          pdtfPath: `${P}/typeOfConstruction/accessibilityAndAdaptations`,
        },
      ],
    },
  ],
};

export const miningSection: Section = {
  id: 'mining',
  name: 'Coalfield and mining',
  groups: [
    {
      id: 1901,
      questions: [
        ...risk(
          'coal_mining',
          'As far as you know, is the property affected by past or present coal mining?',
          `${ENVIRONMENT}/coalMining`,
          'C6.1.1',
          'C6.1.1',
          0,
        ),
        ...risk(
          'non_coal_mining',
          'As far as you know, is the property affected by other mining, for example tin, clay or limestone?',
          `${ENVIRONMENT}/nonCoalMining`,
          'C6.2.1',
          'C6.2.2',
        ),
      ],
    },
  ],
};

export const partCSections: readonly Section[] = [
  buildingSafetySection,
  restrictionsSection,
  rightsSection,
  floodErosionSection,
  planningSection,
  accessibilitySection,
  miningSection,
];
