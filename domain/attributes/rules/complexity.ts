import { answeredYes, answerText, PATHS, type AttributeInputs } from '../inputs.ts';
import { isLeasehold, onerousGroundRent, restrictions, restrictiveCovenants, shortLease } from './title-alerts.ts';
import { proprietorNotSeller, recentOwnershipChange } from './fraud-risk.ts';

/** A complexity issue and how many percentage points it adds. */
export type ComplexityIssue = { key: string; weight: number };

/** Every transaction starts here: searches, enquiries and the contract take work however clean the title. */
export const BASE_COMPLEXITY = 20;

/** The issues a conveyancer would have to resolve, each with its weight (docs/attributes.md). */
const ISSUE_RULES: readonly { key: string; weight: number; applies: (inputs: AttributeInputs) => boolean }[] = [
  { key: 'no_title_data', weight: 15, applies: (inputs) => inputs.title === null },
  { key: 'leasehold', weight: 10, applies: (inputs) => isLeasehold(inputs) === true },
  { key: 'short_lease', weight: 15, applies: (inputs) => shortLease(inputs) === 'true' },
  { key: 'onerous_ground_rent', weight: 10, applies: (inputs) => onerousGroundRent(inputs) === 'true' },
  { key: 'restrictions', weight: 10, applies: (inputs) => restrictions(inputs) === 'true' },
  { key: 'restrictive_covenants', weight: 5, applies: (inputs) => restrictiveCovenants(inputs) === 'true' },
  { key: 'several_charges', weight: 5, applies: (inputs) => (inputs.title?.charges.length ?? 0) > 1 },
  { key: 'works_without_approval', weight: 10, applies: worksWithoutApproval },
  { key: 'unfinished_works', weight: 5, applies: (inputs) => answeredYes(inputs, PATHS.worksUnfinished) },
  {
    key: 'planning_issues',
    weight: 10,
    applies: (inputs) => answeredYes(inputs, PATHS.planningBreaches) || answeredYes(inputs, PATHS.unresolvedPlanning),
  },
  { key: 'disputes', weight: 10, applies: (inputs) => answeredYes(inputs, PATHS.disputes) },
  { key: 'flooding', weight: 5, applies: (inputs) => answeredYes(inputs, PATHS.flooded) },
  { key: 'off_mains_drainage', weight: 5, applies: (inputs) => answerText(inputs, PATHS.mainsFoulDrainage) === '3' },
  { key: 'proprietor_not_seller', weight: 10, applies: (inputs) => proprietorNotSeller(inputs) === 'true' },
  { key: 'recent_ownership_change', weight: 5, applies: (inputs) => recentOwnershipChange(inputs) === 'true' },
];

/** Alterations, a conservatory or a change of use the sellers say went ahead without building regulations approval. */
export function worksWithoutApproval(inputs: AttributeInputs): boolean {
  const pairs = [
    [PATHS.structuralAlterations, PATHS.structuralRegsApproval],
    [PATHS.conservatory, PATHS.conservatoryRegsApproval],
    [PATHS.changeOfUse, PATHS.changeOfUseRegsApproval],
  ] as const;
  return pairs.some(([works, approval]) => answeredYes(inputs, works) && answerText(inputs, approval) === '2');
}

export function complexityIssues(inputs: AttributeInputs): ComplexityIssue[] {
  return ISSUE_RULES.filter((rule) => rule.applies(inputs)).map(({ key, weight }) => ({ key, weight }));
}

/** Complexity in percent: the base plus the weight of every issue, at most 100. */
export function complexityPercent(issues: readonly ComplexityIssue[]): number {
  return Math.min(100, BASE_COMPLEXITY + issues.reduce((sum, issue) => sum + issue.weight, 0));
}

export type Rating = 'GREEN' | 'AMBER' | 'RED';

/** Spec 02 §9: green at 45 % or less, amber up to 60 %, red above. */
export function complexityRating(percent: number): Rating {
  if (percent <= 45) return 'GREEN';
  if (percent <= 60) return 'AMBER';
  return 'RED';
}
