/**
 * Where the export's prefilled values came from
 * (docs/decisions/0153-provenance-in-the-pdtf-export.md). The transaction schema we export (v3)
 * has no place for evidence, so the document carries it beside the property pack, as `verifiedClaims`: the PDTF's verified claims, in the
 * OpenID Connect for Identity Assurance shape the framework's claims use. Each entry is one public
 * record: its evidence (an electronic record, the record's reference and date, when it was
 * fetched, whether it is sample data, whether the seller confirmed it) and the claims it supports,
 * keyed by the path in the transaction where the value was written.
 */
import type { PublicRecordSource } from '../public-records.ts';
import type { Json } from './json.ts';
import { RECORD_SOURCE_NAMES, type RecordProvenance } from '../forms/record-prefill.ts';

/** An answer from a public record, as the export needs it. */
export type RecordOrigin = RecordProvenance & { confirmed: boolean };

export const PDTF_TRUST_FRAMEWORK = 'uk_pdtf';

/** The register each source reads, as the evidence names it. */
export const RECORD_REGISTERS: Readonly<Record<PublicRecordSource, string>> = {
  'council-tax': 'Valuation Office Agency council tax valuation list',
  'energy-certificate': 'Energy Performance of Buildings Register',
  'flood-risk': 'Environment Agency flood map for planning',
  'planning-constraints': 'Local planning authority constraints',
  coverage: 'Ofcom broadband and mobile coverage',
  'ground-conditions': 'Coal Authority and UK Health Security Agency radon maps',
  'price-paid': 'HM Land Registry price paid data',
};

/** One claim: a value written at a transaction path, and the record it came from. */
export type RecordClaim = { path: string; value: Json; origin: RecordOrigin };

/** The claims grouped by record (and by whether the seller confirmed them), as verified claims. */
export function verifiedClaims(claims: readonly RecordClaim[]): Json[] {
  const groups = new Map<string, { origin: RecordOrigin; claims: Record<string, Json> }>();
  for (const claim of claims) {
    const { origin } = claim;
    const key = JSON.stringify([
      origin.source,
      origin.reference,
      origin.recordDate,
      origin.retrievedAt,
      origin.sample,
      origin.confirmed,
    ]);
    const group = groups.get(key) ?? { origin, claims: {} };
    group.claims[claim.path] = claim.value;
    groups.set(key, group);
  }
  return [...groups.values()].map(({ origin, claims: values }) => ({
    verification: {
      trust_framework: PDTF_TRUST_FRAMEWORK,
      time: origin.retrievedAt,
      evidence: [
        {
          type: 'electronic_record',
          record: {
            type: origin.source,
            description: RECORD_SOURCE_NAMES[origin.source],
            source: { name: RECORD_REGISTERS[origin.source] },
            ...(origin.reference ? { reference: origin.reference } : {}),
            ...(origin.recordDate ? { date: origin.recordDate } : {}),
          },
          sample: origin.sample,
        },
      ],
      confirmedBySeller: origin.confirmed,
    },
    claims: values,
  }));
}
