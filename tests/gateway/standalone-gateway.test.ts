import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callGraphql } from '../fixtures/http.ts';
import { loginAs } from '../fixtures/oidc-login.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

let api: TestApp;
let gatewayOnly: TestApp;

beforeAll(async () => {
  api = await startTestApp();
  gatewayOnly = await startTestApp({
    PARTS: 'gateway',
    REST_URL: `${api.url}/api`,
    OIDC_ISSUER: `${api.publicUrl}/oidc`,
  });
});
afterAll(async () => {
  await gatewayOnly?.close();
  await api?.close();
});

describe('a gateway deployed on its own', () => {
  it('serves the properties query from a REST API in another process', async () => {
    const { idToken } = await loginAs(api.publicUrl, 'demo-agent');
    const { body, upstreamCalls } = await callGraphql(
      gatewayOnly.url,
      '{ viewer { id roleLabel } properties(pageSize: 5) { nodes { id name } pageInfo { total } } }',
      { token: idToken },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer).toEqual({ id: 'demo-agent', roleLabel: 'Agent' });
    expect(body.data.properties.pageInfo.total).toBe(40);
    expect(body.data.properties.nodes).toHaveLength(5);
    expect(upstreamCalls).toBe(2);
    expect(gatewayOnly.database).toBeNull();
  });

  it('reports the API being down as UPSTREAM_UNAVAILABLE, not a crash', async () => {
    const orphan = await startTestApp({
      PARTS: 'gateway',
      REST_URL: 'http://127.0.0.1:1/api',
      OIDC_ISSUER: `${api.publicUrl}/oidc`,
    });
    try {
      const { idToken } = await loginAs(api.publicUrl, 'demo-agent');
      const { status, body } = await callGraphql(orphan.url, '{ properties { nodes { id } } health { status } }', {
        token: idToken,
      });
      expect(status).toBe(200);
      expect(body.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      const health = await callGraphql(orphan.url, '{ health { status } }');
      expect(health.body.data.health.status).toBe('unavailable');
    } finally {
      await orphan.close();
    }
  });
});
