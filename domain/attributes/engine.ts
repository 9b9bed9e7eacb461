import { type AttributeInputs, type DerivedAttribute } from './inputs.ts';
import { complexityIssues, complexityPercent, complexityRating } from './rules/complexity.ts';
import { noChargeLongHeld, proprietorNotSeller, recentOwnershipChange, titleUnverified } from './rules/fraud-risk.ts';
import { checkDueDiligence, checkPreviousMortgage, checkTitle, combinedMortgage } from './rules/mortgage.ts';
import { broadbandKind, propertyType, services, tenure } from './rules/statistics.ts';
import { potentialTimesavings, predictedWeeks, timesavingsBand, timescaleRating } from './rules/timescale.ts';
import {
  buildingWorks,
  freeholdUnavoidableCosts,
  onerousGroundRent,
  restrictions,
  restrictiveCovenants,
  shortLease,
} from './rules/title-alerts.ts';

const one = (key: string, dimension: string, value: number | null = null): DerivedAttribute => ({
  key,
  dimension,
  value,
});

/**
 * Every attribute of one property from its inputs: one row per attribute, several for the
 * multi-valued ones (complexity issues, services), each with the dimension reports group by.
 */
export function deriveAttributes(inputs: AttributeInputs): DerivedAttribute[] {
  const issues = complexityIssues(inputs);
  const complexity = complexityPercent(issues);
  const weeks = predictedWeeks(complexity, inputs.phaseId);
  const savings = potentialTimesavings(complexity, inputs.phaseId);
  const checks = [checkTitle(inputs), checkPreviousMortgage(inputs), checkDueDiligence(inputs)];
  const connected = services(inputs);
  return [
    one('complexity', complexityRating(complexity), complexity),
    ...(issues.length
      ? issues.map((issue) => one('complexity_issues', issue.key, issue.weight))
      : [one('complexity_issues', 'none', 0)]),
    one('predicted_weeks', timescaleRating(weeks), weeks),
    one('potential_timesavings', timesavingsBand(savings), savings),
    one('restrictive_covenants', restrictiveCovenants(inputs)),
    one('restrictions', restrictions(inputs)),
    one('building_works', buildingWorks(inputs)),
    one('short_lease', shortLease(inputs)),
    one('onerous_ground_rent', onerousGroundRent(inputs)),
    one('freehold_unavoidable_costs', freeholdUnavoidableCosts(inputs)),
    one('mortgage_check_title', checks[0]),
    one('mortgage_check_previous_mortgage', checks[1]),
    one('mortgage_check_due_diligence', checks[2]),
    one('mortgage_combined', combinedMortgage(checks)),
    one('fraud_risk_proprietor_mismatch', proprietorNotSeller(inputs)),
    one('fraud_risk_recent_ownership_change', recentOwnershipChange(inputs)),
    one('fraud_risk_no_charge_long_held', noChargeLongHeld(inputs)),
    one('fraud_risk_title_unverified', titleUnverified(inputs)),
    one('property_type', propertyType(inputs)),
    ...(connected.length ? connected.map((service) => one('services', service)) : [one('services', '')]),
    one('broadband', broadbandKind(inputs)),
    one('tenure', tenure(inputs)),
  ];
}
