import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_RECORD_SOURCES } from '../../domain/public-records.ts';
import { ROLE } from '../../domain/roles.ts';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { createOrganisation, createUser } from '../fixtures/factories.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * Public records through the public interface: a property added over REST gets every source's
 * record in the background within seconds; the flood risk source is a local fake service, so it can
 * fail, answer and be counted, while the other six answer from the sample data set.
 */
let app: TestApp;
let flood: Server;
let floodMode: 'down' | 'up' = 'down';
let floodCalls = 0;

const FLOOD_ANSWER = { riversAndSea: 'Low', surfaceWater: 'Very low', reference: 'LTFRI-42', assessedOn: '2025-01-28' };

beforeAll(async () => {
  flood = createServer((_request, response) => {
    floodCalls += 1;
    if (floodMode === 'down') {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FLOOD_ANSWER));
  });
  await new Promise<void>((resolve) => flood.listen(0, '127.0.0.1', resolve));
  const floodUrl = `http://127.0.0.1:${(flood.address() as AddressInfo).port}/`;
  app = await startTestApp({
    DEMO: '0',
    JOB_POLL_MS: '50',
    FLOOD_RISK_URL: floodUrl,
    PUBLIC_RECORDS_TIMEOUT_SECONDS: '2',
  });
});
afterAll(async () => {
  await app?.close();
  flood?.closeAllConnections();
  await new Promise<void>((resolve) => flood?.close(() => resolve()));
});

