import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PropertyDataBody,
  PropertyDetailPayload,
  PropertyListQuery,
  PropertyListResponse,
  PropertyParams,
  PropertyPayload,
} from '../../../contracts/properties.ts';
import { readPropertyDetail } from '../../use-cases/properties/read-property-detail.ts';
import { updatePropertyData } from '../../use-cases/properties/update-property.ts';
import { replies } from '../../../contracts/replies.ts';
import { paginate } from '../../../domain/pagination.ts';
import { acceptViewer, viewerOf } from '../auth/authenticate.ts';
import { ensureUser } from '../../store/users.ts';
import { userSummaryJson } from '../../use-cases/users/user-json.ts';
import type { RestDeps } from '../deps.ts';
import { listForRequest } from './list.ts';
import { propertyJson } from '../../use-cases/properties/property-json.ts';
import { readProperty } from '../../use-cases/properties/read-property.ts';
import { badRequest } from '../../http/errors.ts';
import { PROGRAM_MESSAGES } from '../../../domain/messages/programs.ts';
import { keysetPropertyIds } from '../../store/property-list.ts';
import { propertiesByIds } from '../../store/properties.ts';

export const propertyRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get(
    '/properties',
    {
      schema: { querystring: PropertyListQuery, response: replies(PropertyListResponse) },
      config: { access: 'AUTHENTICATED', viewerReadByRoute: true },
    },
    async (request) => {
      const { page, page_size: pageSize, deleted, search, after, before } = request.query;
      if (after !== undefined || before !== undefined) {
        if ((after !== undefined && before !== undefined) || page !== 1)
          throw badRequest(PROGRAM_MESSAGES.keysetOneDirection);
        const viewer = acceptViewer(request, await ensureUser(db, request.identity!));
        const cursor = after ?? before!;
        const keyset = await keysetPropertyIds(db, viewer, {
          direction: after !== undefined ? 'forward' : 'backward',
          from: cursor === '' ? undefined : Number(cursor),
          limit: pageSize,
          search,
          deleted: deleted === 1,
        });
        const properties = await propertiesByIds(db, viewer, keyset.ids);
        return {
          properties: properties.map((property) => propertyJson(property, viewer)),
          pagination: {
            page: 1,
            page_size: pageSize,
            total: keyset.total,
            total_pages: Math.max(1, Math.ceil(keyset.total / pageSize)),
            remaining: keyset.remaining,
          },
          user: userSummaryJson(request.viewerRecord!),
        };
      }
      const { viewer, properties, total } = await listForRequest(db, request, {
        page,
        pageSize,
        search,
        deleted: deleted === 1,
      });
      const pagination = paginate(page, pageSize, total);
      return {
        properties: properties.map((property) => propertyJson(property, viewer)),
        pagination: {
          page: pagination.page,
          page_size: pagination.pageSize,
          total: pagination.total,
          total_pages: pagination.totalPages,
        },
        user: userSummaryJson(request.viewerRecord!),
      };
    },
  );

  app.get(
    '/property/:id',
    { schema: { params: PropertyParams, response: replies(PropertyPayload) }, config: { access: 'AUTHENTICATED' } },
    async (request) => {
      const viewer = viewerOf(request);
      return propertyJson(await readProperty(db, { viewer, propertyId: request.params.id }), viewer);
    },
  );

  // The property with its checklist, forms' completion and documents by category: what `PUT /property/{id}` answers.
  app.get(
    '/property/:id/details',
    {
      schema: { params: PropertyParams, response: replies(PropertyDetailPayload) },
      config: { access: 'VIEW_PROPERTY_COMPLETION' },
    },
    async (request) => readPropertyDetail(db, { viewer: viewerOf(request), propertyId: request.params.id }),
  );
  app.put(
    '/property/:id',
    {
      schema: { params: PropertyParams, body: PropertyDataBody, response: replies(PropertyDetailPayload) },
      config: { access: 'VIEW_PROPERTY_COMPLETION' },
    },
    async (request) =>
      updatePropertyData(db, {
        viewer: viewerOf(request),
        propertyId: request.params.id,
        data: { uploads: request.body.data.uploads },
      }),
  );
};
