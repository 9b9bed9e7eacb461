import type { FastifyBaseLogger } from 'fastify';
import type { PropertyPortalResponse } from '../../../contracts/portal.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { badRequest } from '../app-error.ts';
import type { Providers } from '../../services/providers.ts';
import type { Db } from '../../store/database.ts';
import { removePortalLink, savePortalLink } from '../../store/portal-links.ts';
import type { Viewer } from '../../store/viewer.ts';
import { providerCall } from '../wizard/provider-call.ts';
import { changeableOnPortal } from './list-portal-choices.ts';
import { readPortalLink } from './read-portal-link.ts';
import type { Listing } from './property-portal.ts';

type Deps = { db: Db; providers: Providers; log: FastifyBaseLogger };

/**
 * The listing of an organisation's portal at a postcode with the given id; a 400 naming it when the
 * portal has none, so a property is only ever linked to a listing the portal holds.
 */
export async function portalListing(
  { providers, log }: Omit<Deps, 'db'>,
  { organisationId, postcode, listingId }: { organisationId: number; postcode: string; listingId: string },
): Promise<Listing> {
  const listings = await providerCall(log, () => providers.portal.search(postcode, organisationId));
  const listing = listings.find((candidate) => candidate.id === listingId);
  if (!listing) throw badRequest(MESSAGES.portalListingNotFound(listingId, postcode));
  return listing;
}

/**
 * `PUT /property/{id}/portal-listing`: links the property to a listing of its agency's portal at its
 * postcode, replacing any earlier link, or unlinks it (null). A listing at another address may be
 * linked (the portal may write the address its own way); the screens warn first, and the answer
 * says whether it is at the property's address.
 */
export async function linkPortalListing(
  deps: Deps,
  { viewer, propertyId, listingId }: { viewer: Viewer; propertyId: number; listingId: string | null },
): Promise<PropertyPortalResponse> {
  const property = await changeableOnPortal(deps.db, { viewer, propertyId });
  if (listingId === null) await removePortalLink(deps.db, property.id);
  else {
    const listing = await portalListing(deps, {
      organisationId: property.agencyId as number,
      postcode: property.key.postcode,
      listingId,
    });
    await savePortalLink(deps.db, {
      propertyId: property.id,
      listingId: listing.id,
      address: listing.address,
      linkedBy: viewer.id,
    });
  }
  return readPortalLink(deps.db, { viewer, propertyId: property.id });
}
