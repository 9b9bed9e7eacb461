import { Type, type Static } from 'typebox';
import { DateTimeText, Nullable, PropertyId } from './common.ts';
import { PortalProperty } from './wizard.ts';

export const PortalLinkParams = Type.Object({ id: PropertyId });

/** The listing a property is linked to. */
export const PortalLinkPayload = Type.Object({
  listing_id: Type.String(),
  /** The listing's address when it was linked; null for a link kept from before addresses were. */
  address: Nullable(PortalProperty.properties.address),
  /** The listing as one line, or its id when its address was not kept. */
  line: Type.String(),
  /** Whether the listing is at the property's address (domain/portal/listing-address.ts). */
  same_address: Type.Boolean(),
  linked_at: DateTimeText,
  linked_by_name: Nullable(Type.String()),
});
export type PortalLinkPayload = Static<typeof PortalLinkPayload>;

/** `GET /property/{id}/portal-listing`: the property's link, and whether the viewer may change it. */
export const PropertyPortalResponse = Type.Object({
  property_id: PropertyId,
  /** Whether the agency that owns the property lists on a portal. */
  uses_portal: Type.Boolean(),
  linked: Nullable(PortalLinkPayload),
  may_change: Type.Boolean(),
});
export type PropertyPortalResponse = Static<typeof PropertyPortalResponse>;

/** A listing offered for the property, marked when it is at the property's address. */
export const PortalChoicePayload = Type.Object({
  id: Type.String(),
  address: PortalProperty.properties.address,
  line: Type.String(),
  same_address: Type.Boolean(),
});
export type PortalChoicePayload = Static<typeof PortalChoicePayload>;

/** `GET /property/{id}/portal-listings`: the agency's listings at the property's postcode, the one at its address first. */
export const PortalChoicesResponse = Type.Object({
  property_id: PropertyId,
  /** The property's address, as the listings are compared with it. */
  address_line: Type.String(),
  listings: Type.Array(PortalChoicePayload),
  sample: Type.Boolean(),
});
export type PortalChoicesResponse = Static<typeof PortalChoicesResponse>;

/** `PUT /property/{id}/portal-listing`: a listing of the agency's portal at the property's postcode, or null to unlink. */
export const LinkPortalListingBody = Type.Object({ alto_id: Nullable(Type.String({ minLength: 1, maxLength: 64 })) });
export type LinkPortalListingBody = Static<typeof LinkPortalListingBody>;
