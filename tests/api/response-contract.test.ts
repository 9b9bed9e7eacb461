import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * The serialiser is given fields that are not in the contract — an internal flag, the viewer-only
 * organisation ids, a password hash — as a careless change to it would. None may reach the client.
 */
// Test files share a worker's modules (vitest.config.ts): start this file from a fresh module
// registry, so the serialiser below is the mocked one even if another file loaded the real one.
vi.hoisted(() => vi.resetModules());
vi.mock('../../server/use-cases/properties/property-json.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/use-cases/properties/property-json.ts')>();
  return {
    propertyJson: Object.assign(
      (...args: Parameters<typeof original.propertyJson>) => ({
        ...original.propertyJson(...args),
        organisation_ids: [1, 2, 3],
        owner_password_hash: 'scrypt$do-not-send',
      }),
      { careless: true },
    ),
  };
});

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  const now = Math.floor(Date.now() / 1000);
  token = await signWithProviderKey(app.database!.db, {
    sub: 'demo-agent',
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
});
afterAll(() => app?.close());

describe('the REST contract', () => {
  it('every route the server exposes declares its success and error response schemas', () => {
    expect(app.restRoutes.length).toBeGreaterThan(5);
    const undeclared = app.restRoutes
      .filter((route) => !route.responses.some((status) => /^2\d\d$/.test(status)))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const withoutErrors = app.restRoutes
      .filter((route) => route.url !== '/api/health' && !route.responses.includes('4xx'))
      .map((r) => `${r.method} ${r.url}`);
    expect(withoutErrors).toEqual([]);
  });

  it('a field added to a response but not to its schema never reaches the client', async () => {
    // The server of this file serialises through the careless serialiser above.
    const { propertyJson } = await import('../../server/use-cases/properties/property-json.ts');
    expect(propertyJson).toHaveProperty('careless', true);
    const one = await callApi(app.url, 'GET', '/property/1', { token });
    const list = await callApi(app.url, 'GET', '/properties?page_size=5', { token });
    expect(one.status).toBe(200);
    expect(one.body.name).toBeTruthy();
    for (const property of [one.body, ...list.body.properties]) {
      expect(property).not.toHaveProperty('organisation_ids');
      expect(property).not.toHaveProperty('owner_password_hash');
    }
    expect(JSON.stringify(list.body)).not.toContain('do-not-send');
  });
});
