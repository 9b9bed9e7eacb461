/**
 * TA6 7.6 asks the seller to supply the property's Energy Performance Certificate. A certificate
 * lodged on the EPC register is public and valid for ten years from its lodgement, and the answer
 * names it (its provenance is the certificate's number and date, beside the answer and in the
 * export's verified claims), so while it is current the answer is "Already supplied". Once it has
 * expired, or when the register found none, the question is the seller's.
 */
import type { PublicFact } from '../public-records.ts';

export const CERTIFICATE_SUPPLIED_PATH = '/propertyPack/energyEfficiency/certificateIsSupplied';
const LODGEMENT_DATE_PATH = '/propertyPack/energyEfficiency/certificate/lodgementDate';

/** How long a domestic EPC is valid (Energy Performance of Buildings Regulations 2012, reg. 11). */
export const CERTIFICATE_VALID_YEARS = 10;

/** Whether a certificate lodged on `lodgementDate` (ISO) is still valid on `today`. */
export function isCertificateCurrent(lodgementDate: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(lodgementDate);
  if (!match) return false;
  const lodged = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(lodged) || lodged > today.getTime()) return false;
  const expires = Date.UTC(Number(match[1]) + CERTIFICATE_VALID_YEARS, Number(match[2]) - 1, Number(match[3]));
  return today.getTime() < expires;
}

/**
 * The "Already supplied" fact on `today`, with the energy certificate's own provenance, when the
 * records hold a current certificate from the energy certificate register; null otherwise.
 */
export function certificateSuppliedFact(facts: Readonly<Record<string, PublicFact>>, today: Date): PublicFact | null {
  const lodged = facts[LODGEMENT_DATE_PATH];
  if (!lodged || lodged.source !== 'energy-certificate' || typeof lodged.value !== 'string') return null;
  if (!isCertificateCurrent(lodged.value, today)) return null;
  return { ...lodged, path: CERTIFICATE_SUPPLIED_PATH, value: 'Already supplied' };
}
