import { Type } from 'typebox';
import { fetchJson } from '../http/fetch-json.ts';
import { ProviderError } from '../http/provider-error.ts';
import type { SearchesProvider } from './searches.ts';

export type SearchesSettings = { baseUrl: string; apiKey: string };

const SERVICE = 'searches';
const OrderAnswer = Type.Object({ reference: Type.String({ minLength: 1 }) });

/**
 * A searches provider over HTTP: `POST orders` with the property, answered with a reference;
 * `GET orders/{reference}/pack` answers 202 while the searches are done and the PDF once returned.
 */
export function httpSearches(settings: SearchesSettings, firstCheckSeconds = 60 * 60): SearchesProvider {
  const base = new URL(settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`);
  const headers = { authorization: `Bearer ${settings.apiKey}` };
  return {
    name: base.host,
    firstCheckSeconds,
    async order(input) {
      const answer = await fetchJson(OrderAnswer, {
        service: SERVICE,
        url: new URL('orders', base),
        method: 'POST',
        headers,
        body: {
          property_reference: String(input.propertyId),
          address: input.address,
          postcode: input.postcode,
          title_number: input.titleNumber,
        },
        timeoutMs: 15_000,
      });
      if (!answer) throw new ProviderError(SERVICE, 'malformed', 'empty answer to an order');
      return answer;
    },
    async pack(reference) {
      let response: Response;
      try {
        response = await fetch(new URL(`orders/${encodeURIComponent(reference)}/pack`, base), {
          headers: { ...headers, accept: 'application/pdf' },
          signal: AbortSignal.timeout(60_000),
        });
      } catch (error) {
        throw new ProviderError(SERVICE, 'unavailable', String(error));
      }
      if (response.status === 202) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ProviderError(
          SERVICE,
          response.status >= 500 ? 'unavailable' : 'rejected',
          `answered ${response.status}`,
          response.status,
        );
      }
      return {
        fileName: `Exchange Ready Search Pack ${reference}.pdf`,
        bytes: new Uint8Array(await response.arrayBuffer()),
      };
    },
  };
}
