import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LinkPortalListingBody,
  PortalChoicesResponse,
  PortalLinkParams,
  PropertyPortalResponse,
} from '../../../contracts/portal.ts';
import { replies } from '../../../contracts/replies.ts';
import { linkPortalListing } from '../../use-cases/portal/link-portal-listing.ts';
import { listPortalChoices } from '../../use-cases/portal/list-portal-choices.ts';
import { readPortalLink } from '../../use-cases/portal/read-portal-link.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';

/**
 * A property's link to a listing on its agency's portal (spec 02 §4.5): read by those who see a
 * property's details, listed and changed by the agency's own staff (GraphQL `Property.portal`,
 * `portalChoices`, `linkPortalListing`).
 */
export const portalRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, providers }) => {
  app.get(
    '/property/:id/portal-listing',
    {
      schema: { params: PortalLinkParams, response: replies(PropertyPortalResponse) },
      config: { access: 'VIEW_PROPERTY_META' },
    },
    async (request) => readPortalLink(db, { viewer: viewerOf(request), propertyId: request.params.id }),
  );

  app.get(
    '/property/:id/portal-listings',
    {
      schema: { params: PortalLinkParams, response: replies(PortalChoicesResponse) },
      config: { access: 'LINK_PORTAL_LISTING' },
    },
    async (request) =>
      listPortalChoices(
        { db, providers, log: request.log },
        { viewer: viewerOf(request), propertyId: request.params.id },
      ),
  );

  app.put(
    '/property/:id/portal-listing',
    {
      schema: { params: PortalLinkParams, body: LinkPortalListingBody, response: replies(PropertyPortalResponse) },
      config: { access: 'LINK_PORTAL_LISTING' },
    },
    async (request) =>
      linkPortalListing(
        { db, providers, log: request.log },
        { viewer: viewerOf(request), propertyId: request.params.id, listingId: request.body.alto_id },
      ),
  );
};
