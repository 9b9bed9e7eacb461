import type { AddressLookup } from './address-lookup.ts';
import { sampleAddresses } from './premises.ts';
import { SAMPLE_STREETS } from './sample-addresses.ts';

/** The embedded default: the shipped sample addresses, so demo mode works without an account anywhere. */
export function sampleAddressLookup(): AddressLookup {
  const byPostcode = new Map(SAMPLE_STREETS.map((street) => [street.postcode, sampleAddresses(street)]));
  return {
    sample: true,
    find: async (postcode) => byPostcode.get(postcode) ?? [],
  };
}
