import type { PortalPropertyResolvers } from '../generated/resolvers-types.ts';

/** The portal's nested address is flattened: a listing is its address. */
export const PortalProperty: PortalPropertyResolvers = {
  nameNo: (listing) => listing.address.nameNo,
  subDwelling: (listing) => listing.address.subDwelling,
  street: (listing) => listing.address.street,
  town: (listing) => listing.address.town,
  county: (listing) => listing.address.county,
  postcode: (listing) => listing.address.postcode,
};
