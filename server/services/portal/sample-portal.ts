import type { PortalProperty } from '../../../contracts/wizard.ts';
import { parsePremises } from '../address-lookup/premises.ts';
import { SAMPLE_STREETS } from '../address-lookup/sample-addresses.ts';
import type { Portal } from './portal.ts';

/**
 * The embedded default: every other sample address is "on the market" in the sample portal, with a
 * stable listing id, so the portal step has something to match and something to skip.
 */
export function samplePortal(): Portal {
  const listings = new Map<string, PortalProperty[]>();
  let n = 0;
  for (const street of SAMPLE_STREETS) {
    const found: PortalProperty[] = [];
    for (const premises of street.premises) {
      n += 1;
      if (n % 2 === 0) continue;
      const parts = parsePremises(premises);
      found.push({
        id: `ALTO-${String(40000 + n * 37).padStart(6, '0')}`,
        address: {
          nameNo: parts.building_number || parts.building_name,
          subDwelling: parts.sub_building_name,
          street: street.street,
          town: street.town,
          county: street.county,
          postcode: street.postcode,
        },
      });
    }
    listings.set(street.postcode, found);
  }
  return { sample: true, search: async (postcode) => listings.get(postcode) ?? [] };
}
