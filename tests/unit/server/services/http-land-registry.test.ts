import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpLandRegistry } from '../../../../server/services/land-registry/http-land-registry.ts';
import { buildSampleTitles } from '../../../../server/services/land-registry/sample-titles.ts';

/** The Land Registry adapter against its JSON gateway, answered by msw through `fetch`. */
const BASE = 'https://land-registry.test/api/';
const server = setupServer();
const registry = httpLandRegistry({ baseUrl: BASE, apiKey: 'lr-key', timeoutMs: 100 });
const [freehold, leasehold] = buildSampleTitles().filter(
  (title) => title.result.Address.BuildingNumber === '7' && title.result.Address.StreetName === 'Lansdown Road',
);
const requests: { body: unknown; key: string | null }[] = [];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const search = (respond: () => Response | Promise<Response>) =>
  server.use(
    http.post(`${BASE}title-search`, async ({ request }) => {
      requests.push({ body: await request.json(), key: request.headers.get('x-api-key') });
      return respond();
    }),
  );
const title = (respond: () => Response | Promise<Response>) =>
  server.use(http.get(`${BASE}titles/:number`, () => respond()));

describe('Land Registry adapter', () => {
  it('searches with the address parts and the key, and reads the results and a register', async () => {
    search(() => HttpResponse.json({ results: [freehold.result, leasehold.result] }));
    title(() => HttpResponse.json(leasehold.register));
    const query = { buildingNumber: '7', postCode: 'GL50 1QA' };
    expect(await registry.searchByAddress(query)).toEqual([freehold.result, leasehold.result]);
    expect(requests).toEqual([{ body: query, key: 'lr-key' }]);
    expect(await registry.title(leasehold.result.TitleNumber)).toEqual(leasehold.register);
  });

  it('answers empty for no results, an unmatched search (404) and an unknown title (404)', async () => {
    search(() => HttpResponse.json({ results: [] }));
    expect(await registry.searchByAddress({ postCode: 'GL50 1QA' })).toEqual([]);
    search(() => HttpResponse.json({ error: 'no match' }, { status: 404 }));
    expect(await registry.searchByAddress({ postCode: 'GL50 1QA' })).toEqual([]);
    title(() => new HttpResponse(null, { status: 404 }));
    expect(await registry.title('GR1')).toBeNull();
  });

  it('reports 4xx as rejected and 5xx as unavailable', async () => {
    search(() => HttpResponse.json({ error: 'forbidden' }, { status: 403 }));
    await expect(registry.searchByAddress({ postCode: 'GL50 1QA' })).rejects.toMatchObject({
      failure: 'rejected',
      status: 403,
      service: 'Land Registry',
    });
    title(() => new HttpResponse('', { status: 502 }));
    await expect(registry.title('GR1')).rejects.toMatchObject({ failure: 'unavailable', status: 502 });
  });

  it('gives up after its deadline', async () => {
    title(async () => {
      await delay(1000);
      return HttpResponse.json(leasehold.register);
    });
    await expect(registry.title('GR1')).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('refuses a malformed body: not JSON, or a register missing its tenure', async () => {
    search(() => new HttpResponse('{"results": [', { headers: { 'content-type': 'application/json' } }));
    await expect(registry.searchByAddress({ postCode: 'GL50 1QA' })).rejects.toMatchObject({ failure: 'malformed' });
    const { tenure_title_code: _dropped, ...withoutTenure } = leasehold.register;
    title(() => HttpResponse.json(withoutTenure));
    await expect(registry.title('GR1')).rejects.toMatchObject({ failure: 'malformed' });
  });
});
