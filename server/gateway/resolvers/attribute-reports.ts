import type { AttributeReportQuery } from '../../../contracts/attributes.ts';
import { UNSET_DIMENSION } from '../../../domain/attributes/catalogue.ts';
import { STATISTICS_COLUMNS } from '../../../domain/attributes/statistics-columns.ts';
import type {
  AttributeReportFilter,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../generated/resolvers-types.ts';
import { numericId } from '../viewer.ts';

/** The GraphQL filter as the REST query (contracts/attributes.ts). */
export function reportQuery(filter: AttributeReportFilter | null | undefined): AttributeReportQuery {
  const query: AttributeReportQuery = {};
  if (!filter) return query;
  if (filter.createdAfter) query.created_after = new Date(filter.createdAfter).toISOString();
  if (filter.createdBefore) query.created_before = new Date(filter.createdBefore).toISOString();
  if (filter.allFields != null) query.all_fields = filter.allFields;
  if (filter.search) query.search = filter.search;
  if (filter.brandId) query.brand = numericId(filter.brandId, 'Organisation');
  if (filter.agencyId) query.agency = numericId(filter.agencyId, 'Organisation');
  if (filter.ownerId) query.owner = filter.ownerId;
  if (filter.phaseId != null) query.phase = filter.phaseId;
  if (filter.deleted != null) query.deleted = filter.deleted;
  return query;
}

export const attributeQueries: Pick<QueryResolvers, 'attributeSummary' | 'attributeExamples' | 'attributeStatistics'> =
  {
    attributeSummary: (_parent, { filter }, { rest }) => rest.attributeSummary(reportQuery(filter)),
    attributeExamples: (_parent, { key, dimension, filter }, { rest }) =>
      rest.attributeExamples(reportQuery(filter), key, dimension === UNSET_DIMENSION ? '' : dimension),
    attributeStatistics: (_parent, _args, { rest }) => rest.attributeStatistics(),
  };

export const attributeMutations: Pick<MutationResolvers, 'refreshAttributeStatistics'> = {
  refreshAttributeStatistics: (_parent, _args, { rest }) => rest.refreshAttributeStatistics(),
};

/** A statistics table in the spec's column order (the stored snapshot is JSON, whose key order is not kept). */
const share = (columns: readonly string[], counts: Record<string, number>, percentages: Record<string, number>) =>
  columns.map((key) => ({ key, count: counts[key] ?? 0, percentage: percentages[key] ?? 0 }));

export const attributeTypes: Pick<
  Resolvers,
  | 'AttributeSummary'
  | 'AttributeSummaryItem'
  | 'AttributeMetrics'
  | 'AttributeSummaryMetadata'
  | 'AttributeExamples'
  | 'AttributeExample'
  | 'AttributeStatistics'
  | 'PropertyAttribute'
> = {
  AttributeSummary: {
    sources: (summary) => [...new Map(summary.attributes.map((item) => [item.source.name, item.source])).values()],
    filterOptions: (summary) => summary.filter_options,
  },
  AttributeSummaryItem: {},
  AttributeMetrics: {
    dimensions: (metrics) =>
      Object.entries(metrics.count).map(([key, count]) => ({
        key,
        count,
        percentage: metrics.total ? Math.round((count * 100) / metrics.total) : 0,
      })),
    count: (metrics, { dimensions }) =>
      dimensions.reduce(
        (sum, dimension) => sum + (metrics.count[dimension === UNSET_DIMENSION ? '' : dimension] ?? 0),
        0,
      ),
  },
  AttributeSummaryMetadata: {
    totalProperties: (meta) => meta.total_properties,
    sellersInvited: (meta) => meta.sellers_invited,
    achievedMarketReady: (meta) => meta.achieved_market_ready,
    achievedContractReady: (meta) => meta.achieved_contract_ready,
    achievedExchangeReady: (meta) => meta.achieved_exchange_ready,
    lawyerInstructed: (meta) => meta.lawyer_instructed,
  },
  AttributeExamples: {},
  AttributeExample: {
    id: (example) => String(example.id),
    dashboardPath: (example) => `/properties/${example.id}`,
  },
  AttributeStatistics: {
    nonstandardCount: (report) => report.counts.nonstandard,
    propertyTypes: (report) => share(STATISTICS_COLUMNS.type, report.counts.type, report.percentages.type),
    services: (report) => share(STATISTICS_COLUMNS.services, report.counts.services, report.percentages.services),
    broadband: (report) => share(STATISTICS_COLUMNS.broadband, report.counts.broadband, report.percentages.broadband),
    tenure: (report) => share(STATISTICS_COLUMNS.tenure, report.counts.tenure, report.percentages.tenure),
    computedAt: (report) => report.computed_at,
  },
  PropertyAttribute: {
    computedAt: (attribute) => attribute.computed_at,
  },
};
