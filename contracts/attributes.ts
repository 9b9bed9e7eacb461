import { Type, type Static } from 'typebox';
import { SEARCH_MAX } from '../domain/text-length.ts';
import { DateTimeText, Nullable, OrganisationId, PropertyId, UserId } from './common.ts';

/** The filters every attribute report takes (spec 02 §7): dates as ISO, a search, and the filter options' ids. */
const reportFilters = {
  created_after: Type.Optional(DateTimeText),
  created_before: Type.Optional(DateTimeText),
  /** Every attribute rather than the basic set; honoured for every role but simple (spec 02 §6). */
  all_fields: Type.Optional(Type.Boolean()),
  search: Type.Optional(Type.String({ maxLength: SEARCH_MAX })),
  brand: Type.Optional(OrganisationId),
  agency: Type.Optional(OrganisationId),
  owner: Type.Optional(UserId),
  phase: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  /** 1: deleted properties instead of current ones (the report routes' `deleted` query). */
  deleted: Type.Optional(Type.Boolean()),
};

export const AttributeReportQuery = Type.Object(reportFilters);
export type AttributeReportQuery = Static<typeof AttributeReportQuery>;

/** The report filters plus exactly one attribute key set to a dimension (or 'true'), e.g. `restrictions=true`. */
export const AttributeExamplesQuery = Type.Object(reportFilters, {
  additionalProperties: Type.String({ maxLength: 200 }),
});
export type AttributeExamplesQuery = Static<typeof AttributeExamplesQuery> & Record<string, unknown>;

export const AttributeSourcePayload = Type.Object({ name: Type.String(), title: Type.String() });

export const AttributeSummaryItem = Type.Object({
  id: Type.String(),
  key: Type.String(),
  name: Type.String(),
  source: AttributeSourcePayload,
  metrics: Type.Object({
    /** Properties that have the attribute. */
    total: Type.Integer(),
    /** Properties per dimension ('' is unset). */
    count: Type.Record(Type.String(), Type.Integer()),
    /** Average of the attribute's measure, for measures; null otherwise. */
    average: Nullable(Type.Number()),
  }),
});
export type AttributeSummaryItem = Static<typeof AttributeSummaryItem>;

const Option = Type.Object({ id: Type.String(), name: Type.String() });

export const AttributeSummaryResponse = Type.Object({
  attributes: Type.Array(AttributeSummaryItem),
  filter_options: Type.Object({
    brand: Type.Array(Option),
    agency: Type.Array(Option),
    owner: Type.Array(Option),
    phase: Type.Array(Option),
  }),
  metadata: Type.Object({
    total_properties: Type.Integer(),
    sellers_invited: Type.Integer(),
    achieved_market_ready: Type.Integer(),
    achieved_contract_ready: Type.Integer(),
    achieved_exchange_ready: Type.Integer(),
    lawyer_instructed: Type.Integer(),
  }),
});
export type AttributeSummaryResponse = Static<typeof AttributeSummaryResponse>;

/** At most this many example properties come back. */
export const EXAMPLES_LIMIT = 100;

export const AttributeExamplesResponse = Type.Object({
  key: Type.String(),
  dimension: Type.String(),
  /** Every matching property, of which `examples` lists the newest up to EXAMPLES_LIMIT. */
  total: Type.Integer(),
  examples: Type.Array(Type.Object({ id: PropertyId, name: Type.String() })),
});
export type AttributeExamplesResponse = Static<typeof AttributeExamplesResponse>;

const Counts = Type.Record(Type.String(), Type.Integer());
const Percentages = Type.Record(Type.String(), Type.Number());

/** The property attribute report (spec 02 §3.3), as last refreshed. */
export const AttributeStatisticsResponse = Type.Object({
  percentages: Type.Object({ type: Percentages, services: Percentages, tenure: Percentages, broadband: Percentages }),
  counts: Type.Object({
    type: Counts,
    services: Counts,
    tenure: Counts,
    broadband: Counts,
    nonstandard: Type.Integer(),
  }),
  averages: Type.Object({
    currentComplexity: Type.Number(),
    predictedTimescale: Type.Number(),
    complexityIssues: Type.Number(),
  }),
  propTypePropCount: Type.Integer(),
  ta6CompleteCount: Type.Integer(),
  ta6CompleteFreeholdCount: Type.Integer(),
  totalProps: Type.Integer(),
  computed_at: DateTimeText,
});
export type AttributeStatisticsResponse = Static<typeof AttributeStatisticsResponse>;

export const PropertyAttributesQuery = Type.Object({
  /** Comma-separated property ids, at most 100: the gateway batches a page's properties into one call. */
  ids: Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$' }),
});

export const PropertyAttributePayload = Type.Object({
  key: Type.String(),
  name: Type.String(),
  dimension: Type.String(),
  value: Nullable(Type.Number()),
  source: AttributeSourcePayload,
  computed_at: DateTimeText,
});
export type PropertyAttributePayload = Static<typeof PropertyAttributePayload>;

export const PropertyAttributesResponse = Type.Object({
  properties: Type.Array(Type.Object({ property_id: PropertyId, attributes: Type.Array(PropertyAttributePayload) })),
});
export type PropertyAttributesResponse = Static<typeof PropertyAttributesResponse>;

export type AttributeMetricsPayload = AttributeSummaryItem['metrics'];
export type AttributeFilterOptionsPayload = AttributeSummaryResponse['filter_options'];
export type AttributeMetadataPayload = AttributeSummaryResponse['metadata'];
export type AttributeExamplePayload = AttributeExamplesResponse['examples'][number];
