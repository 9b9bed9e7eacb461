import { Type } from 'typebox';
import { fetchJson } from '../http/fetch-json.ts';
import type { AddressLookup } from './address-lookup.ts';
import { addressLine } from './premises.ts';

export type GetAddressSettings = { baseUrl: string; apiKey: string; timeoutMs?: number };

const Part = Type.Optional(Type.String());

/** The fields of a getAddress `find/{postcode}?expand=true` answer this adapter reads. */
const FindResponse = Type.Object({
  postcode: Type.String(),
  addresses: Type.Array(
    Type.Object({
      sub_building_number: Part,
      building_number: Part,
      sub_building_name: Part,
      building_name: Part,
      thoroughfare: Part,
      town_or_city: Part,
    }),
  ),
});

/**
 * The real address lookup: a getAddress-style API. An unknown or invalid postcode (404, 400) is an
 * empty list; a refused key, a quota or an outage is a ProviderError.
 */
export function getAddressLookup(settings: GetAddressSettings): AddressLookup {
  const base = new URL(settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`);
  return {
    sample: false,
    async find(postcode) {
      const url = new URL(`find/${encodeURIComponent(postcode)}`, base);
      url.searchParams.set('expand', 'true');
      url.searchParams.set('api-key', settings.apiKey);
      const answer = await fetchJson(FindResponse, {
        service: 'address lookup',
        url,
        timeoutMs: settings.timeoutMs ?? 8000,
        emptyOn: [400, 404],
      });
      if (!answer) return [];
      return answer.addresses.map((address) => {
        const parts = {
          sub_building_number: address.sub_building_number ?? '',
          building_number: address.building_number ?? '',
          sub_building_name: address.sub_building_name ?? '',
          building_name: address.building_name ?? '',
          thoroughfare: address.thoroughfare ?? '',
          town_or_city: address.town_or_city ?? '',
          hop_post_code: postcode,
        };
        return { ...parts, line: addressLine(parts) };
      });
    },
  };
}
