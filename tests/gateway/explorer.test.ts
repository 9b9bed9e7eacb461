import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTES, SOURCES } from '../../domain/attributes/catalogue.ts';
import { EXPLORER_DEFAULT_QUERY } from '../../web/src/screens/admin/explorer/explorerQuery.ts';
import { callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let production: TestApp;
const PUBLIC_URL = 'https://moveready.example';

beforeAll(async () => {
  // Production mode on the embedded database with the demo data: what the explorer runs against.
  production = await startTestApp({ PARTS: 'rest,gateway,web,oidc', DEMO: '1', PUBLIC_URL }, { production: true });
});
afterAll(async () => {
  await production?.close();
});

async function tokenOf(sub: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(production.database!.db, {
    sub,
    iss: `${PUBLIC_URL}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
}

const REPORT_TYPES = [
  'AttributeSummary',
  'AttributeSummaryItem',
  'AttributeSource',
  'AttributeMetrics',
  'AttributeDimension',
  'AttributeSummaryMetadata',
  'AttributeFilterOptions',
  'AttributeFilterOption',
];

const typeQuery = (name: string) =>
  `{ __type(name: "${name}") { name description fields { name description args { name description } } inputFields { name description } } }`;

type IntrospectedType = {
  name: string;
  description: string | null;
  fields: { name: string; description: string | null }[] | null;
  inputFields: { name: string; description: string | null }[] | null;
};

describe('the GraphQL explorer against a production gateway', () => {
  it('an administrator introspects the whole schema with the query GraphiQL sends, within the limits', async () => {
    const { status, body } = await callGraphql(
      production.url,
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
      { token: await tokenOf('demo-admin') },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.types.map((type: { name: string }) => type.name)).toContain('AttributeSummary');
  });

  it.each(['demo-agent', 'demo-brand', 'demo-solicitor'])(
    '%s is refused the schema, however the question is put',
    async (sub) => {
      const token = await tokenOf(sub);
      for (const query of [getIntrospectionQuery(), typeQuery('AttributeSummary')]) {
        const { body } = await callGraphql(production.url, query, { token });
        expect(body.data).toBeUndefined();
        expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      }
    },
  );

  it('describes AttributeSummary, its attributes, dimensions and sources field by field', async () => {
    const token = await tokenOf('demo-admin');
    for (const name of [...REPORT_TYPES, 'AttributeReportFilter']) {
      const { body } = await callGraphql(production.url, typeQuery(name), { token });
      const type = body.data.__type as IntrospectedType;
      expect(type.description, name).toMatch(/\w{3}/);
      for (const field of [...(type.fields ?? []), ...(type.inputFields ?? [])])
        expect(field.description, `${name}.${field.name}`).toMatch(/\w{3}/);
    }
  });

  it('names every attribute key and source an administrator can ask about, so a report needs no guessing', async () => {
    const { body } = await callGraphql(production.url, typeQuery('AttributeSummaryItem'), {
      token: await tokenOf('demo-admin'),
    });
    const description = (body.data.__type as IntrospectedType).description ?? '';
    for (const attribute of ATTRIBUTES)
      expect(description, attribute.key).toMatch(new RegExp(`\\b${attribute.key}\\b`));
    for (const source of Object.values(SOURCES))
      expect(description, source.name).toContain(`${source.name} (${source.title})`);
  });

  it('runs the explorer’s first query, a whole report in one request, for an administrator within the limits', async () => {
    const { status, body, upstreamCalls } = await callGraphql(production.url, EXPLORER_DEFAULT_QUERY, {
      token: await tokenOf('demo-admin'),
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const summary = body.data.attributeSummary;
    expect(summary.metadata.totalProperties).toBeGreaterThan(0);
    const keys = summary.attributes.map((attribute: { key: string }) => attribute.key);
    expect(keys).toEqual(
      expect.arrayContaining(['short_lease', 'mortgage_combined', 'fraud_risk_title_unverified', 'predicted_weeks']),
    );
    const mortgage = summary.attributes.find((attribute: { key: string }) => attribute.key === 'mortgage_combined');
    const greenOrAmber = mortgage.metrics.dimensions
      .filter((d: { key: string }) => d.key === 'GREEN' || d.key === 'AMBER')
      .reduce((sum: number, d: { count: number }) => sum + d.count, 0);
    expect(mortgage.metrics.greenOrAmber).toBe(greenOrAmber);
    expect(upstreamCalls).toBeLessThanOrEqual(2);
  });

  it('holds an administrator to the same depth and cost limits as everyone', async () => {
    const token = await tokenOf('demo-admin');
    const deep = `{ ${'viewer { user { '.repeat(6)}id${' } }'.repeat(6)} }`;
    const tooDeep = await callGraphql(production.url, deep, { token });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors?.some((error) => /depth/i.test(error.message))).toBe(true);
    const report =
      'attributeSummary(filter: { allFields: true }) { attributes { key metrics { total dimensions { key count percentage } } } }';
    const costly = `{ ${Array.from({ length: 40 }, (_, i) => `r${i}: ${report}`).join(' ')} }`;
    const tooCostly = await callGraphql(production.url, costly, { token });
    expect(tooCostly.status).toBe(400);
    expect(tooCostly.body.errors?.some((error) => /cost/i.test(error.message))).toBe(true);
  });
});
