import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMetadata } from '../../server/services/identity/endpoints.ts';
import { callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let production: TestApp;
let development: TestApp;
const PUBLIC_URL = 'https://moveready.example';

beforeAll(async () => {
  // Production settings on the embedded database: what matters here is what the answers carry.
  production = await startTestApp(
    { PARTS: 'rest,gateway,web,oidc', TRUST_PROXY: '1', DEMO: '1', PUBLIC_URL },
    { production: true },
  );
  development = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
});
afterAll(async () => {
  await production?.close();
  await development?.close();
});

async function productionToken(sub: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(production.database!.db, {
    sub,
    iss: `${PUBLIC_URL}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
}

function policy(response: Response): Map<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(' ')[0], part.includes(' ') ? part.slice(part.indexOf(' ') + 1) : '']),
  );
}

const pages: [string, RequestInit?][] = [
  ['/'],
  ['/properties/3'],
  ['/api/health'],
  ['/api/properties'],
  [
    '/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health { status } }' }),
    },
  ],
  ['/oidc/.well-known/openid-configuration'],
  ['/oidc/jwks'],
  ['/oidc/interaction/unknown'],
  ['/oidc/reset-password?token=nope'],
  ['/api/no-such-route'],
];

describe('security headers', () => {
  it.each(pages)(
    'production %s carries the CSP, frame-ancestors none, nosniff, a referrer policy and HSTS',
    async (path, init) => {
      const response = await fetch(`${production.url}${path}`, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-proto': 'https' },
      });
      await response.arrayBuffer();
      const csp = policy(response);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/=]+'$/);
      expect(csp.get('script-src-attr')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    },
  );

  it('over plain http (a development server) there is no HSTS and no upgrade of requests', async () => {
    for (const [path, init] of pages) {
      const response = await fetch(`${development.url}${path}`, init);
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(policy(response).has('upgrade-insecure-requests')).toBe(false);
      expect(policy(response).get('frame-ancestors')).toBe("'none'");
    }
  });
});

describe('the silent sign-in’s callback (a reload restoring its sign-in)', () => {
  it('answers with nothing to show, frame or store: the restore reads only its address', async () => {
    const response = await fetch(`${production.url}/auth/silent-callback?code=abc&state=xyz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(policy(response).get('frame-ancestors')).toBe("'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('the page a reload restores its sign-in from', () => {
  it('names the embedded provider’s endpoints as its discovery document does, so the restore skips it', async () => {
    const page = await (await fetch(`${production.url}/properties`)).text();
    const attribute = /data-oidc-metadata="([^"]*)"/.exec(page)?.[1];
    expect(attribute).toBeDefined();
    const named = JSON.parse((attribute ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<
      string,
      string
    >;
    const discovery = await (
      await fetch(`${production.url}/oidc/.well-known/openid-configuration`, {
        headers: { 'x-forwarded-host': new URL(PUBLIC_URL).host, 'x-forwarded-proto': 'https' },
      })
    ).json();
    expect(named).toEqual(identityMetadata(`${PUBLIC_URL}/oidc`));
    expect(discovery).toMatchObject(named);
  });
});

describe('the provider’s cookies', () => {
  async function authorizeCookies(baseUrl: string, publicUrl: string, headers: Record<string, string> = {}) {
    const authorize = new URL('/oidc/auth', baseUrl);
    authorize.search = new URLSearchParams({
      client_id: 'hop-web',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${publicUrl}/auth/callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual', headers });
    expect(response.status).toBe(303);
    return response.headers.getSetCookie();
  }

  it('are HttpOnly, SameSite=Lax and Secure in production behind TLS', async () => {
    const cookies = await authorizeCookies(production.url, PUBLIC_URL, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'moveready.example',
    });
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*httponly/i);
      expect(cookie).toMatch(/;\s*samesite=lax/i);
      expect(cookie).toMatch(/;\s*secure/i);
    }
  });

  it('are HttpOnly and SameSite=Lax on a plain-http development server', async () => {
    const cookies = await authorizeCookies(development.url, development.publicUrl);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*httponly/i);
      expect(cookie).toMatch(/;\s*samesite=lax/i);
    }
  });
});

