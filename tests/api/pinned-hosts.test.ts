import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * The provider's discovery document names only the product's own hosts: the issuer is always
 * PUBLIC_URL's, and each endpoint is at PUBLIC_URL's host or at a theme's (brand) host the request
 * came to; any other Host or X-Forwarded-Host gets the canonical addresses, never its own name.
 * The app trusts a proxy here, so X-Forwarded-Host is read too.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0', TRUST_PROXY: '1' });
});
afterAll(() => app?.close());

type Discovery = Record<string, unknown>;

/** The discovery document as a client reaching us with these headers gets it (fetch cannot set Host). */
function discovery(headers: Record<string, string>): Promise<{ status: number; document: Discovery }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${app.url}/oidc/.well-known/openid-configuration`, { headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, document: JSON.parse(text) as Discovery }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Every address the document gives (issuer and endpoints). */
const addresses = (document: Discovery) =>
  Object.entries(document).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && /^https?:\/\//.test(entry[1]),
  );

describe('the discovery document', () => {
  it.each([
    ['an unknown Host', () => ({ host: 'evil.test' })],
    ['an unknown Host with a port', () => ({ host: 'evil.test:4105' })],
    ['an unknown X-Forwarded-Host', () => ({ host: `localhost:${app.port}`, 'x-forwarded-host': 'evil.test' })],
    ['an unknown X-Forwarded-Host listed first', () => ({ 'x-forwarded-host': 'evil.test, localhost' })],
  ])('answers %s with the canonical addresses', async (_label, headers: () => Record<string, string>) => {
    const sent = headers();
    const { status, document } = await discovery(sent);
    expect(status).toBe(200);
    expect(document.issuer).toBe(`${app.publicUrl}/oidc`);
    const found = addresses(document);
    expect(found.map(([key]) => key)).toEqual(expect.arrayContaining(['token_endpoint', 'jwks_uri']));
    for (const [key, value] of found) {
      expect(value, key).not.toContain('evil.test');
      expect(value.startsWith(`${app.publicUrl}/oidc`), `${key}: ${value}`).toBe(true);
    }
  });

  it("answers a brand's host with that host's endpoints and the one issuer", async () => {
    const brand = `canopy.localhost:${app.port}`;
    for (const headers of [{ host: brand }, { 'x-forwarded-host': brand }] as Record<string, string>[]) {
      const { document } = await discovery(headers);
      expect(document.issuer).toBe(`${app.publicUrl}/oidc`);
      expect(document.token_endpoint).toBe(`http://${brand}/oidc/token`);
      expect(document.jwks_uri).toBe(`http://${brand}/oidc/jwks`);
    }
  });
});
