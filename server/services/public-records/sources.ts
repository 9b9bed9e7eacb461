import { PUBLIC_RECORD_SOURCES, type PublicRecordSource } from '../../../domain/public-records.ts';
import { httpCouncilTax } from '../council-tax/http-council-tax.ts';
import { sampleCouncilTax } from '../council-tax/sample-council-tax.ts';
import { httpCoverage } from '../coverage/http-coverage.ts';
import { sampleCoverage } from '../coverage/sample-coverage.ts';
import { httpEnergyCertificate } from '../energy-certificate/http-energy-certificate.ts';
import { sampleEnergyCertificate } from '../energy-certificate/sample-energy-certificate.ts';
import { httpFloodRisk } from '../flood-risk/http-flood-risk.ts';
import { sampleFloodRisk } from '../flood-risk/sample-flood-risk.ts';
import { httpGroundConditions } from '../ground-conditions/http-ground-conditions.ts';
import { sampleGroundConditions } from '../ground-conditions/sample-ground-conditions.ts';
import { httpPlanningConstraints } from '../planning-constraints/http-planning-constraints.ts';
import { samplePlanningConstraints } from '../planning-constraints/sample-planning-constraints.ts';
import { httpPricePaid } from '../price-paid/http-price-paid.ts';
import { samplePricePaid } from '../price-paid/sample-price-paid.ts';
import type { PublicRecordServiceSettings } from './http-source.ts';
import type { PublicRecordLookup } from './public-record-lookup.ts';

/** Each source's real service (address and optional key), or the shipped sample data. */
export type PublicRecordSourceSettings = Record<PublicRecordSource, { baseUrl: string; apiKey?: string } | 'sample'>;

export type PublicRecordsConfig = {
  sources: PublicRecordSourceSettings;
  /** How long one source's answer for an address is reused for another property at that address. */
  cacheHours: number;
  /** The deadline of each call to a real source. */
  timeoutMs: number;
};

export const SAMPLE_PUBLIC_RECORDS: PublicRecordsConfig = {
  sources: Object.fromEntries(PUBLIC_RECORD_SOURCES.map((source) => [source, 'sample'])) as PublicRecordSourceSettings,
  cacheHours: 24 * 30,
  timeoutMs: 10_000,
};

/** How each source's settings are named in the environment: COUNCIL_TAX_URL, ENERGY_CERTIFICATE_API_KEY … */
export const sourceVariable = (source: PublicRecordSource, suffix: 'URL' | 'API_KEY') =>
  `${source.toUpperCase().replace(/-/g, '_')}_${suffix}`;

const SAMPLES: Record<PublicRecordSource, () => PublicRecordLookup> = {
  'council-tax': sampleCouncilTax,
  'energy-certificate': sampleEnergyCertificate,
  'flood-risk': sampleFloodRisk,
  'planning-constraints': samplePlanningConstraints,
  coverage: sampleCoverage,
  'ground-conditions': sampleGroundConditions,
  'price-paid': samplePricePaid,
};

const HTTP: Record<PublicRecordSource, (settings: PublicRecordServiceSettings) => PublicRecordLookup> = {
  'council-tax': httpCouncilTax,
  'energy-certificate': httpEnergyCertificate,
  'flood-risk': httpFloodRisk,
  'planning-constraints': httpPlanningConstraints,
  coverage: httpCoverage,
  'ground-conditions': httpGroundConditions,
  'price-paid': httpPricePaid,
};

/** Chosen once at start-up, per source; nothing else knows which implementation answers. */
export function createPublicRecordSources(config: PublicRecordsConfig): Record<PublicRecordSource, PublicRecordLookup> {
  return Object.fromEntries(
    PUBLIC_RECORD_SOURCES.map((source) => {
      const chosen = config.sources[source];
      return [
        source,
        chosen === 'sample' ? SAMPLES[source]() : HTTP[source]({ ...chosen, timeoutMs: config.timeoutMs }),
      ];
    }),
  ) as Record<PublicRecordSource, PublicRecordLookup>;
}
