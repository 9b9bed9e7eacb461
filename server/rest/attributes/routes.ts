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
import { attributeDefinition } from '../../../domain/attributes/catalogue.ts';
import { allFieldsFor, attributeKeysFor } from '../../../domain/attributes/report-fields.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { replies } from '../../../contracts/replies.ts';
import { attributeExamples } from '../../store/attributes/examples.ts';
import { enqueue } from '../../services/queue/enqueue.ts';
import { attributesOfProperties } from '../../store/attributes/property-attributes.ts';
import { latestStatistics, refreshStatistics } from '../../store/attributes/statistics.ts';
import { attributeSummary } from '../../store/attributes/summary.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { badRequest } from '../../http/errors.ts';

const FILTER_KEYS = new Set(Object.keys(AttributeReportQuery.properties));

function checkDateRange(query: AttributeReportQuery) {
  if (query.created_after && query.created_before && new Date(query.created_after) > new Date(query.created_before)) {
    throw badRequest(MESSAGES.attributeDateRangeReversed);
  }
}

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
    async (request) => {
      const viewer = viewerOf(request);
      checkDateRange(request.query);
      return attributeSummary(db, viewer, request.query, allFieldsFor(viewer.role, request.query.all_fields));
    },
  );

  app.get(
    '/attributes/examples',
    {
      schema: { querystring: AttributeExamplesQuery, response: replies(AttributeExamplesResponse) },
      config: { access: 'ADMIN_ONLY' },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const query = request.query as AttributeExamplesQuery;
      checkDateRange(query);
      const named = Object.keys(query).filter((key) => !FILTER_KEYS.has(key));
      if (named.length !== 1) throw badRequest(MESSAGES.attributeExampleKeyRequired);
      const [key] = named;
      const allowed = attributeKeysFor(allFieldsFor(viewer.role, query.all_fields));
      if (!attributeDefinition(key) || !allowed.includes(key)) throw badRequest(MESSAGES.attributeUnknown(key));
      const raw = String(query[key]);
      // An empty dimension is how reports show '<unset>'; both spellings mean it.
      const dimension = raw === '<unset>' ? '' : raw;
      return attributeExamples(db, viewer, query, key, dimension);
    },
  );

  app.get(
    '/attributes/statistics',
    { schema: { response: replies(AttributeStatisticsResponse) }, config: { access: 'PROPERTY_ATTRIBUTES_REPORT' } },
    async () => latestStatistics(db),
  );

  app.post(
    '/attributes/statistics/refresh',
    { schema: { response: replies(AttributeStatisticsResponse) }, config: { access: 'PROPERTY_ATTRIBUTES_REPORT' } },
    async () => {
      // The figures are recounted now; every property's attributes are derived again in the background.
      await enqueue(db, 'attributes-all', { afterId: 0 });
      return refreshStatistics(db);
    },
  );

  app.get(
    '/attributes/properties',
    {
      schema: { querystring: PropertyAttributesQuery, response: replies(PropertyAttributesResponse) },
      config: { access: 'ADMIN_ONLY' },
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      if (ids.some((id) => id < 1 || id > 2_147_483_647)) throw badRequest(MESSAGES.attributePropertyIdsInvalid);
      return attributesOfProperties(db, viewerOf(request), ids);
    },
  );
};
