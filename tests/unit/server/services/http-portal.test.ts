import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpPortal } from '../../../../server/services/portal/http-portal.ts';

/** The portal adapter against the `POST /alto/search/{postcode}` shape, answered by msw through `fetch`. */
const BASE = 'https://portal.test/';
const server = setupServer();
const portal = httpPortal({ baseUrl: BASE, apiKey: 'portal-key', timeoutMs: 100 });
const listing = {
  id: 'ALTO-004211',
  address: {
    nameNo: '7',
    subDwelling: 'Flat 2',
    street: 'Lansdown Road',
    town: 'Cheltenham',
    county: 'Gloucestershire',
    postcode: 'GL50 1QA',
  },
};
const requests: { path: string; body: unknown; key: string | null }[] = [];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const answer = (respond: () => Response | Promise<Response>) =>
  server.use(
    http.post(`${BASE}alto/search/:postcode`, async ({ request }) => {
      requests.push({
        path: new URL(request.url).pathname,
        body: await request.json(),
        key: request.headers.get('x-api-key'),
      });
      return respond();
    }),
  );

describe('portal adapter', () => {
  it('searches the postcode for the organisation with the key and reads the listings', async () => {
    answer(() => HttpResponse.json({ properties: [listing] }));
    expect(await portal.search('GL50 1QA', 42)).toEqual([listing]);
    expect(requests).toEqual([{ path: '/alto/search/GL50%201QA', body: { organisation_id: 42 }, key: 'portal-key' }]);
  });

  it('answers empty for no listings and for 404', async () => {
    answer(() => HttpResponse.json({ properties: [] }));
    expect(await portal.search('GL50 1QA', 42)).toEqual([]);
    answer(() => new HttpResponse(null, { status: 404 }));
    expect(await portal.search('GL50 1QA', 42)).toEqual([]);
  });

  it('reports 4xx as rejected and 5xx as unavailable', async () => {
    answer(() => HttpResponse.json({ error: 'bad key' }, { status: 401 }));
    await expect(portal.search('GL50 1QA', 42)).rejects.toMatchObject({ failure: 'rejected', status: 401 });
    answer(() => new HttpResponse('', { status: 500 }));
    await expect(portal.search('GL50 1QA', 42)).rejects.toMatchObject({ failure: 'unavailable', status: 500 });
  });

  it('gives up after its deadline', async () => {
    answer(async () => {
      await delay(1000);
      return HttpResponse.json({ properties: [] });
    });
    await expect(portal.search('GL50 1QA', 42)).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('refuses a listing without its address', async () => {
    answer(() => HttpResponse.json({ properties: [{ id: 'ALTO-1' }] }));
    await expect(portal.search('GL50 1QA', 42)).rejects.toMatchObject({ failure: 'malformed' });
  });
});
