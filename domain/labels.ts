import { ORGANISATION_TYPE_ENUM, organisationTypeLabel } from './organisation-types.ts';
import { ROLE_ENUM, roleLabel } from './roles.ts';
import { WEBHOOK_EVENT_ENUM, WEBHOOK_EVENT_LABELS } from './webhooks/events.ts';

/**
 * The words every code is shown in, on screen and in every CSV: the values the attribute rules
 * produce (ratings, flags, complexity issues, property types, services, broadband, tenure), the
 * columns of the attribute statistics and the schema's enums that reach a screen. Reports and
 * admin lists read their words here and nowhere else, so a code never reaches a reader raw;
 * tests/unit/domain/labels.test.ts fails on any value the rules or the schema can produce that
 * has no words here.
 */

/** What an empty dimension means: the attribute's inputs are not there yet (no title, question unanswered). */
export const NOT_KNOWN_YET = 'Not known yet';

const YES_NO: Readonly<Record<string, string>> = { true: 'Yes', false: 'No' };

/** Ratings say what the colour means for the attribute it rates (spec 02 §9 gives the bands). */
const COMPLEXITY_RATING = {
  GREEN: 'Green: straightforward (45 % or less)',
  AMBER: 'Amber: some complexity (46 to 60 %)',
  RED: 'Red: complex (over 60 %)',
};
const TIMESCALE_RATING = {
  GREEN: 'Green: 16 weeks or less',
  AMBER: 'Amber: 17 to 18 weeks',
  RED: 'Red: over 18 weeks',
};
const MORTGAGE_RATING = {
  GREEN: 'Green: a lender should approve',
  AMBER: 'Amber: a lender may ask questions first',
  RED: 'Red: a lender is likely to refuse',
};

/** Each issue that adds to a property's complexity (domain/attributes/rules/complexity.ts). */
const COMPLEXITY_ISSUES: Readonly<Record<string, string>> = {
  none: 'No issues',
  no_title_data: 'No title register yet',
  leasehold: 'Leasehold',
  short_lease: 'Short lease (under 80 years left)',
  onerous_ground_rent: 'Onerous ground rent (over 0.1 % of the last sale price)',
  restrictions: 'Restrictions on the title',
  restrictive_covenants: 'Restrictive covenants',
  several_charges: 'More than one mortgage or charge on the title',
  works_without_approval: 'Works without building regulations approval',
  unfinished_works: 'Unfinished building works',
  planning_issues: 'Planning breaches or unresolved planning',
  disputes: 'Disputes with neighbours or others',
  flooding: 'Has flooded',
  off_mains_drainage: 'Not on mains drainage',
  proprietor_not_seller: 'Registered owner is not a seller',
  recent_ownership_change: 'Ownership changed in the last 12 months',
};

/** Property types, services, broadband kinds and tenures: the statistics' columns and the attributes' values. */
export const STATISTIC_LABELS: Readonly<Record<string, string>> = {
  terraced: 'Terraced',
  semi: 'Semi-detached',
  detached: 'Detached',
  bungalow: 'Bungalow',
  flat1: 'Flat (ground floor)',
  flat2: 'Flat (1st floor)',
  flat3: 'Flat (2nd floor)',
  flat4: 'Flat (3rd floor or higher)',
  other: 'Other',
  nonstandard: 'Non-standard (such as a park home)',
  electricity: 'Electricity',
  gas: 'Gas',
  water: 'Water',
  sewerage: 'Sewerage',
  telephone: 'Telephone',
  cable: 'Cable',
  broadband: 'Broadband',
  adsl: 'ADSL (broadband over the phone line)',
  fttc: 'FTTC (fibre to the street cabinet, copper to the home)',
  fttp: 'FTTP (full fibre to the home)',
  unknown: 'Not known or none',
  freehold: 'Freehold',
  leasehold: 'Leasehold',
  commonhold: 'Commonhold',
  freeholdpaycosts: 'Freehold paying estate charges',
  leaseholdlessthan80: 'Lease under 80 years',
  groundRentMoreThan01: 'Ground rent over 0.1 % of the price',
};

