import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_RECORD_SOURCES, type PublicRecordSource } from '../../../../domain/public-records.ts';
import {
  createPublicRecordSources,
  type PublicRecordSourceSettings,
} from '../../../../server/services/public-records/sources.ts';

/**
 * Every public-record adapter against a local fake of its service (node:http): what a real answer
 * becomes, "nothing found", refusals, the deadline and unreadable answers.
 */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let server: Server;
let base: string;
let handler: Handler;
const seen: { path: string; query: Record<string, string>; key: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    seen.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      key: request.headers['x-api-key'] as string | undefined,
    });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/records/`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
});

const json =
  (status: number, body: unknown): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

const sources = () => {
  const settings = Object.fromEntries(
    PUBLIC_RECORD_SOURCES.map((source) => [source, { baseUrl: base, apiKey: `${source}-key` }]),
  ) as PublicRecordSourceSettings;
  return createPublicRecordSources({ sources: settings, cacheHours: 1, timeoutMs: 1000 });
};
const query = { address: 'Flat 2, 7 Lansdown Road, Cheltenham', city: 'Cheltenham', postcode: 'GL50 1QA' };

/** A real answer of each service and the facts the product takes from it. */
const CASES: Record<
  PublicRecordSource,
  {
    endpoint: string;
    body: unknown;
    reference: string | null;
    recordDate: string | null;
    facts: Record<string, unknown>;
  }
> = {
  'council-tax': {
    endpoint: 'council-tax-band',
    body: { band: 'C', reference: '12345678000', billingAuthority: 'Cheltenham', effectiveDate: '1993-04-01' },
    reference: '12345678000',
    recordDate: '1993-04-01',
    facts: { '/propertyPack/councilTax/councilTaxBand': 'C' },
  },
  'energy-certificate': {
    endpoint: 'energy-certificates',
    body: {
      certificates: [
        {
          certificateNumber: '0000-1111-2222-3333-4444',
          lodgementDate: '2014-05-01',
          currentEnergyRating: 'E',
          potentialEnergyRating: 'C',
          propertyType: 'Flat',
          builtForm: 'Mid-Terrace',
          totalFloorArea: 61,
          constructionAgeBand: 'England and Wales: before 1900',
          mainheatDescription: 'Electric storage heaters',
          mainFuel: 'electricity (not community)',
          glazedType: 'single glazing',
          photoSupply: null,
        },
        {
          certificateNumber: '2710-3041-5275-2194-3963',
          lodgementDate: '2021-03-12',
          currentEnergyRating: 'C',
          potentialEnergyRating: 'B',
          propertyType: 'Flat',
          builtForm: 'Mid-Terrace',
          totalFloorArea: 62.5,
          constructionAgeBand: 'England and Wales: before 1900',
          mainheatDescription: 'Boiler and radiators, mains gas',
          mainFuel: 'mains gas (not community)',
          glazedType: 'double glazing installed during or after 2002',
          photoSupply: 0,
        },
      ],
    },
    reference: '2710-3041-5275-2194-3963',
    recordDate: '2021-03-12',
    facts: {
      '/propertyPack/energyEfficiency/certificate/currentEnergyRating': 'C',
      '/propertyPack/energyEfficiency/certificate/potentialEnergyRating': 'B',
      '/propertyPack/buildInformation/building/propertyType': 'Flat',
      '/propertyPack/heating/heatingSystem/heatingType': 'Central heating',
      '/propertyPack/heating/heatingSystem/centralHeatingDetails/centralHeatingFuel/centralHeatingFuelType':
        'Mains gas',
      '/propertyPack/electricity/solarPanels/yesNo': 'No',
      '/propertyPack/energyEfficiency/certificate/totalFloorArea': 62.5,
    },
  },
  'flood-risk': {
    endpoint: 'flood-risk',
    body: { riversAndSea: 'Very low', surfaceWater: 'Medium', reference: 'LTFRI-1', assessedOn: '2025-01-28' },
    reference: 'LTFRI-1',
    recordDate: '2025-01-28',
    facts: {
      '/propertyPack/environmentalIssues/flooding/floodRisk/riskIndicator': 'Yes',
      '/propertyPack/environmentalIssues/flooding/floodRisk/summary':
        'Environment Agency long-term flood risk: rivers and the sea very low risk, surface water medium risk.',
    },
  },
  'planning-constraints': {
    endpoint: 'planning-constraints',
    body: {
      conservationAreas: [{ name: 'Central Cheltenham', reference: 'CA12' }],
      listedBuildings: [],
      treePreservationOrders: null,
      article4Directions: [],
    },
    reference: 'CA12',
    recordDate: null,
    facts: {
      '/propertyPack/listingAndConservation/isConservationArea/yesNo': 'Yes',
      '/propertyPack/listingAndConservation/isConservationArea/details': 'Central Cheltenham conservation area',
      '/propertyPack/listingAndConservation/isListed/yesNo': 'No',
      '/x-moveready/planning/article4Direction': 'None',
    },
  },
  coverage: {
    endpoint: 'coverage',
    body: {
      broadband: {
        maxBbPredictedDown: 16,
        maxSfbbPredictedDown: 80,
        maxUfbbPredictedDown: null,
        maxPredictedDown: 80,
        maxPredictedUp: 20,
      },
      mobile: ['EE', 'Three', 'O2', 'Vodafone'].map((operator) => ({
        operator,
        voiceIndoor: 0,
        dataIndoor: 0,
        voiceOutdoor: 2,
        dataOutdoor: 1,
      })),
      release: '2025-07-01',
    },
    reference: null,
    recordDate: '2025-07-01',
    facts: {
      '/propertyPack/connectivity/broadband/predictedSpeed/maxPredictedDown': 80,
      '/propertyPack/connectivity/mobilePhone/predictedCoverage/eeVoiceIndoor': 0,
      '/propertyPack/connectivity/mobilePhone/knownSignalIssues/yesNo': 'Yes',
    },
  },
  'ground-conditions': {
    endpoint: 'ground-conditions',
    body: { coalMining: { coalfield: true, developmentHighRisk: false, reference: 'CON29M-1' }, radonClass: 3 },
    reference: 'CON29M-1',
    recordDate: null,
    facts: {
      '/propertyPack/environmentalIssues/coalMining/riskIndicator': 'No',
      '/propertyPack/environmentalIssues/radon/radonRisk/riskIndicator': 'Yes',
    },
  },
  'price-paid': {
    endpoint: 'price-paid',
    body: {
      transactions: [
        { transactionId: '{A}', price: 185000, date: '2009-06-30' },
        { transactionId: '{B}', price: 265000, date: '2017-08-04' },
      ],
    },
    reference: '{B}',
    recordDate: '2017-08-04',
    facts: { '/x-moveready/pricePaid/lastSalePrice': 265000, '/x-moveready/pricePaid/lastSaleDate': '2017-08-04' },
  },
};

describe.each(PUBLIC_RECORD_SOURCES)('the %s adapter', (source) => {
  const example = CASES[source];

  it('asks its service about the address with its key, and reads the answer into facts', async () => {
    handler = json(200, example.body);
    const answer = await sources()[source].lookup(query);
    expect(seen).toEqual([
      {
        path: `/records/${example.endpoint}`,
        query: { postcode: 'GL50 1QA', address: query.address, town: 'Cheltenham' },
        key: `${source}-key`,
      },
    ]);
    expect(answer).toMatchObject({
      reference: example.reference,
      recordDate: example.recordDate,
      facts: example.facts,
    });
    expect(sources()[source].sample).toBe(false);
  });

  it('answers "nothing found" for a 404', async () => {
    handler = json(404, { error: 'no record' });
    expect(await sources()[source].lookup(query)).toBeNull();
  });

  it('reports a refusal (4xx) as rejected and an outage (5xx) as unavailable', async () => {
    handler = json(403, { error: 'forbidden' });
    await expect(sources()[source].lookup(query)).rejects.toMatchObject({ failure: 'rejected', status: 403 });
    handler = json(503, { error: 'down' });
    await expect(sources()[source].lookup(query)).rejects.toMatchObject({ failure: 'unavailable', status: 503 });
  });

  it('gives up after its deadline', async () => {
    handler = (_request, response) => {
      setTimeout(() => json(200, example.body)(_request, response), 1500).unref();
    };
    const started = Date.now();
    await expect(sources()[source].lookup(query)).rejects.toMatchObject({ failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3500);
  });

  it('refuses an unreadable answer: not JSON, or not the shape the service promises', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"band": ');
    };
    await expect(sources()[source].lookup(query)).rejects.toMatchObject({ failure: 'malformed' });
    handler = json(200, { unexpected: true });
    await expect(sources()[source].lookup(query)).rejects.toMatchObject({ failure: 'malformed' });
  });
});

describe('empty answers', () => {
  it('reads an empty certificate list, an empty price-paid list and no coverage at all as "nothing found"', async () => {
    const all = sources();
    handler = json(200, { certificates: [] });
    expect(await all['energy-certificate'].lookup(query)).toBeNull();
    handler = json(200, { transactions: [] });
    expect(await all['price-paid'].lookup(query)).toBeNull();
    handler = json(200, { broadband: null, mobile: [], release: null });
    expect(await all.coverage.lookup(query)).toBeNull();
  });
});
