import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MESSAGES } from '../../../domain/messages.ts';
import { MAX_PAGE_SIZE, paginate, PROPERTY_PAGE_SIZE } from '../../../domain/pagination.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { viewerOf } from '../auth/authenticate.ts';
import { notFound } from '../errors.ts';
import { userSummaryJson } from '../users/user-json.ts';
import type { RestDeps } from '../deps.ts';
import { listForRequest } from './list.ts';
import { propertyJson } from './property-json.ts';
import { PropertyId } from '../params.ts';

/** Booleans travel as 0/1 in the query string (spec 01 §5). */
const ZeroOne = Type.Union([Type.Literal(0), Type.Literal(1)]);

const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PROPERTY_PAGE_SIZE }),
  deleted: Type.Optional(ZeroOne),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});

export const propertyRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get('/properties', { schema: { querystring: ListQuery }, config: { access: 'AUTHENTICATED', viewerReadByRoute: true } }, async (request) => {
    const { page, page_size: pageSize, deleted, search } = request.query;
    const { viewer, properties, total } = await listForRequest(db, request, { page, pageSize, search, deleted: deleted === 1 });
    const pagination = paginate(page, pageSize, total);
    return {
      properties: properties.map((property) => propertyJson(property, viewer)),
      pagination: { page: pagination.page, page_size: pagination.pageSize, total: pagination.total, total_pages: pagination.totalPages },
      user: userSummaryJson(request.viewerRecord!),
    };
  });

  app.get('/property/:id', { schema: { params: Type.Object({ id: PropertyId }) }, config: { access: 'AUTHENTICATED' } }, async (request) => {
    const viewer = viewerOf(request);
    const property = await findVisibleProperty(db, viewer, request.params.id);
    if (!property) throw notFound(MESSAGES.propertyNotFound(request.params.id));
    return propertyJson(property, viewer);
  });
};
