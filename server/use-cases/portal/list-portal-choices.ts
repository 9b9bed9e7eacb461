import type { FastifyBaseLogger } from 'fastify';
import type { PortalChoicesResponse } from '../../../contracts/portal.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { listingLine, rankListings } from '../../../domain/portal/listing-address.ts';
import { conflict, forbidden } from '../app-error.ts';
import type { Providers } from '../../services/providers.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { providerCall } from '../wizard/provider-call.ts';
import { propertyOnPortal, type PropertyOnPortal } from './property-portal.ts';

type Deps = { db: Db; providers: Providers; log: FastifyBaseLogger };

/** The property, when the viewer may change its link and its agency uses a portal (else 403 or 409). */
export async function changeableOnPortal(
  db: Db,
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<PropertyOnPortal> {
  const property = await propertyOnPortal(db, { viewer, propertyId });
  if (!property.mayChange) throw forbidden(MESSAGES.portalLinkNotYours);
  if (!property.usesPortal || property.agencyId === null) throw conflict(MESSAGES.propertyPortalNotUsed);
  return property;
}

/**
 * `GET /property/{id}/portal-listings`: the owning agency's listings at the property's postcode, the
 * one at the property's address first and marked, for the agency to link or change the link.
 */
export async function listPortalChoices(
  { db, providers, log }: Deps,
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<PortalChoicesResponse> {
  const property = await changeableOnPortal(db, { viewer, propertyId });
  const listings = await providerCall(log, () =>
    providers.portal.search(property.key.postcode, property.agencyId as number),
  );
  return {
    property_id: property.id,
    address_line: property.addressLine,
    listings: rankListings(property.key, listings).map(({ listing, sameAddress }) => ({
      id: listing.id,
      address: listing.address,
      line: listingLine(listing.address),
      same_address: sameAddress,
    })),
    sample: providers.portal.sample,
  };
}