async function tokenFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(app.database!.db, {
    sub,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
}

async function agentOf() {
  const db = app.database!.db;
  const brand = await createOrganisation(db, { type: 1 });
  const agency = await createOrganisation(db, { type: 2, parentId: brand.id });
  const agent = await createUser(db, { role: ROLE.agent, organisationId: agency.id });
  return { agent, token: await tokenFor(agent.id) };
}

const FLAT_ADDRESS = {
  sub_building_name: 'Flat 2',
  building_number: '7',
  thoroughfare: 'Lansdown Road',
  town_or_city: 'Cheltenham',
  hop_post_code: 'GL50 1QA',
};
const flatTitle = buildSampleTitles().find(
  (t) =>
    t.result.Address.SubBuildingName === 'Flat 2' &&
    t.result.Address.BuildingNumber === '7' &&
    t.result.Address.StreetName === 'Lansdown Road',
)!;

type Records = {
  records: {
    source: string;
    status: string;
    note: string | null;
    sample: boolean;
    retrieved_at: string;
    reference: string | null;
    facts: Record<string, unknown>;
  }[];
  pending: string[];
  fetching: boolean;
};

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function addProperty(token: string): Promise<number> {
  const response = await callApi(app.url, 'POST', '/property', {
    token,
    body: { TitleNumber: flatTitle.result.TitleNumber, address: FLAT_ADDRESS },
  });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

async function settledRecords(token: string, propertyId: number): Promise<Records> {
  return until(async () => {
    const { status, body } = await callApi(app.url, 'GET', `/property/${propertyId}/public-records`, { token });
    expect(status).toBe(200);
    return (body as Records).pending.length === 0 && !(body as Records).fetching ? (body as Records) : undefined;
  });
}

const bySource = (records: Records) => Object.fromEntries(records.records.map((record) => [record.source, record]));

describe('public records fetched when a property is added', () => {
  it('stores every source within seconds; the one that fails leaves a failed record with a note and the others are found', async () => {
    floodMode = 'down';
    const { token } = await agentOf();
    const started = Date.now();
    const id = await addProperty(token);
    const records = await settledRecords(token, id);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(records.records.map((record) => record.source)).toEqual([...PUBLIC_RECORD_SOURCES]);
    const sources = bySource(records);
    expect(sources['flood-risk']).toMatchObject({
      status: 'failed',
      sample: false,
      note: 'The flood risk service did not answer, so these questions are left to you.',
      facts: {},
    });
    for (const source of [
      'council-tax',
      'energy-certificate',
      'planning-constraints',
      'coverage',
      'ground-conditions',
    ] as const) {
      expect(sources[source], source).toMatchObject({ status: 'found', sample: true, note: null });
    }
    expect(['found', 'not-found']).toContain(sources['price-paid'].status);
    expect(sources['energy-certificate'].facts['/propertyPack/buildInformation/building/propertyType']).toMatch(
      /^(Flat|Maisonette)$/,
    );
    expect(sources['council-tax'].facts['/propertyPack/councilTax/councilTaxBand']).toMatch(/^[A-D]$/);
    expect(floodCalls).toBeGreaterThanOrEqual(1);
  });

  it('reuses a cached answer for another property at the same address without calling the source; a failure is never cached', async () => {
    floodMode = 'up';
    const { token } = await agentOf();
    const before = floodCalls;
    const second = await addProperty(token);
    const secondRecords = bySource(await settledRecords(token, second));
    // The earlier failure was not kept: the service is asked, and now answers.
    expect(floodCalls).toBe(before + 1);
    expect(secondRecords['flood-risk']).toMatchObject({
      status: 'found',
      reference: 'LTFRI-42',
      sample: false,
      facts: { '/propertyPack/environmentalIssues/flooding/floodRisk/riskIndicator': 'No' },
    });

    const third = await addProperty(token);
    const thirdRecords = bySource(await settledRecords(token, third));
    expect(floodCalls).toBe(before + 1);
    expect(thirdRecords['flood-risk']).toMatchObject({
      status: 'found',
      reference: 'LTFRI-42',
      retrieved_at: secondRecords['flood-risk'].retrieved_at,
    });
    expect(thirdRecords['energy-certificate'].facts).toEqual(secondRecords['energy-certificate'].facts);
  });

  it('asks every source again on refresh, and keeps the earlier answer with a note when the source then fails', async () => {
    floodMode = 'up';
    const { token } = await agentOf();
    const id = await addProperty(token);
    const first = bySource(await settledRecords(token, id));
    const before = floodCalls;
    const refresh = await callApi(app.url, 'POST', `/property/${id}/public-records/refresh`, { token });
    expect(refresh.status).toBe(200);
    expect(refresh.body).toMatchObject({ property_id: id, fetching: true });
    const refreshed = await until(async () => {
      const records = bySource(await settledRecords(token, id));
      return records['flood-risk'].retrieved_at > first['flood-risk'].retrieved_at ? records : undefined;
    });
    expect(floodCalls).toBe(before + 1);
    expect(refreshed['flood-risk']).toMatchObject({ status: 'found', note: null });

    floodMode = 'down';
    await callApi(app.url, 'POST', `/property/${id}/public-records/refresh`, { token });
    const kept = await until(async () => {
      const records = bySource(await settledRecords(token, id));
      return records['flood-risk'].note ? records : undefined;
    });
    expect(kept['flood-risk']).toMatchObject({
      status: 'found',
      reference: 'LTFRI-42',
      retrieved_at: refreshed['flood-risk'].retrieved_at,
      facts: refreshed['flood-risk'].facts,
    });
    expect(kept['flood-risk'].note).toMatch(
      /^The flood risk service did not answer when asked again, so the answer of \d{1,2} \w+ \d{4} is kept\.$/,
    );
  });

  it('answers 404 for a property the caller cannot see or that does not exist, and 400 for an id that is not one', async () => {
    const { token } = await agentOf();
    const other = await agentOf();
    const id = await addProperty(other.token);
    expect((await callApi(app.url, 'GET', `/property/${id}/public-records`, { token })).status).toBe(404);
    expect((await callApi(app.url, 'POST', `/property/${id}/public-records/refresh`, { token })).status).toBe(404);
    expect((await callApi(app.url, 'GET', '/property/2147483647/public-records', { token })).status).toBe(404);
    expect((await callApi(app.url, 'GET', '/property/abc/public-records', { token })).status).toBe(400);
    expect((await callApi(app.url, 'POST', '/property/0/public-records/refresh', { token })).status).toBe(400);
  });
});

describe('public records over GraphQL', () => {
  it('lists the records on the property and refreshes them with a mutation', async () => {
    floodMode = 'up';
    const { token } = await agentOf();
    const id = await addProperty(token);
    await settledRecords(token, id);
    const query =
      'query($id: ID!) { property(id: $id) { id publicRecords { fetching pending records { source label status reference recordDate retrievedAt sample note facts } } } }';
    const listed = await callGraphql(app.url, query, { token, variables: { id: String(id) } });
    expect(listed.body.errors).toBeUndefined();
    const records = listed.body.data.property.publicRecords;
    expect(records).toMatchObject({ fetching: false, pending: [] });
    expect(records.records).toHaveLength(PUBLIC_RECORD_SOURCES.length);
    const certificate = records.records.find((record: { source: string }) => record.source === 'energy-certificate');
    expect(certificate).toMatchObject({ label: 'energy certificate', status: 'found', sample: true, note: null });
    expect(certificate.recordDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(certificate.facts['/propertyPack/energyEfficiency/certificate/currentEnergyRating']).toMatch(/^[A-G]$/);

    const refreshed = await callGraphql(
      app.url,
      'mutation($id: ID!) { refreshPublicRecords(propertyId: $id) { fetching records { source } } }',
      { token, variables: { id: String(id) } },
    );
    expect(refreshed.body.errors).toBeUndefined();
    expect(refreshed.body.data.refreshPublicRecords.fetching).toBe(true);
  });
});
