import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAddressLookup } from '../../../../server/services/address-lookup/getaddress-lookup.ts';
import { ProviderError } from '../../../../server/services/http/provider-error.ts';

/** The getAddress adapter against the shapes the real API sends, answered by msw through `fetch`. */
const BASE = 'https://addresses.test/v2/';
const server = setupServer();
const lookup = getAddressLookup({ baseUrl: BASE, apiKey: 'key-123', timeoutMs: 100 });
const seen: URL[] = [];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const answer = (respond: () => Response | Promise<Response>) =>
  server.use(
    http.get(`${BASE}find/:postcode`, ({ request }) => {
      seen.push(new URL(request.url));
      return respond();
    }),
  );

describe('getAddress adapter', () => {
  it('asks for the expanded addresses with the key and maps each to the lookup fields', async () => {
    answer(() =>
      HttpResponse.json({
        postcode: 'GL50 1QA',
        latitude: 51.89,
        longitude: -2.08,
        addresses: [
          {
            formatted_address: ['Flat 2', '7 Lansdown Road', '', 'Cheltenham', 'Gloucestershire'],
            thoroughfare: 'Lansdown Road',
            building_name: '',
            sub_building_name: 'Flat 2',
            sub_building_number: '',
            building_number: '7',
            line_1: 'Flat 2',
            town_or_city: 'Cheltenham',
            county: 'Gloucestershire',
            residential: true,
          },
          { thoroughfare: 'Lansdown Road', building_name: 'Rose Cottage', town_or_city: 'Cheltenham' },
        ],
      }),
    );
    const addresses = await lookup.find('GL50 1QA');
    expect(seen[0].pathname).toBe('/v2/find/GL50%201QA');
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({ expand: 'true', 'api-key': 'key-123' });
    expect(addresses).toEqual([
      {
        sub_building_number: '',
        building_number: '7',
        sub_building_name: 'Flat 2',
        building_name: '',
        thoroughfare: 'Lansdown Road',
        town_or_city: 'Cheltenham',
        hop_post_code: 'GL50 1QA',
        line: 'Flat 2, 7 Lansdown Road, Cheltenham',
      },
      {
        sub_building_number: '',
        building_number: '',
        sub_building_name: '',
        building_name: 'Rose Cottage',
        thoroughfare: 'Lansdown Road',
        town_or_city: 'Cheltenham',
        hop_post_code: 'GL50 1QA',
        line: 'Rose Cottage, Lansdown Road, Cheltenham',
      },
    ]);
    expect(lookup.sample).toBe(false);
  });

  it('answers an empty list for a postcode with no addresses, an unknown postcode (404) and an invalid one (400)', async () => {
    answer(() => HttpResponse.json({ postcode: 'GL50 1QA', addresses: [] }));
    expect(await lookup.find('GL50 1QA')).toEqual([]);
    answer(() => HttpResponse.json({ Message: 'Not Found' }, { status: 404 }));
    expect(await lookup.find('ZZ1 1ZZ')).toEqual([]);
    answer(() => HttpResponse.json({ Message: 'Bad Request' }, { status: 400 }));
    expect(await lookup.find('ZZ1 1ZZ')).toEqual([]);
  });

  it('reports a refused key (401) or a spent quota (429) as rejected', async () => {
    answer(() => HttpResponse.json({ Message: 'Unauthorized' }, { status: 401 }));
    await expect(lookup.find('GL50 1QA')).rejects.toMatchObject({ failure: 'rejected', status: 401 });
    answer(() => HttpResponse.json({ Message: 'Too Many Requests' }, { status: 429 }));
    await expect(lookup.find('GL50 1QA')).rejects.toBeInstanceOf(ProviderError);
  });

  it('reports an outage (5xx) as unavailable', async () => {
    answer(() => new HttpResponse('oops', { status: 503 }));
    await expect(lookup.find('GL50 1QA')).rejects.toMatchObject({ failure: 'unavailable', status: 503 });
  });

  it('gives up after its deadline', async () => {
    answer(async () => {
      await delay(1000);
      return HttpResponse.json({ postcode: 'GL50 1QA', addresses: [] });
    });
    await expect(lookup.find('GL50 1QA')).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('refuses a body that is not JSON or not the expected shape', async () => {
    answer(() => new HttpResponse('<html>maintenance</html>', { headers: { 'content-type': 'text/html' } }));
    await expect(lookup.find('GL50 1QA')).rejects.toMatchObject({ failure: 'malformed' });
    answer(() => HttpResponse.json({ postcode: 'GL50 1QA', addresses: 'none' }));
    await expect(lookup.find('GL50 1QA')).rejects.toMatchObject({ failure: 'malformed' });
  });
});