/** Values by attribute key; a key absent here is labelled by the shared tables below it. */
const BY_ATTRIBUTE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  complexity: COMPLEXITY_RATING,
  predicted_weeks: TIMESCALE_RATING,
  mortgage_check_title: MORTGAGE_RATING,
  mortgage_check_previous_mortgage: MORTGAGE_RATING,
  mortgage_check_due_diligence: MORTGAGE_RATING,
  mortgage_combined: MORTGAGE_RATING,
  complexity_issues: COMPLEXITY_ISSUES,
};

/** Timesavings are grouped in whole weeks by the rules ('6-7 weeks'). */
const WEEKS_BAND = /^(\d+)-(\d+) weeks$/;

/**
 * The words for one value of one attribute, or undefined when the table has none (a gap the
 * label test reports). An empty value is one whose inputs are missing.
 */
export function attributeValueLabel(attributeKey: string, value: string): string | undefined {
  if (value === '') return NOT_KNOWN_YET;
  const own = BY_ATTRIBUTE[attributeKey];
  if (own) return own[value];
  if (attributeKey === 'potential_timesavings') {
    const band = WEEKS_BAND.exec(value);
    return band ? `${band[1]} to ${band[2]} weeks` : undefined;
  }
  return YES_NO[value] ?? STATISTIC_LABELS[value];
}

/** What a screen or CSV shows for a value: its words, or, for a value the table lacks, the code made readable. */
export function attributeValueText(attributeKey: string, value: string): string {
  return attributeValueLabel(attributeKey, value) ?? readable(value);
}

/** A code as words ('some_code' → 'Some code'): only a fallback, never what the table means to show. */
function readable(code: string): string {
  const words = code
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema's enums that reach a screen or a CSV, each value in words. */
export const ENUM_LABELS = {
  ApiClientStatus: { ACTIVE: 'Active', REVOKED: 'Revoked' },
  WebhookDeliveryStatus: { PENDING: 'Waiting', DELIVERED: 'Delivered', FAILED: 'Failed' },
  WebhookEvent: Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_ENUM).map(([name, event]) => [name, WEBHOOK_EVENT_LABELS[event]]),
  ),
  SearchesOrderStatus: { ORDERED: 'Ordered', DELIVERED: 'Delivered', FAILED: 'Failed' },
  OrganisationType: Object.fromEntries(
    Object.entries(ORGANISATION_TYPE_ENUM).map(([name, code]) => [name, organisationTypeLabel(code)]),
  ),
  Role: Object.fromEntries(Object.entries(ROLE_ENUM).map(([name, code]) => [name, roleLabel(code)])),
} satisfies Record<string, Readonly<Record<string, string>>>;

/** The background-job queues, as the failed jobs screen names them. */
export const JOB_QUEUE_LABELS: Readonly<Record<string, string>> = {
  mail: 'Email',
  'search-pack': 'Property searches',
  'public-records': 'Public records',
  'notify-agents': 'Agent notification',
  attributes: 'Property attributes',
  'attributes-all': 'Property attributes (all properties)',
  webhooks: 'Webhook delivery',
};

/** A queue in words; a queue the table lacks reads as its name made readable. */
export function jobQueueText(queue: string): string {
  return JOB_QUEUE_LABELS[queue] ?? readable(queue);
}

/**
 * Abbreviations and product terms, spelled out where a screen uses them (a tooltip or a line
 * beside the term).
 */
export const TERMS = {
  HOP: 'HOP (Home Owner Pack): one property being prepared for sale here',
  TA6: 'TA6: the Law Society’s Property Information form',
  sellersInvited: 'Properties with at least one seller invited',
  marketReady: 'Properties that have finished the Move Ready phase and can go on the market',
  contractReady: 'Properties that have finished the Contract Ready phase',
  exchangeReady: 'Properties whose Exchange Ready phase is complete',
  lawyerInstructed: 'Properties made available to a solicitors’ firm',
} as const;
