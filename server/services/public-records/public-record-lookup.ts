import type { Static, TSchema } from 'typebox';
import type { PublicRecordSource } from '../../../domain/public-records.ts';

/** The address a source is asked about, as the property row keeps it. */
export type PublicRecordQuery = { address: string; city: string; postcode: string };

/** What a source found: the record's own reference and date, and its facts by PDTF path. */
export type SourceAnswer = { reference: string | null; recordDate: string | null; facts: Record<string, unknown> };

/**
 * One public-record source behind its interface. `lookup` answers null when the source has no
 * record for the address and throws a ProviderError when it refused, timed out or sent something
 * unreadable.
 */
export interface PublicRecordLookup {
  readonly source: PublicRecordSource;
  /** True when the answers are the shipped sample data set, which the screens then say. */
  readonly sample: boolean;
  lookup(query: PublicRecordQuery): Promise<SourceAnswer | null>;
}

/**
 * A source's reading of its own answer: the shape the service sends (checked on every HTTP answer
 * and met by the sample data) and how it becomes facts. Sample and HTTP adapters share it, so the
 * sample exercises the same mapping the real service does.
 */
export type SourceReading<S extends TSchema> = {
  source: PublicRecordSource;
  shape: S;
  /** null: the answer says there is no record for this address. */
  read(answer: Static<S>, query: PublicRecordQuery): SourceAnswer | null;
};

/** The same address written differently ("Flat 2, 7 Lansdown Road" / "flat 2 7 lansdown rd.") compares equal. */
export function addressKey(query: PublicRecordQuery): string {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return `${words(query.address)}|${query.postcode.toUpperCase().replace(/\s+/g, '')}`;
}

/** Flats and maisonettes are told apart from houses by how the address names them. */
export function isFlatAddress(address: string): boolean {
  return /\b(flat|apartment|apt|maisonette|garden flat)\b/i.test(address);
}

/** A date as the registers send it, yyyy-mm-dd. */
export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