describe('the schema stays private in production', () => {
  it('a mistyped field gets no suggestion in production, and one in development', async () => {
    const mistyped = '{ propertys { id } }';
    const prod = await callGraphql(production.url, mistyped);
    expect(prod.status).toBe(400);
    expect(prod.body.errors?.[0].message).toBe('Cannot query field "propertys" on type "Query".');
    const dev = await callGraphql(development.url, mistyped);
    expect(dev.body.errors?.[0].message).toMatch(/Did you mean/);
  });

  it('introspection is refused in production to anyone but an administrator', async () => {
    const query = '{ __schema { queryType { name } } }';
    const anonymous = await callGraphql(production.url, query);
    expect(anonymous.body.data).toBeUndefined();
    expect(anonymous.body.errors?.[0].message).toMatch(/introspection/i);
    const agent = await callGraphql(production.url, query, { token: await productionToken('demo-agent') });
    expect(agent.body.data).toBeUndefined();
    expect(agent.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const typeProbe = await callGraphql(production.url, '{ __type(name: "Property") { name } }', {
      token: await productionToken('demo-brand'),
    });
    expect(typeProbe.body.data).toBeUndefined();
  });

  it('an administrator introspects the schema in production, within the same limits', async () => {
    const token = await productionToken('demo-admin');
    const { body } = await callGraphql(production.url, '{ __schema { queryType { name } } }', { token });
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.queryType.name).toBe('Query');
    const deep = `{ ${'properties { nodes { vault { documents { id } } } }'.repeat(1)} ${'a: phases { id } '.repeat(300)} }`;
    const limited = await callGraphql(production.url, deep, { token });
    expect(limited.status).toBe(400);
  });

  it('production has no demo mailbox and no GraphQL explorer page', async () => {
    expect(await (await fetch(`${production.url}/dev/mailbox`)).text()).not.toContain('Demo mailbox');
    // (A path the server does not serve gets the web app's page, which knows nothing of GraphiQL.)
    for (const page of ['/graphiql/index.html', '/graphiql/', '/dev/graphiql/index.html']) {
      expect(await (await fetch(`${production.url}${page}`)).text(), page).not.toMatch(/graphiql/i);
    }
    const landing = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await landing.text()).not.toMatch(/graphiql/i);
    expect(await (await fetch(`${development.url}/dev/mailbox`)).text()).toContain('Demo mailbox');
    expect((await fetch(`${development.url}/graphiql/index.html`)).status).toBe(200);
  });

  it("production serves the explorer code the administrators' /admin/graphql screen imports", async () => {
    const code = await fetch(`${production.url}/graphiql/explorer.js`, { headers: { 'accept-encoding': 'br' } });
    expect(code.status).toBe(200);
    expect(code.headers.get('content-type')).toMatch(/javascript/);
    expect(code.headers.get('content-encoding')).toBe('br');
    expect(await code.text()).toContain('mountExplorer');
  });
});

describe('tighter edges', () => {
  it('images come only from the product’s own hosts: no beacon to any https host', async () => {
    const csp = policy(await fetch(`${development.url}/api/health`));
    const sources = (csp.get('img-src') ?? '').split(' ');
    expect(sources.slice(0, 3)).toEqual(["'self'", 'data:', 'blob:']);
    expect(sources).not.toContain('https:');
    for (const source of sources.slice(3)) expect(source).toMatch(/^https?:\/\/[^/]+$/);
  });

  it('pages with a token in their URL may not be cached nor pass their address on', async () => {
    for (const path of ['/oidc/reset-password?token=nope', '/oidc/verify-email?token=nope']) {
      const response = await fetch(`${development.url}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('the provider’s token endpoint answers cross-origin requests from the product’s hosts only', async () => {
    const preflight = (origin: string) =>
      fetch(`${development.url}/oidc/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const foreign = await preflight('https://attacker.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const refresh = await fetch(`${development.url}/oidc/token`, {
      method: 'POST',
      headers: { origin: 'https://attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: 'hop-web' }).toString(),
    });
    expect(refresh.headers.get('access-control-allow-origin')).toBeNull();
    const own = await preflight(development.publicUrl);
    expect(own.headers.get('access-control-allow-origin')).toBe(development.publicUrl);
    // Discovery and the public keys stay readable from anywhere.
    const discovery = await fetch(`${development.url}/oidc/.well-known/openid-configuration`, {
      headers: { origin: 'https://attacker.example' },
    });
    expect(discovery.headers.get('access-control-allow-origin')).not.toBeNull();
  });
});
