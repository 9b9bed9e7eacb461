import type { TSchema } from 'typebox';
import { fetchJson } from '../http/fetch-json.ts';
import type { PublicRecordLookup, PublicRecordQuery, SourceReading } from './public-record-lookup.ts';

/** A real source's address and key; a key is optional, as several of these registers are open data. */
export type PublicRecordServiceSettings = { baseUrl: string; apiKey?: string; timeoutMs: number };

/**
 * The real service through the product's JSON gateway to it (docs/decisions/0147-public-records-sources-cost-and-cache.md): one
 * `GET {base}{endpoint}?postcode=…&address=…&town=…` per property, the key in `x-api-key`, a
 * deadline, and the answer checked against the source's shape before it is read. 404 means the
 * register has no record for the address; other non-2xx answers, a timeout or an unreadable answer
 * throw a ProviderError.
 */
export function httpPublicRecordLookup<S extends TSchema>(
  settings: PublicRecordServiceSettings,
  reading: SourceReading<S>,
  options: { service: string; endpoint: string },
): PublicRecordLookup {
  const base = new URL(settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`);
  const headers: Record<string, string> = settings.apiKey ? { 'x-api-key': settings.apiKey } : {};
  return {
    source: reading.source,
    sample: false,
    async lookup(query: PublicRecordQuery) {
      const url = new URL(options.endpoint, base);
      url.searchParams.set('postcode', query.postcode);
      url.searchParams.set('address', query.address);
      url.searchParams.set('town', query.city);
      const answer = await fetchJson(reading.shape, {
        service: options.service,
        url,
        headers,
        timeoutMs: settings.timeoutMs,
        emptyOn: [404],
      });
      return answer === null ? null : reading.read(answer, query);
    },
  };
}

/** The sample adapter over a source's shipped data set, read through the same mapping. */
export function samplePublicRecordLookup<S extends TSchema>(
  reading: SourceReading<S>,
  data: (query: PublicRecordQuery) => import('typebox').Static<S> | null,
): PublicRecordLookup {
  return {
    source: reading.source,
    sample: true,
    async lookup(query) {
      const answer = data(query);
      return answer === null ? null : reading.read(answer, query);
    },
  };
}
