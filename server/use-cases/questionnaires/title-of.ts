import type { TitleData } from '../../../domain/forms/title-data.ts';
import type { PropertyData } from '../../store/schema.ts';

type Passport = {
  address_lines?: string[];
  postcode?: string;
  current_proprietorship_date?: string;
  tenure_title_code?: string | number;
  leaseTerm?: string | number | null;
  deeds?: string[];
  leasehold_agreement?: string | null;
};

/**
 * The title data the forms prefill from, read from the property's data.passport (as the wizard
 * stores it from the Land Registry register); null when the property has none.
 */
export function titleOf(data: PropertyData): TitleData | null {
  const passport = data.passport as Passport | undefined;
  if (!passport || typeof passport !== 'object') return null;
  return {
    // The register gives the postcode first, then the lines (domain/forms/title-data.ts).
    address: passport.address_lines ? [passport.postcode ?? '', ...passport.address_lines].filter(Boolean) : undefined,
    currentProprietorshipDate: passport.current_proprietorship_date ?? undefined,
    tenureTitleCode: passport.tenure_title_code ?? undefined,
    leaseTerm: passport.leaseTerm ?? undefined,
    deeds: passport.deeds,
    leaseholdAgreement: passport.leasehold_agreement ?? undefined,
  };
}
