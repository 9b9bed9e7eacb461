/**
 * Facts about a property held in public records (council tax, energy certificate, flood risk,
 * planning constraints, coverage, ground conditions, price paid). Each source answers for one
 * address; what it found is kept as facts keyed by the normalised PDTF path they answer, so a form
 * question with that path can be prefilled and the export can say where the value came from.
 */

/** The public-record sources, in the order the forms meet them. */
export const PUBLIC_RECORD_SOURCES = [
  'council-tax',
  'energy-certificate',
  'flood-risk',
  'planning-constraints',
  'coverage',
  'ground-conditions',
  'price-paid',
] as const;

export type PublicRecordSource = (typeof PUBLIC_RECORD_SOURCES)[number];

/** found: the record answered; not-found: no record for this address; failed: refused, timed out or unreadable. */
export type PublicRecordStatus = 'found' | 'not-found' | 'failed';

/** One source's latest answer for one property. */
export type PublicRecord = {
  propertyId: number;
  source: PublicRecordSource;
  status: PublicRecordStatus;
  /** The record's own reference (certificate number, band reference, title of the price-paid entry). */
  reference: string | null;
  /** The date the record itself carries (the certificate's lodgement date, the sale date), ISO yyyy-mm-dd. */
  recordDate: string | null;
  /** When the product fetched it, ISO timestamp. */
  retrievedAt: string;
  /** true when the answer came from the shipped sample data set, not the real service. */
  sample: boolean;
  /** Why a failed or empty answer left its questions to the seller, in the product's words. */
  note: string | null;
  /** The facts found, keyed by normalised PDTF path (see domain/forms/pdtf-path.ts). */
  facts: Record<string, unknown>;
};

/** One fact with the record it came from, as prefill and the export use it. */
export type PublicFact = {
  path: string;
  value: unknown;
  source: PublicRecordSource;
  reference: string | null;
  recordDate: string | null;
  retrievedAt: string;
  sample: boolean;
};

/** Every fact of the records that found something, by path; the first source to state a path wins. */
export function publicFactsByPath(records: readonly PublicRecord[]): Record<string, PublicFact> {
  const out: Record<string, PublicFact> = {};
  const ordered = [...records].sort(
    (a, b) => PUBLIC_RECORD_SOURCES.indexOf(a.source) - PUBLIC_RECORD_SOURCES.indexOf(b.source),
  );
  for (const record of ordered) {
    if (record.status !== 'found') continue;
    for (const [path, value] of Object.entries(record.facts)) {
      if (path in out || value === null || value === undefined) continue;
      out[path] = {
        path,
        value,
        source: record.source,
        reference: record.reference,
        recordDate: record.recordDate,
        retrievedAt: record.retrievedAt,
        sample: record.sample,
      };
    }
  }
  return out;
}
