import type { PortalLinkPayload, PropertyPortalResponse } from '../../../contracts/portal.ts';
import { isSameAddress, listingKey, listingLine, type AddressKey } from '../../../domain/portal/listing-address.ts';
import type { Db } from '../../store/database.ts';
import { findPortalLink, type PortalLink } from '../../store/portal-links.ts';
import type { Viewer } from '../../store/viewer.ts';
import { propertyOnPortal, type PropertyOnPortal } from './property-portal.ts';

export function linkPayload(link: PortalLink, key: AddressKey): PortalLinkPayload {
  return {
    listing_id: link.listingId,
    address: link.address ? { county: '', ...link.address } : null,
    line: link.address ? listingLine(link.address) : link.listingId,
    same_address: link.address ? isSameAddress(key, listingKey(link.address)) : false,
    linked_at: link.linkedAt.toISOString(),
    linked_by_name: link.linkedByName,
  };
}

/** `GET /property/{id}/portal-listing`: the listing the property is linked to, and whether the viewer may change it. */
export async function readPortalLink(
  db: Db,
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<PropertyPortalResponse> {
  const property = await propertyOnPortal(db, { viewer, propertyId });
  return portalLinkJson(property, await findPortalLink(db, property.id));
}

/** A property's portal link as the API sends it to one viewer. */
export function portalLinkJson(property: PropertyOnPortal, link: PortalLink | undefined): PropertyPortalResponse {
  return {
    property_id: property.id,
    uses_portal: property.usesPortal,
    linked: link ? linkPayload(link, property.key) : null,
    may_change: property.mayChange && property.usesPortal,
  };
}
