import { Type } from 'typebox';
import { PortalProperty } from '../../../contracts/wizard.ts';
import { fetchJson } from '../http/fetch-json.ts';
import type { Portal } from './portal.ts';

export type PortalSettings = { baseUrl: string; apiKey: string; timeoutMs?: number };

const SearchResponse = Type.Object({ properties: Type.Array(PortalProperty) });

/**
 * The real portal: `POST alto/search/{postcode}` with the organisation the search is for. A 404 is
 * "no listings"; any other failure is a ProviderError.
 */
export function httpPortal(settings: PortalSettings): Portal {
  const base = new URL(settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`);
  return {
    sample: false,
    async search(postcode, organisationId) {
      const answer = await fetchJson(SearchResponse, {
        service: 'portal',
        url: new URL(`alto/search/${encodeURIComponent(postcode)}`, base),
        method: 'POST',
        headers: { 'x-api-key': settings.apiKey },
        body: { organisation_id: organisationId },
        timeoutMs: settings.timeoutMs ?? 8000,
        emptyOn: [404],
      });
      return answer?.properties ?? [];
    },
  };
}
