import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMetadata } from '../../server/services/identity/endpoints.ts';
import { callApi } from '../fixtures/http.ts';
import { loginAs } from '../fixtures/oidc-login.ts';
import { startInteraction } from '../fixtures/provider-pages.ts';
import { freePort, startTestApp, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('embedded OpenID provider', () => {
  it('publishes discovery with PKCE S256 and the code flow', async () => {
    const discovery = await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${app.publicUrl}/oidc`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toContain('code');
  });

  it('serves every endpoint where the web app, which skips discovery, looks for it', async () => {
    const discovery = await (await fetch(`${app.publicUrl}/oidc/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject(identityMetadata(`${app.publicUrl}/oidc`));
  });

  it('lists one demo account per role on its sign-in page', async () => {
    const { page } = await startInteraction(app.publicUrl);
    for (const label of ['Administrator', 'Simply Conveyancing', 'Solicitor', 'Brand admin', 'Agent', 'Home mover']) {
      expect(page).toContain(label);
    }
  });

  it('refuses an authorization request without PKCE', async () => {
    const authorize = new URL('/oidc/auth', app.publicUrl);
    authorize.search = new URLSearchParams({
      client_id: 'hop-web',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${app.publicUrl}/auth/callback`,
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    expect(response.headers.get('location') ?? '').toContain('error=invalid_request');
  });

  it('signs up a new seller, who is asked to confirm the email, and refuses a wrong password', async () => {
    const { location, cookies, page } = await startInteraction(app.publicUrl, { screen: 'signup' });
    expect(page).toContain('Create your');
    const short = await fetch(new URL(`${location}/signup`, app.publicUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Robin Seller', email: 'robin@example.com', password: 'short' }).toString(),
    });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Please choose a password of at least 8 characters.');
    const created = await fetch(new URL(`${location}/signup`, app.publicUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Robin Seller',
        email: 'robin@example.com',
        password: 'correct horse battery',
      }).toString(),
    });
    expect(created.status).toBe(200);
    expect(await created.text()).toContain('Check your email');
    const again = await startInteraction(app.publicUrl);
    const login = await fetch(new URL(`${again.location}/login`, app.publicUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: again.cookies, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'ROBIN@example.com', password: 'wrong password' }).toString(),
    });
    expect(login.status).toBe(400);
    expect(await login.text()).toContain('The email or password is not right.');
  });

  it('refuses a second account with the same email', async () => {
    const { location, cookies } = await startInteraction(app.publicUrl, { screen: 'signup' });
    const response = await fetch(new URL(`${location}/signup`, app.publicUrl), {
      method: 'POST',
      headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Copy Cat',
        email: 'mover@example.com',
        password: 'long enough pw',
      }).toString(),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('An account with this email already exists.');
  });
});

describe('sign-in survives a restart', () => {
  it('a token issued before a restart still works after it, because keys live in the database', async () => {
    const port = await freePort();
    const env: Record<string, string> = { PORT: String(port) };
    let dataDir: string | undefined;
    if (process.env.DATABASE_URL) {
      env.DATABASE_SCHEMA = `restart_${port}`;
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'move-ready-'));
      env.DATA_DIR = dataDir;
    }
    const first = await startTestApp(env);
    const { idToken } = await loginAs(first.publicUrl, 'demo-agent');
    await (process.env.DATABASE_URL ? first.app.close().then(() => first.database?.close()) : first.close());
    const second = await startTestApp(env);
    try {
      const response = await callApi(second.url, 'GET', '/properties', { token: idToken });
      expect(response.status).toBe(200);
      expect(response.body.user.id).toBe('demo-agent');
      expect(response.body.pagination.total).toBe(40);
    } finally {
      await second.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
    // Two starts from nothing (migrations, demo data, keys) on the embedded PGlite.
  }, 120_000);
});

describe('an external identity provider (OIDC_ISSUER)', () => {
  it('an API configured with another issuer verifies its tokens against that issuer’s published keys', async () => {
    const external = await startTestApp({ PARTS: 'rest,gateway,web', OIDC_ISSUER: `${app.publicUrl}/oidc` });
    try {
      const { idToken } = await loginAs(app.publicUrl, 'demo-brand');
      const response = await callApi(external.url, 'GET', '/properties', { token: idToken });
      expect(response.status).toBe(200);
      // A first sign-in creates the user: without demo data there, a home mover with nothing to see.
      expect(response.body.user).toMatchObject({ id: 'demo-brand', email: 'brand@example.com', role: 1 });
      const discovery = await fetch(`${external.url}/oidc/.well-known/openid-configuration`);
      expect(discovery.status).toBe(404);
      // The web app signs in at that issuer and reads its endpoints from the issuer's own discovery document.
      const page = await (await fetch(`${external.url}/properties`)).text();
      expect(page).toContain(`data-oidc-authority="${app.publicUrl}/oidc"`);
      expect(page).not.toContain('data-oidc-metadata');
    } finally {
      await external.close();
    }
  });
});
