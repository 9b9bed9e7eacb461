import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PropertyListQuery, PropertyListResponse, PropertyParams, PropertyPayload } from '../../../contracts/properties.ts';
import { replies } from '../../../contracts/replies.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { paginate } from '../../../domain/pagination.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { viewerOf } from '../auth/authenticate.ts';
import { notFound } from '../errors.ts';
import { userSummaryJson } from '../users/user-json.ts';
import type { RestDeps } from '../deps.ts';
import { listForRequest } from './list.ts';
import { propertyJson } from './property-json.ts';

export const propertyRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get('/properties', { schema: { querystring: PropertyListQuery, response: replies(PropertyListResponse) }, config: { access: 'AUTHENTICATED', viewerReadByRoute: true } }, async (request) => {
    const { page, page_size: pageSize, deleted, search } = request.query;
    const { viewer, properties, total } = await listForRequest(db, request, { page, pageSize, search, deleted: deleted === 1 });
    const pagination = paginate(page, pageSize, total);
    return {
      properties: properties.map((property) => propertyJson(property, viewer)),
      pagination: { page: pagination.page, page_size: pagination.pageSize, total: pagination.total, total_pages: pagination.totalPages },
      user: userSummaryJson(request.viewerRecord!),
    };
  });

  app.get(
    '/property/:id',
    { schema: { params: PropertyParams, response: replies(PropertyPayload) }, config: { access: 'AUTHENTICATED' } },
    async (request) => {
      const viewer = viewerOf(request);
      const property = await findVisibleProperty(db, viewer, request.params.id);
      if (!property) throw notFound(MESSAGES.propertyNotFound(request.params.id));
      return propertyJson(property, viewer);
    },
  );
};
