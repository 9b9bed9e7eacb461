import { answeredYes, answerText, flag, PATHS, type AttributeInputs } from '../inputs.ts';

/** Leases with fewer years left than this are short: lenders hesitate and buyers pay to extend. */
export const SHORT_LEASE_YEARS = 80;
/** Ground rent above this share of the last sale price a year is onerous (spec 02 §9). */
export const ONEROUS_GROUND_RENT_SHARE = 0.001;

/** Whether the register records restrictive covenants; unset without a title. */
export function restrictiveCovenants(inputs: AttributeInputs): string {
  return inputs.title ? flag(inputs.title.restrictiveCovenants.length > 0) : '';
}

/** Whether the proprietorship register carries restrictions on disposal; unset without a title. */
export function restrictions(inputs: AttributeInputs): string {
  return inputs.title ? flag(inputs.title.restrictions.length > 0) : '';
}

const WORKS = [
  PATHS.structuralAlterations,
  PATHS.conservatory,
  PATHS.changeOfUse,
  PATHS.windows,
  PATHS.worksUnfinished,
] as const;

/** Whether the sellers report building works (alterations, conservatory, change of use, windows, unfinished works); unset until one is answered. */
export function buildingWorks(inputs: AttributeInputs): string {
  if (!WORKS.some((path) => answerText(inputs, path) !== null)) return '';
  return flag(WORKS.some((path) => answeredYes(inputs, path)));
}

/** Is the property leasehold, from the title or else the sellers' answer (PDTF ownershipType 4 is Leasehold)? */
export function isLeasehold(inputs: AttributeInputs): boolean | null {
  if (inputs.title) return inputs.title.leasehold;
  const answer = answerText(inputs, PATHS.ownershipType);
  return answer === null ? null : answer === '4';
}

/** A lease with under 80 years left; false for freeholds; unset for a lease of unknown length. */
export function shortLease(inputs: AttributeInputs): string {
  const leasehold = isLeasehold(inputs);
  if (leasehold === null) return '';
  if (!leasehold) return flag(false);
  const years = inputs.title?.leaseYearsRemaining ?? null;
  return years === null ? '' : flag(years < SHORT_LEASE_YEARS);
}

/** The yearly ground rent the sellers report, when they say one is payable. */
export function annualGroundRent(inputs: AttributeInputs): number | null {
  if (answerText(inputs, PATHS.groundRentPayable) === '2') return 0;
  const raw = answerText(inputs, PATHS.annualGroundRent);
  if (raw === null) return null;
  const amount = Number(raw.replace(/[£,\s]/g, ''));
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** Ground rent above 0.1 % of the last sale price; false for freeholds; unset while either figure is unknown. */
export function onerousGroundRent(inputs: AttributeInputs): string {
  const leasehold = isLeasehold(inputs);
  if (leasehold === null) return '';
  if (!leasehold) return flag(false);
  const rent = annualGroundRent(inputs);
  const price = inputs.title?.lastSale?.price ?? null;
  if (rent === null || price === null || price <= 0) return '';
  return flag(rent > price * ONEROUS_GROUND_RENT_SHARE);
}

/** A freehold whose sellers pay charges anyway (estate rentcharges, management company); false for leaseholds. */
export function freeholdUnavoidableCosts(inputs: AttributeInputs): string {
  const leasehold = isLeasehold(inputs);
  if (leasehold === null) return '';
  if (leasehold) return flag(false);
  const answer = answerText(inputs, PATHS.otherCharges);
  return answer === null ? '' : flag(answer === '1');
}
