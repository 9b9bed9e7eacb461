import type { PortalProperty } from '../../../contracts/wizard.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { mayLinkPortalListing } from '../../../domain/portal/portal-access.ts';
import type { AddressKey } from '../../../domain/portal/listing-address.ts';
import { notFound } from '../app-error.ts';
import type { Db } from '../../store/database.ts';
import { organisationPortalSettings, type PropertyPortalRow } from '../../store/portal-links.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';

/** A property as its portal link is read and changed: where it is, whose portal, and who may change the link. */
export type PropertyOnPortal = {
  id: number;
  /** Its premises and postcode, as listings are compared with it. */
  key: AddressKey;
  addressLine: string;
  agencyId: number | null;
  usesPortal: boolean;
  mayChange: boolean;
};

/** The property, when the viewer sees it (else 404), with its owning agency's portal settings. */
export async function propertyOnPortal(
  db: Db,
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<PropertyOnPortal> {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  const agency = property.agencyId === null ? undefined : await organisationPortalSettings(db, property.agencyId);
  return onPortal(viewer, {
    id: property.id,
    name: property.name,
    postcode: property.postcode,
    address: property.address,
    agencyId: property.agencyId,
    agencyParentId: agency?.parentId ?? null,
    usesPortal: agency?.usesPortal ?? false,
  });
}

/** A property the viewer sees, with its owning agency's portal settings, as its portal link is read and changed. */
export function onPortal(viewer: Viewer, property: Omit<PropertyPortalRow, 'link'>): PropertyOnPortal {
  return {
    id: property.id,
    // The property's name is its premises line as the wizard wrote it ("Flat 3, 7 Lansdown Road").
    key: { premises: property.name, postcode: property.postcode },
    addressLine: property.address,
    agencyId: property.agencyId,
    usesPortal: property.usesPortal,
    mayChange: mayLinkPortalListing(viewer, { agencyId: property.agencyId, agencyParentId: property.agencyParentId }),
  };
}

/** The portal's listings are its own shape; the API answers their address as the portal gives it. */
export type Listing = PortalProperty;
