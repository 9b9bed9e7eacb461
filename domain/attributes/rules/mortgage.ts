import { answerText, PATHS, type AttributeInputs } from '../inputs.ts';
import type { Rating } from './complexity.ts';
import { worksWithoutApproval } from './complexity.ts';
import { onerousGroundRent } from './title-alerts.ts';

/** Below this many years left a lease is not mortgageable with most lenders. */
export const UNMORTGAGEABLE_LEASE_YEARS = 70;

/** Lenders' restrictions (consent of the chargee) go when the charge is redeemed; others stay. */
function isLenderRestriction(text: string): boolean {
  return /proprietor for the time being of the charge/i.test(text);
}

/** Check 1 Title: red without a title or with a lease under 70 years; amber for a short lease, other restrictions or an onerous ground rent. */
export function checkTitle(inputs: AttributeInputs): Rating {
  const title = inputs.title;
  if (!title) return 'RED';
  const years = title.leasehold ? title.leaseYearsRemaining : null;
  if (years !== null && years < UNMORTGAGEABLE_LEASE_YEARS) return 'RED';
  const otherRestrictions = title.restrictions.some((text) => !isLenderRestriction(text));
  if ((years !== null && years < 80) || otherRestrictions || onerousGroundRent(inputs) === 'true') return 'AMBER';
  return 'GREEN';
}

/** Check 2 Previous Mortgage: red when the sellers say the sale will not repay their mortgages; amber with several charges or no register to read. */
export function checkPreviousMortgage(inputs: AttributeInputs): Rating {
  if (answerText(inputs, PATHS.sufficientToRepay) === '2') return 'RED';
  if (!inputs.title || inputs.title.charges.length > 1) return 'AMBER';
  return 'GREEN';
}

/** Check 3 Due Diligence: red for disputes, planning breaches or works without approval; amber while the property information form is incomplete. */
export function checkDueDiligence(inputs: AttributeInputs): Rating {
  const red =
    ['1'].includes(answerText(inputs, PATHS.disputes) ?? '') ||
    answerText(inputs, PATHS.planningBreaches) === '1' ||
    worksWithoutApproval(inputs);
  if (red) return 'RED';
  return inputs.propertyInformationCompletion < 100 ? 'AMBER' : 'GREEN';
}

const ORDER: Rating[] = ['GREEN', 'AMBER', 'RED'];

/** Combined: the worst of the three checks. */
export function combinedMortgage(checks: readonly Rating[]): Rating {
  return checks.reduce<Rating>(
    (worst, check) => (ORDER.indexOf(check) > ORDER.indexOf(worst) ? check : worst),
    'GREEN',
  );
}
