import { Type } from 'typebox';
import { TitleSearchResult } from '../../../contracts/wizard.ts';
import { fetchJson } from '../http/fetch-json.ts';
import type { LandRegistry } from './land-registry.ts';
import { TitleRegister } from './title-register.ts';

export type LandRegistrySettings = { baseUrl: string; apiKey: string; timeoutMs?: number };

const SearchResponse = Type.Object({ results: Type.Array(TitleSearchResult) });

/**
 * The real Land Registry, through a JSON gateway to HM Land Registry's Business Gateway
 * (docs/decisions/0044-outside-services-for-adding-a-property.md): `POST title-search` with the address parts, `GET titles/{number}` for the
 * register. "No match" (404) is an empty answer; everything else that is not 2xx is a ProviderError.
 */
export function httpLandRegistry(settings: LandRegistrySettings): LandRegistry {
  const base = new URL(settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`);
  const headers = { 'x-api-key': settings.apiKey };
  const timeoutMs = settings.timeoutMs ?? 15_000;
  return {
    sample: false,
    async searchByAddress(address) {
      const answer = await fetchJson(SearchResponse, {
        service: 'Land Registry',
        url: new URL('title-search', base),
        method: 'POST',
        headers,
        body: address,
        timeoutMs,
        emptyOn: [404],
      });
      return answer?.results ?? [];
    },
    async title(titleNumber) {
      return fetchJson(TitleRegister, {
        service: 'Land Registry',
        url: new URL(`titles/${encodeURIComponent(titleNumber)}`, base),
        headers,
        timeoutMs,
        emptyOn: [404],
      });
    },
  };
}
