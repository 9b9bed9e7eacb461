import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { fieldWeights, operationWork } from '../../server/gateway/cost/field-cost.ts';
import { GRAPHQL_LIMITS } from '../../server/gateway/plugin.ts';
import { buildGatewaySchema } from '../../server/gateway/schema.ts';
import { startHoldingProxy } from '../fixtures/holding-proxy.ts';
import { callGraphql } from '../fixtures/http.ts';
import { loginAs } from '../fixtures/oidc-login.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

// The web app's operations, and the fragments its components keep beside them.
const SOURCES = ['../../operations/', '../../web/src/'].map((dir) => new URL(dir, import.meta.url).pathname);
const graphqlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? graphqlFiles(join(dir, entry.name))
      : entry.name.endsWith('.graphql')
        ? [join(dir, entry.name)]
        : [],
  );

const exports = (count: number, propertyId: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `e${i}: pdtfTransaction(propertyId: "${propertyId}")`).join(' ')} }`;

describe('the work each field declares', () => {
  const schema = buildGatewaySchema();
  const weights = fieldWeights(schema);

  it('prices the PDTF export, its report and the attribute reports', () => {
    for (const field of [
      'Query.pdtfTransaction',
      'Query.pdtfExportReport',
      'Query.attributeSummary',
      'Query.attributeStatistics',
      'Mutation.refreshAttributeStatistics',
    ])
      expect(weights.get(field), field).toBeGreaterThanOrEqual(GRAPHQL_LIMITS.expensiveFrom);
  });

  it('refuses at start-up a field returning a whole JSON value without a price', () => {
    const unpriced = buildSchema(`
      directive @cost(weight: Int!) on FIELD_DEFINITION
      scalar JSON
      type Query { cheap: String, export: JSON }
    `);
    expect(() => fieldWeights(unpriced)).toThrow('Query.export');
  });

  it('lets every operation the web app sends through', () => {
    const document = parse(
      SOURCES.flatMap(graphqlFiles)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n'),
    );
    const operations = document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const dearest = Math.max(...operations.map((operation) => operationWork(schema, weights, document, operation)));
    expect(dearest).toBeGreaterThan(0);
    expect(dearest).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxWork);
  });

  it('counts every alias and every spread of a fragment', () => {
    const document = parse(`
      fragment Export on Query { pdtfTransaction(propertyId: "1") }
      query Twice { a: pdtfTransaction(propertyId: "1") ...Export ... on Query { ...Export } }
    `);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
    expect(operationWork(schema, weights, document, operation as OperationDefinitionNode)).toBe(
      3 * weights.get('Query.pdtfTransaction')!,
    );
  });
});

describe('a gateway pricing requests by their work', () => {
  let api: TestApp;
  let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
  let gateway: TestApp;
  let agent: string;
  let admin: string;
  let propertyId: string;
  const exportWeight = fieldWeights(buildGatewaySchema()).get('Query.pdtfTransaction')!;

  beforeAll(async () => {
    api = await startTestApp();
    // The gateway reaches the API through a proxy that holds PDTF exports until the test lets them go.
    proxy = await startHoldingProxy(api.url, (path) => path.endsWith('/pdtf'));
    gateway = await startTestApp({
      PARTS: 'gateway',
      REST_URL: `${proxy.url}/api`,
      OIDC_ISSUER: `${api.publicUrl}/oidc`,
    });
    agent = (await loginAs(api.publicUrl, 'demo-agent')).idToken;
    admin = (await loginAs(api.publicUrl, 'demo-admin')).idToken;
    const list = await callGraphql(gateway.url, '{ properties(pageSize: 1) { nodes { id } } }', { token: agent });
    propertyId = list.body.data.properties.nodes[0].id;
  }, 180_000);
  afterAll(async () => {
    proxy?.release();
    await gateway?.close();
    await proxy?.close();
    await api?.close();
  });

  it('refuses 240 PDTF exports in one request before building any, in the product words', async () => {
    const { status, body, upstreamCalls } = await callGraphql(gateway.url, exports(240, propertyId), { token: agent });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: MESSAGES.queryTooMuchWork(GRAPHQL_LIMITS.maxWork),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
    expect(upstreamCalls).toBe(0);
    expect(proxy.held).toBe(0);
  });

  it('holds one viewer to a budget of expensive work in flight while others are answered', async () => {
    // As many single exports as the viewer's budget of work in flight holds.
    const perViewer = Math.floor(GRAPHQL_LIMITS.workInFlightPerViewer / exportWeight);
    const answered: Awaited<ReturnType<typeof callGraphql>>[] = [];
    const burst = Array.from({ length: perViewer + 2 }, () =>
      callGraphql(gateway.url, exports(1, propertyId), { token: agent }).then((answer) => {
        answered.push(answer);
        return answer;
      }),
    );
    // The first few reach the API and wait there; the rest are refused at once.
    await vi.waitFor(() => expect([proxy.held, answered.length]).toEqual([perViewer, 2]), { timeout: 20_000 });
    for (const refused of answered) {
      expect(refused.status).toBe(429);
      expect(refused.body.errors).toEqual([
        { message: MESSAGES.tooManyExpensiveRequests, extensions: { code: 'RATE_LIMITED' } },
      ]);
      expect(refused.upstreamCalls).toBe(0);
    }

    // While the burst is held, another user's request and the same user's plain one are answered.
    const other = await callGraphql(gateway.url, '{ viewer { id } }', { token: admin });
    expect(other.status).toBe(200);
    expect(other.body.data.viewer.id).toBe('demo-admin');
    const plain = await callGraphql(gateway.url, '{ viewer { id } }', { token: agent });
    expect(plain.body.data.viewer.id).toBe('demo-agent');
    // Another user's export has slots of its own.
    const othersExport = callGraphql(gateway.url, exports(1, propertyId), { token: admin });
    await vi.waitFor(() => expect(proxy.held).toBe(perViewer + 1), { timeout: 20_000 });
    expect(answered).toHaveLength(2);

    proxy.release();
    const held = (await Promise.all(burst)).filter((answer) => answer.status !== 429);
    expect(held).toHaveLength(perViewer);
    for (const answer of held) expect(answer.body.data.e0).toMatchObject({ transactionId: expect.any(String) });
    expect((await othersExport).status).toBe(200);

    // Their answers gave the slots back.
    const again = await callGraphql(gateway.url, exports(1, propertyId), { token: agent });
    expect(again.status).toBe(200);
    expect(again.body.errors).toBeUndefined();
  });
});
