import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminPropertyListQuery, AdminPropertyListResponse } from '../../../contracts/admin.ts';
import { replies } from '../../../contracts/replies.ts';
import { parsePropertyFilters } from '../../../domain/admin/property-filters.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { paginate } from '../../../domain/pagination.ts';
import { adminFilterOptions, adminPropertyPage } from '../../store/admin-properties.ts';
import { propertiesByIds } from '../../store/properties.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { propertyJson } from '../../use-cases/properties/property-json.ts';

/**
 * The admin properties list (spec 02 §7 Property list, §9.1 listproperties): the properties the
 * viewer may see, filtered, searched and limited to a creation date range on the server.
 */
export const adminPropertyListRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get(
    '/admin/properties',
    {
      schema: { querystring: AdminPropertyListQuery, response: replies(AdminPropertyListResponse) },
      config: { access: 'CREATE_PROPERTY' },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const query = request.query;
      const filters = parsePropertyFilters(query.filters);
      if (filters === null) throw badRequest(MESSAGES.invalidFilters);
      const page = await adminPropertyPage(db, viewer, {
        page: query.page,
        pageSize: query.page_size,
        deleted: query.deleted === 1,
        search: query.search,
        createdAfter: query.created_after ? new Date(query.created_after) : undefined,
        createdBefore: query.created_before ? new Date(query.created_before) : undefined,
        filters,
      });
      const [records, filterOptions] = await Promise.all([
        propertiesByIds(db, viewer, page.ids),
        adminFilterOptions(db, viewer),
      ]);
      const pagination = paginate(query.page, query.page_size, page.total);
      return {
        properties: records.map((record) => ({
          ...propertyJson(record, viewer),
          // Derived by the attribute engine when it has run for the property; null until then.
          predicted_weeks: null,
          current_complexity: null,
          passport_id: record.friendlyId,
          earliest_seller_added: page.earliestSellers.get(record.id)?.toISOString() ?? null,
        })),
        pagination: {
          page: pagination.page,
          page_size: pagination.pageSize,
          total: pagination.total,
          total_pages: pagination.totalPages,
        },
        filter_options: filterOptions,
      };
    },
  );
};
