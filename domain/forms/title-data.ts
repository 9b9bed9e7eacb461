/**
 * The title data a property carries (spec 02 §3 data.passport) and the facts it states, keyed by
 * PDTF path, so any form's question with that path can be pre-filled from it. Select facts are
 * given as labels ('Freehold') and matched to each question's own option keys.
 */

export type TitleData = Readonly<{
  /** Address as the title register gives it: the postcode first, then the lines (see docs/decisions/0036-title-data-and-prefill.md). */
  address?: readonly string[];
  /** ISO date, e.g. '2014-06-30'. */
  currentProprietorshipDate?: string;
  /** Land Registry tenure code: 10 freehold, 60 leasehold (spec 02 §9). */
  tenureTitleCode?: string | number;
  /** Years left on the lease. */
  leaseTerm?: string | number;
  /** deeds[0] the register link, deeds[1] the plan link. */
  deeds?: readonly string[];
  leaseholdAgreement?: string;
}>;

export const TENURE_FREEHOLD = '10';
export const TENURE_LEASEHOLD = '60';

export type TitleFact = { value: string; matchBy: 'value' | 'label' };

const ADDRESS = '/propertyPack/address';

export function tenureOf(title: TitleData): 'freehold' | 'leasehold' | null {
  const code = title.tenureTitleCode === undefined ? '' : String(title.tenureTitleCode);
  if (code === TENURE_FREEHOLD) return 'freehold';
  if (code === TENURE_LEASEHOLD) return 'leasehold';
  return null;
}

/** Parts of the proprietorship date; null when it is not a date. */
export function proprietorshipParts(title: TitleData): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})/.exec(title.currentProprietorshipDate ?? '');
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

export function addressLines(title: TitleData): string[] {
  return (title.address ?? []).map((line) => line.trim()).filter((line) => line !== '');
}

/** The facts the title states, by PDTF path. */
export function titleFacts(title: TitleData): Record<string, TitleFact> {
  const facts: Record<string, TitleFact> = {};
  const [postcode, ...lines] = addressLines(title);
  if (postcode) facts[`${ADDRESS}/postcode`] = { value: postcode, matchBy: 'value' };
  lines.slice(0, 3).forEach((line, i) => (facts[`${ADDRESS}/line${i + 1}`] = { value: line, matchBy: 'value' }));
  if (lines.length > 1) facts[`${ADDRESS}/town`] = { value: lines[lines.length - 1]!, matchBy: 'value' };
  const tenure = tenureOf(title);
  if (tenure) {
    const label = tenure === 'freehold' ? 'Freehold' : 'Leasehold';
    facts['/propertyPack/ownership/ownershipsToBeTransferred/ownershipType'] = { value: label, matchBy: 'label' };
    facts['/propertyPack/marketingTenure'] = { value: label, matchBy: 'label' };
  }
  return facts;
}
