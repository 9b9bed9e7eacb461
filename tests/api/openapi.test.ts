import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ERROR_CODES } from '../../contracts/errors.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * The OpenAPI document at /api/openapi.json: valid OpenAPI 3.1, generated from the routes, so
 * every route the server registered is in it with the access it declares, and the error catalogue
 * is in its components. A route left out of it fails here.
 */
let app: TestApp;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document as any client reads it
let document: any;
let firstBuildMs = 0;

type Route = { method: string; url: string; access: string };

/** The routes the document lacks, and the operations whose `x-access` is not the route's rule. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
function gaps(doc: any, routes: readonly Route[]): string[] {
  return routes.flatMap((route) => {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation = doc.paths?.[path]?.[route.method.toLowerCase()];
    if (!operation) return [`${route.method} ${route.url} is not in the document`];
    if (operation['x-access']?.rule !== route.access)
      return [
        `${route.method} ${route.url} says x-access ${JSON.stringify(operation['x-access'])}, the route ${route.access}`,
      ];
    return [];
  });
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const started = performance.now();
  const response = await fetch(`${app.url}/api/openapi.json`);
  firstBuildMs = performance.now() - started;
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  document = await response.json();
});
afterAll(() => app?.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has every route the server registered, each with the access rule it declares', () => {
    expect(app.restRoutes.length).toBeGreaterThan(90);
    expect(gaps(document, app.restRoutes)).toEqual([]);
  });

  it('would fail with a route left out or its access misstated', () => {
    const route = app.restRoutes.find((candidate) => candidate.url === '/api/property/:id/request-searches/')!;
    const without = structuredClone(document);
    delete without.paths['/api/property/{id}/request-searches/'];
    expect(gaps(without, [route])).toEqual(['POST /api/property/:id/request-searches/ is not in the document']);
    const misstated = structuredClone(document);
    misstated.paths['/api/property/{id}/request-searches/'].post['x-access'].rule = 'AUTHENTICATED';
    expect(gaps(misstated, [route])).toHaveLength(1);
  });

  it('names the roles and the sign-in each operation needs', () => {
    const brands = document.paths['/api/brands'].get;
    expect(brands['x-access']).toEqual({ rule: 'VIEW_BRANDS', signIn: true, roles: ['administrator'] });
    expect(brands.security).toEqual([{ bearerJwt: [] }, { authorizationJwt: [] }]);
    expect(brands.description).toContain('VIEW_BRANDS');
    const searches = document.paths['/api/search'].post['x-access'];
    expect(searches.roles).toEqual(['administrator', 'solicitor', 'agent']);
    const health = document.paths['/api/health'].get;
    expect(health['x-access']).toMatchObject({ rule: 'PUBLIC', signIn: false });
    expect(health.security).toBeUndefined();
    expect(document.components.securitySchemes.bearerJwt).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('describes the bodies and answers from the contract', () => {
    const put = document.paths['/api/property/{id}'].put;
    expect(put.requestBody.content['application/json'].schema.properties.data).toBeDefined();
    const answer = put.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(
      expect.arrayContaining(['questionnaire_completion', 'check_list_items', 'complete', 'data']),
    );
    expect(put.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]),
    );
    expect(put.responses['4XX'].content['application/json'].schema.properties.error).toBeDefined();
  });

  it('carries the error catalogue as response components', () => {
    expect(Object.keys(document.components.responses).sort()).toEqual([...REST_ERROR_CODES].sort());
    expect(
      document.components.responses.NOT_FOUND.content['application/json'].schema.properties.error.properties.code,
    ).toEqual({ const: 'NOT_FOUND' });
    expect(document.components.responses.RATE_LIMITED['x-status']).toEqual([429]);
  });

  it('is built once, on its first request', async () => {
    const started = performance.now();
    const again = await fetch(`${app.url}/api/openapi.json`);
    const repeatMs = performance.now() - started;
    expect(await again.json()).toEqual(document);
    console.log(
      `OpenAPI document: ${Object.keys(document.paths).length} paths, first request ${firstBuildMs.toFixed(0)} ms, next ${repeatMs.toFixed(0)} ms`,
    );
  });
});

describe('the reference page at /api/reference', () => {
  it('serves Swagger UI from this origin, reading the same document, under the product’s Content-Security-Policy', async () => {
    const page = await fetch(`${app.url}/api/reference/`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    // Every script is a file of this origin: nothing inline for the policy to refuse.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\.?\/?[^":]+"/);
      expect(body.trim()).toBe('');
    }
    const initializer = await fetch(`${app.url}/api/reference/static/swagger-initializer.js`);
    expect(initializer.status).toBe(200);
    expect(await initializer.text()).toContain("resolveUrl('./json')");
    // The document the page reads is the one at /api/openapi.json.
    expect(await (await fetch(`${app.url}/api/reference/json`)).json()).toEqual(document);
  });
});
