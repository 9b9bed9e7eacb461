import type { AddressResult } from '../../../contracts/wizard.ts';

/**
 * Finds the addresses at a UK postcode. `find` is given a normalised postcode ("GL50 1QA") and
 * answers an empty list when the postcode has no addresses.
 */
export interface AddressLookup {
  /** True when the answers are the shipped sample data set, which the screens then say. */
  readonly sample: boolean;
  find(postcode: string): Promise<AddressResult[]>;
}
