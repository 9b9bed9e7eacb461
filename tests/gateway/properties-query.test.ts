import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../server/gateway/plugin.ts';
import { createOrganisation, createProperty } from '../fixtures/factories.ts';
import { callGraphql } from '../fixtures/http.ts';
import { loginAs } from '../fixtures/oidc-login.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
let mover: string;
let agent: string;

const PROPERTIES = `query Properties($page: Int!) {
  properties(page: $page, pageSize: 30) {
    nodes { id name city complete phase { id label } userEmails agenciesNames createdAt lastSignIn viewerCan { viewCompletion viewMeta inviteSeller } }
    pageInfo { page pageSize total totalPages hasNextPage }
  }
}`;

beforeAll(async () => {
  app = await startTestApp();
  mover = (await loginAs(app.publicUrl, 'demo-mover')).idToken;
  agent = (await loginAs(app.publicUrl, 'demo-agent')).idToken;
});
afterAll(() => app?.close());

describe('properties query through the gateway and the real REST API', () => {
  it('returns a page of the viewer’s properties with page info, in one REST call', async () => {
    const { status, body, upstreamCalls } = await callGraphql(app.url, PROPERTIES, {
      token: mover,
      variables: { page: 1 },
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.properties.nodes).toHaveLength(30);
    expect(body.data.properties.pageInfo).toEqual({
      page: 1,
      pageSize: 30,
      total: 36,
      totalPages: 2,
      hasNextPage: true,
    });
    expect(upstreamCalls).toBe(1);
    const last = await callGraphql(app.url, PROPERTIES, { token: mover, variables: { page: 2 } });
    expect(last.body.data.properties.nodes).toHaveLength(6);
    expect(last.body.data.properties.pageInfo.hasNextPage).toBe(false);
  });

  it('derives capabilities on the server: sellers see completion but not meta; agents see both and may invite', async () => {
    const asMover = (await callGraphql(app.url, PROPERTIES, { token: mover, variables: { page: 1 } })).body.data
      .properties.nodes[0];
    expect(asMover.viewerCan).toEqual({ viewCompletion: true, viewMeta: false, inviteSeller: false });
    expect(asMover.userEmails).toBeNull();
    expect(asMover.agenciesNames).toBeNull();
    const asAgent = (await callGraphql(app.url, PROPERTIES, { token: agent, variables: { page: 1 } })).body.data
      .properties.nodes[0];
    expect(asAgent.viewerCan).toEqual({ viewCompletion: true, viewMeta: true, inviteSeller: true });
    expect(asAgent.agenciesNames).toContain('Cotswold Homes');
  });

  it('exposes the viewer’s role and the permissions computed on the server', async () => {
    const { body } = await callGraphql(
      app.url,
      '{ viewer { id role roleLabel permissions acceptedTerms user { organisation { name credits } } } }',
      { token: agent },
    );
    expect(body.data.viewer).toMatchObject({
      id: 'demo-agent',
      role: 'AGENT',
      roleLabel: 'Agent',
      acceptedTerms: true,
      user: { organisation: { name: 'Cotswold Homes', credits: 25 } },
    });
    expect(body.data.viewer.permissions).toContain('INVITE_SELLER');
    expect(body.data.viewer.permissions).not.toContain('VIEW_BRANDS');
  });

  it('answers NOT_FOUND for a property outside the viewer’s tenancy and BAD_USER_INPUT for a malformed id', async () => {
    const elsewhere = await createOrganisation(app.database!.db, { type: 2 });
    const hidden = await createProperty(app.database!.db, { agencyId: elsewhere.id });
    const notFound = await callGraphql(app.url, 'query($id: ID!) { property(id: $id) { id name } }', {
      token: mover,
      variables: { id: String(hidden.id) },
    });
    expect(notFound.body.errors?.[0]).toMatchObject({
      message: `Property not found with id ${hidden.id}.`,
      extensions: { code: 'NOT_FOUND' },
    });
    const malformed = await callGraphql(app.url, 'query($id: ID!) { property(id: $id) { id } }', {
      token: mover,
      variables: { id: '1 OR 1=1' },
    });
    expect(malformed.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses anonymous callers with UNAUTHENTICATED but answers health', async () => {
    const { body } = await callGraphql(app.url, '{ health { status database } properties { nodes { id } } }');
    expect(body.data).toBeNull();
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const health = await callGraphql(app.url, '{ health { status } }');
    expect(health.body.data.health.status).toBe('ok');
  });

  it('reports an expired token as SESSION_EXPIRED', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await signWithProviderKey(app.database!.db, {
      sub: 'demo-mover',
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now - 7200,
      exp: now - 3600,
    });
    const { body } = await callGraphql(app.url, '{ viewer { id } }', { token: expired });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Your session has expired. Please log in again.',
      extensions: { code: 'SESSION_EXPIRED' },
    });
  });

  it('accepts the terms and syncs the profile through mutations', async () => {
    const { idToken } = await loginAs(app.publicUrl, 'demo-solicitor');
    const accepted = await callGraphql(app.url, 'mutation { acceptTerms { id acceptedTerms } }', { token: idToken });
    expect(accepted.body.data.acceptTerms).toEqual({ id: 'demo-solicitor', acceptedTerms: true });
    const synced = await callGraphql(
      app.url,
      'mutation($input: SyncViewerProfileInput!) { syncViewerProfile(input: $input) { user { displayName email } } }',
      {
        token: idToken,
        variables: { input: { displayName: 'Sofia S.', email: 'sofia@example.com' } },
      },
    );
    expect(synced.body.data.syncViewerProfile.user).toEqual({ displayName: 'Sofia S.', email: 'sofia@example.com' });
    const badEmail = await callGraphql(
      app.url,
      'mutation($input: SyncViewerProfileInput!) { syncViewerProfile(input: $input) { id } }',
      {
        token: idToken,
        variables: { input: { displayName: 'x', email: 'nope' } },
      },
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('gateway limits', () => {
  it('answers a syntax error with 400 GRAPHQL_PARSE_FAILED, not 500', async () => {
    const { status, body } = await callGraphql(app.url, '{ viewer { id ', { token: mover });
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses a query over the token limit with 400', async () => {
    const huge = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxTokens }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const { status, body } = await callGraphql(app.url, huge, { token: mover });
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses a query deeper than the depth limit', async () => {
    const deep = `{ ${'viewer { user { '.repeat(6)}id${' } }'.repeat(6)} }`;
    const { status, body } = await callGraphql(app.url, deep, { token: mover });
    expect(status).toBe(400);
    expect(body.errors?.some((error) => /depth limit/i.test(error.message))).toBe(true);
  });

  it('refuses a query whose cost is over the limit, however it is spread over aliases', async () => {
    const card = 'properties { nodes { id name city phase { id label } viewerCan { viewMeta viewCompletion } } }';
    const costly = `{ ${Array.from({ length: 60 }, (_, i) => `p${i}: ${card}`).join(' ')} }`;
    const { status, body } = await callGraphql(app.url, costly, { token: mover });
    expect(status).toBe(400);
    expect(body.errors?.some((error) => /cost/i.test(error.message))).toBe(true);
  });

  it('blocks cross-site simple requests (CSRF prevention)', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ health { status } }' }),
    });
    expect(response.status).toBe(400);
  });

  it('serves the bundled GraphQL explorer on GET outside production, with no script from another origin', async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).toMatch(/^\/graphiql\//);
      expect((await fetch(`${app.url}${src}`)).status).toBe(200);
    }
    expect(html).not.toMatch(/https?:\/\//);
  });
});
