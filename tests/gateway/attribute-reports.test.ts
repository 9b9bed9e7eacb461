import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';
import { ROLE } from '../../domain/roles.ts';
import { recomputeAttributes } from '../../server/use-cases/attributes/recompute-attributes.ts';

let app: TestApp;
let a: Side;
let admin: string;
let agent: string;

/** The report screens' own operations, as the web app sends them. */
const fragment = readFileSync('web/src/screens/reports/AttributeStatisticsFields.graphql', 'utf8');
const SUMMARY = readFileSync('operations/reports/AttributeSummaryReport.graphql', 'utf8');
const STATISTICS = readFileSync('operations/reports/AttributeStatistics.graphql', 'utf8') + fragment;
const EXAMPLES = readFileSync('operations/reports/AttributeExamples.graphql', 'utf8');
const PROPERTIES_WITH_ATTRIBUTES = `query($n: Int!) { properties(pageSize: $n) { nodes { id attributes { key dimension value source { name title } } } } }`;

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

async function addProperties(count: number) {
  for (let i = 0; i < count; i++) {
    const property = await createProperty(app.database!.db, { agencyId: a.agency.id });
    await recomputeAttributes(app.database!.db, { propertyId: property.id });
  }
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  ({ a } = await buildTwoBrands(app.database!.db));
  admin = await tokenFor((await createUser(app.database!.db, { role: ROLE.administrator })).id);
  agent = await tokenFor(a.users.agent.id);
  await recomputeAttributes(app.database!.db, { propertyId: a.property.id });
});
afterAll(() => app?.close());

describe('attribute reports through the gateway', () => {
  it('a whole report is one request and one REST call, however many properties it covers', async () => {
    const small = await callGraphql(app.url, SUMMARY, { token: admin, variables: { filter: { allFields: true } } });
    await addProperties(25);
    const large = await callGraphql(app.url, SUMMARY, { token: admin, variables: { filter: { allFields: true } } });
    expect(small.body.errors).toBeUndefined();
    expect(large.body.data.attributeSummary.metadata.totalProperties).toBe(
      small.body.data.attributeSummary.metadata.totalProperties + 25,
    );
    expect(small.upstreamCalls).toBe(1);
    expect(large.upstreamCalls).toBe(1);
    const mortgage = large.body.data.attributeSummary.attributes.find(
      (item: { key: string }) => item.key === 'mortgage_check_title',
    );
    expect(mortgage.source).toEqual({ name: 'mortgage', title: 'Mortgage Pre-Approval' });
    const percentages = mortgage.metrics.dimensions.map((d: { percentage: number }) => d.percentage);
    expect(percentages.reduce((x: number, y: number) => x + y, 0)).toBeGreaterThanOrEqual(99);
  });

  it('counts GREEN and AMBER in one field for the mortgage rate', async () => {
    const { body } = await callGraphql(
      app.url,
      '{ attributeSummary(filter: { allFields: true }) { attributes { key metrics { total count(dimensions: ["GREEN", "AMBER"]) } } } }',
      { token: admin },
    );
    const check = body.data.attributeSummary.attributes.find(
      (item: { key: string }) => item.key === 'mortgage_check_previous_mortgage',
    );
    expect(check.metrics.count).toBe(check.metrics.total);
  });

  it('lists examples with their dashboard paths', async () => {
    const { body } = await callGraphql(app.url, EXAMPLES, {
      token: admin,
      variables: { key: 'fraud_risk_title_unverified', dimension: 'true', filter: { allFields: true } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.attributeExamples.examples[0].dashboardPath).toMatch(/^\/properties\/\d+$/);
  });

  it('statistics come back in the screen’s shape and column order, also when read from the kept snapshot', async () => {
    await callGraphql(app.url, STATISTICS, { token: admin });
    const { body } = await callGraphql(app.url, STATISTICS, { token: admin });
    expect(body.data.attributeStatistics.propertyTypes.map((share: { key: string }) => share.key)).toEqual([
      'terraced',
      'semi',
      'detached',
      'bungalow',
      'flat1',
      'flat2',
      'flat3',
      'flat4',
      'other',
      'nonstandard',
    ]);
    expect(body.errors).toBeUndefined();
    expect(body.data.attributeStatistics.tenure.map((share: { key: string }) => share.key)).toEqual([
      'freehold',
      'leasehold',
      'other',
      'commonhold',
      'freeholdpaycosts',
      'leaseholdlessthan80',
      'groundRentMoreThan01',
    ]);
    // No property here has answered the broadband question.
    const unknown = body.data.attributeStatistics.broadband.find((share: { key: string }) => share.key === 'unknown');
    expect(unknown.count).toBeGreaterThan(0);
    expect(unknown.count).toBeLessThanOrEqual(body.data.attributeStatistics.totalProps);
    expect(
      body.data.attributeStatistics.broadband.filter(
        (share: { key: string; count: number }) => share.key !== 'unknown' && share.count > 0,
      ),
    ).toEqual([]);
  });

  it('Property.attributes is for administrators, batched into one call for a page', async () => {
    const asAdmin = await callGraphql(app.url, PROPERTIES_WITH_ATTRIBUTES, { token: admin, variables: { n: 20 } });
    expect(asAdmin.body.errors).toBeUndefined();
    expect(asAdmin.body.data.properties.nodes.length).toBeGreaterThan(10);
    expect(asAdmin.body.data.properties.nodes[0].attributes.length).toBeGreaterThan(10);
    expect(asAdmin.upstreamCalls).toBe(2);
    const asAgent = await callGraphql(app.url, PROPERTIES_WITH_ATTRIBUTES, { token: agent, variables: { n: 20 } });
    expect(asAgent.body.data.properties.nodes[0].attributes).toBeNull();
  });
});
