import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttributeExamplesQuery,
  AttributeExamplesResponse,
  AttributeReportQuery,
  AttributeStatisticsResponse,
  AttributeSummaryResponse,
  PropertyAttributesQuery,
  PropertyAttributesResponse,
} from '../../../contracts/attributes.ts';
import { replies } from '../../../contracts/replies.ts';
import { listAttributeExamples } from '../../use-cases/attributes/list-attribute-examples.ts';
import { readPropertyAttributes } from '../../use-cases/attributes/read-property-attributes.ts';
import { recountAttributes } from '../../use-cases/attributes/recount-attributes.ts';
import { latestStatistics } from '../../use-cases/attributes/statistics.ts';
import { summariseAttributeReport } from '../../use-cases/attributes/summarise-attributes.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';

/**
 * The attribute reports (spec 02 §7, §9.1): the summary and its examples over the viewer's
 * tenancy, the admin statistics and their refresh, and the attributes of given properties for
 * the dashboard. Every figure is aggregated in SQL (server/store/attributes).
 */
export const attributeRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get(
    '/attributes/summary',
    {
      schema: { querystring: AttributeReportQuery, response: replies(AttributeSummaryResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => summariseAttributeReport(db, { viewer: viewerOf(request), query: request.query }),
  );

  app.get(
    '/attributes/examples',
    {
      schema: { querystring: AttributeExamplesQuery, response: replies(AttributeExamplesResponse) },
      config: { access: 'ADMIN_ONLY' },
    },
    async (request) =>
      listAttributeExamples(db, { viewer: viewerOf(request), query: request.query as AttributeExamplesQuery }),
  );

  app.get(
    '/attributes/statistics',
    { schema: { response: replies(AttributeStatisticsResponse) }, config: { access: 'PROPERTY_ATTRIBUTES_REPORT' } },
    async () => latestStatistics(db),
  );

  app.post(
    '/attributes/statistics/refresh',
    { schema: { response: replies(AttributeStatisticsResponse) }, config: { access: 'PROPERTY_ATTRIBUTES_REPORT' } },
    async () => recountAttributes(db),
  );

  app.get(
    '/attributes/properties',
    {
      schema: { querystring: PropertyAttributesQuery, response: replies(PropertyAttributesResponse) },
      config: { access: 'ADMIN_ONLY' },
    },
    async (request) =>
      readPropertyAttributes(db, { viewer: viewerOf(request), ids: request.query.ids.split(',').map(Number) }),
  );
};
