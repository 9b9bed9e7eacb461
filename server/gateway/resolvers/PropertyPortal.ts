import type {
  PortalChoiceResolvers,
  PortalChoicesResolvers,
  PortalLinkResolvers,
  PropertyPortalResolvers,
} from '../generated/resolvers-types.ts';

/** A property's portal link, renamed from the REST answer (contracts/portal.ts). */
export const PropertyPortal: PropertyPortalResolvers = {
  id: (portal) => String(portal.property_id),
  usesPortal: (portal) => portal.uses_portal,
  linked: (portal) => portal.linked,
  viewerCanChange: (portal) => portal.may_change,
};

export const PortalLink: PortalLinkResolvers = {
  listingId: (link) => link.listing_id,
  line: (link) => link.line,
  sameAddress: (link) => link.same_address,
  linkedAt: (link) => link.linked_at,
  linkedByName: (link) => link.linked_by_name,
};

export const PortalChoices: PortalChoicesResolvers = {
  addressLine: (choices) => choices.address_line,
  listings: (choices) => choices.listings,
  sample: (choices) => choices.sample,
};

export const PortalChoice: PortalChoiceResolvers = {
  id: (choice) => choice.id,
  line: (choice) => choice.line,
  sameAddress: (choice) => choice.same_address,
};
