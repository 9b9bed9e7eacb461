import type { PortalProperty } from '../../../contracts/wizard.ts';

/** The agency portal (an Alto-style CRM): the agency's own listings at a postcode. */
export interface Portal {
  /** True when the answers are the shipped sample listings, which the screens then say. */
  readonly sample: boolean;
  /** Listings of the organisation at the (normalised) postcode; empty when there are none. */
  search(postcode: string, organisationId: number): Promise<PortalProperty[]>;
}
