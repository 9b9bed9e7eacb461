import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { MESSAGES } from '../../domain/messages.ts';
import { ROLE } from '../../domain/roles.ts';
import { createProperty } from '../fixtures/factories.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';
import { liveClient, PROPERTY_EVENTS, record, until } from '../fixtures/live-client.ts';

/**
 * Integrators' API clients (issue 10): created by an administrator, they obtain an access token
 * from the embedded provider with the client-credentials grant and query the gateway and the API
 * as an agent of their organisation.
 */
let app: TestApp;
let a: Side;
let b: Side;
let admin: string;

const db = () => app.database!.db;
async function tokenFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(db(), { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
}

async function createClient(body: Record<string, unknown>, token = admin) {
  return callApi(app.url, 'POST', '/admin/api-clients', { token, body });
}

/** The client-credentials grant exactly as the README's curl sends it (HTTP Basic, form body). */
async function clientCredentials(clientId: string, secret: string, extra: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...extra }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      access_token?: string;
      token_type?: string;
      expires_in?: number;
      error?: string;
    },
  };
}

async function bearerGraphql(token: string, query: string, variables?: Record<string, unknown>, url = app.url) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the JSON a client would, untyped
    body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

const PROPERTIES = '{ properties(page: 1, pageSize: 50) { nodes { id name } } }';

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  ({ a, b } = await buildTwoBrands(db()));
  admin = await tokenFor(a.users.administrator.id);
});
afterAll(() => app?.close());

describe('managing API clients', () => {
  it('an administrator creates a client: 201 with the secret once, then the list never shows it', async () => {
    const created = await createClient({ name: '  Portal   sync ', organisation_id: a.agency.id });
    expect(created.status).toBe(201);
    expect(created.body.client).toMatchObject({
      name: 'Portal sync',
      organisation_id: a.agency.id,
      organisation_name: 'Agency A',
      status: 'active',
      has_secret: true,
      revoked_at: null,
      created_by: a.users.administrator.id,
    });
    expect(created.body.client.client_id).toMatch(/^mr_[A-Za-z0-9_-]{22}$/);
    expect(created.body.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const listed = await callApi(app.url, 'GET', '/admin/api-clients', { token: admin });
    expect(listed.status).toBe(200);
    const row = listed.body.find((c: { client_id: string }) => c.client_id === created.body.client.client_id);
    expect(row).toMatchObject({ name: 'Portal sync', status: 'active' });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.client_secret);
    // Only a hash is stored.
    const stored = await db()
      .selectFrom('api_clients')
      .select('secret_hash')
      .where('client_id', '=', row.client_id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toContain(created.body.client_secret);
    expect(stored.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a blank or over-long name and an unknown organisation with the messages', async () => {
    expect(await createClient({ name: '   ', organisation_id: a.agency.id })).toMatchObject({
      status: 400,
      body: { error: { message: MESSAGES.apiClientNameInvalid } },
    });
    expect(await createClient({ name: 'x'.repeat(101), organisation_id: a.agency.id })).toMatchObject({
      status: 400,
      body: { error: { message: MESSAGES.apiClientNameInvalid } },
    });
    expect((await createClient({ name: 'x'.repeat(100), organisation_id: a.agency.id })).status).toBe(201);
    expect(await createClient({ name: 'Sync', organisation_id: 999_999 })).toMatchObject({
      status: 404,
      body: { error: { message: MESSAGES.organisationNotFound(999_999) } },
    });
    expect((await createClient({ name: 'Sync' })).status).toBe(400);
    expect((await createClient({ name: 'Sync', organisation_id: 'x' })).status).toBe(400);
  });

  it('registers an external issuer’s client by its id, without a secret; a taken id is a conflict', async () => {
    const created = await createClient({
      name: 'Okta sync',
      organisation_id: a.agency.id,
      external_client_id: '0oa1b2c3d4',
    });
    expect(created).toMatchObject({
      status: 201,
      body: { client: { client_id: '0oa1b2c3d4', has_secret: false }, client_secret: null },
    });
    expect(
      await createClient({ name: 'Again', organisation_id: a.agency.id, external_client_id: '0oa1b2c3d4' }),
    ).toMatchObject({ status: 409, body: { error: { message: MESSAGES.apiClientIdTaken('0oa1b2c3d4') } } });
    expect(
      await createClient({ name: 'Bad', organisation_id: a.agency.id, external_client_id: 'has space' }),
    ).toMatchObject({ status: 400, body: { error: { message: MESSAGES.apiClientIdInvalid } } });
    // A client without a secret here cannot obtain tokens from the embedded provider.
    expect(await clientCredentials('0oa1b2c3d4', 'anything')).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
  });

  it('revokes once (then 409); an unknown id is 404', async () => {
    const created = await createClient({ name: 'Short-lived', organisation_id: a.agency.id });
    const id = created.body.client.client_id;
    const revoked = await callApi(app.url, 'DELETE', `/admin/api-clients/${id}`, { token: admin });
    expect(revoked).toMatchObject({
      status: 200,
      body: { client_id: id, status: 'revoked', revoked_at: expect.any(String) },
    });
    expect(await callApi(app.url, 'DELETE', `/admin/api-clients/${id}`, { token: admin })).toMatchObject({
      status: 409,
      body: { error: { message: MESSAGES.apiClientAlreadyRevoked } },
    });
    expect(await callApi(app.url, 'DELETE', '/admin/api-clients/mr_nobody', { token: admin })).toMatchObject({
      status: 404,
      body: { error: { message: MESSAGES.apiClientNotFound('mr_nobody') } },
    });
  });

  it('only administrators manage clients, over REST and GraphQL', async () => {
    for (const role of ['brandAdmin', 'agent', 'solicitor', 'simple', 'homeMover'] as const) {
      const token = await tokenFor(a.users[role].id);
      expect((await callApi(app.url, 'GET', '/admin/api-clients', { token })).status).toBe(403);
      expect((await createClient({ name: 'Mine', organisation_id: a.agency.id }, token)).status).toBe(403);
      const graphql = await callGraphql(app.url, '{ apiClients { clientId } }', { token });
      expect(graphql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await callApi(app.url, 'GET', '/admin/api-clients')).status).toBe(401);
  });

  it('GraphQL lists, creates (secret once) and revokes', async () => {
    const created = await callGraphql(
      app.url,
      'mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { clientSecret client { clientId name status organisationId organisationName } } }',
      { token: admin, variables: { input: { name: 'Through GraphQL', organisationId: String(a.agency.id) } } },
    );
    expect(created.body.errors).toBeUndefined();
    const { client, clientSecret } = created.body.data.createApiClient;
    expect(client).toMatchObject({
      name: 'Through GraphQL',
      status: 'ACTIVE',
      organisationId: String(a.agency.id),
      organisationName: 'Agency A',
    });
    expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await callGraphql(app.url, '{ apiClients { clientId name status } }', { token: admin });
    expect(listed.body.data.apiClients).toEqual(
      expect.arrayContaining([{ clientId: client.clientId, name: 'Through GraphQL', status: 'ACTIVE' }]),
    );
    // The viewer (for @auth) and the list: constant, however many clients there are.
    expect(listed.upstreamCalls).toBe(2);
    const revoked = await callGraphql(
      app.url,
      'mutation($id: ID!) { revokeApiClient(clientId: $id) { clientId status } }',
      { token: admin, variables: { id: client.clientId } },
    );
    expect(revoked.body.data.revokeApiClient).toEqual({ clientId: client.clientId, status: 'REVOKED' });
    const blank = await callGraphql(
      app.url,
      'mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { clientSecret } }',
      { token: admin, variables: { input: { name: ' ', organisationId: String(a.agency.id) } } },
    );
    expect(blank.body.errors?.[0]).toMatchObject({
      message: MESSAGES.apiClientNameInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the organisation an API client acts for', () => {
  const CREATE = 'mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { client { clientId } } }';
  const clientRows = () => db().selectFrom('api_clients').select('client_id').execute();

  it("is an agency: a brand or a solicitors' firm is refused with 400 in words, over REST and GraphQL", async () => {
    const before = await clientRows();
    for (const organisation of [a.brand, a.firm]) {
      expect(await createClient({ name: 'Sync', organisation_id: organisation.id })).toMatchObject({
        status: 400,
        body: { error: { message: MESSAGES.apiClientAgencyOnly } },
      });
      const graphql = await callGraphql(app.url, CREATE, {
        token: admin,
        variables: { input: { name: 'Sync', organisationId: String(organisation.id) } },
      });
      expect(graphql.body.data).toBeNull();
      expect(graphql.body.errors?.[0]).toMatchObject({
        message: MESSAGES.apiClientAgencyOnly,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    // Nothing was made: no client, and no service user inside the brand or the firm.
    expect(await clientRows()).toEqual(before);
    const agentsOutside = await db()
      .selectFrom('users')
      .select('id')
      .where('organisation_id', 'in', [a.brand.id, a.firm.id])
      .where('role', '=', ROLE.agent)
      .execute();
    expect(agentsOutside).toEqual([]);
    expect((await createClient({ name: 'Sync', organisation_id: a.agency.id })).status).toBe(201);
  });
});

describe('an integrator querying with the client-credentials grant', () => {
  let clientId: string;
  let secret: string;
  let extraA: { id: number };

  beforeAll(async () => {
    extraA = await createProperty(db(), { name: 'A Second House', agencyId: a.agency.id, creatorId: a.users.agent.id });
    const created = await createClient({ name: 'Agency A feed', organisation_id: a.agency.id });
    ({ client_id: clientId } = created.body.client);
    secret = created.body.client_secret;
  });

  it('obtains a JWT access token for the API from the embedded provider with no resource parameter', async () => {
    const grant = await clientCredentials(clientId, secret);
    expect(grant.status).toBe(200);
    // 15 minutes, like every token the API accepts (ttl.ClientCredentials, docs/security.md).
    expect(grant.body).toMatchObject({ token_type: 'Bearer', expires_in: 15 * 60 });
    const claims = decodeJwt(grant.body.access_token!);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(claims).toMatchObject({
      iss: `${app.publicUrl}/oidc`,
      aud: `${app.publicUrl}/api`,
      client_id: clientId,
      sub: clientId,
    });
  });

  it('sees exactly its organisation’s properties through the gateway, with a standard Bearer header', async () => {
    const { body } = await clientCredentials(clientId, secret);
    const answer = await bearerGraphql(body.access_token!, PROPERTIES);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const ids = answer.body.data.properties.nodes.map((node: { id: string }) => node.id).sort();
    // Exactly what a person who is an agent of Agency A sees, which includes the agency's properties and none of brand B's.
    const asAgent = await callGraphql(app.url, PROPERTIES, { token: await tokenFor(a.users.agent.id) });
    expect(ids).toEqual(asAgent.body.data.properties.nodes.map((node: { id: string }) => node.id).sort());
    expect(ids).toEqual(expect.arrayContaining([String(a.property.id), String(extraA.id)]));
    expect(ids).not.toContain(String(b.property.id));
    // Brand B's property answers 404 to it, as to any agent of Agency A.
    const outside = await fetch(`${app.url}/api/property/${b.property.id}`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(outside.status).toBe(404);
    // The AuthorizationJWT header works too.
    expect((await callApi(app.url, 'GET', `/property/${a.property.id}`, { token: body.access_token })).status).toBe(
      200,
    );
  });

  it('cannot use administrator-only operations', async () => {
    const { body } = await clientCredentials(clientId, secret);
    const answer = await bearerGraphql(body.access_token!, '{ apiClients { clientId } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (
        await callApi(app.url, 'POST', '/admin/api-clients', {
          token: body.access_token,
          body: { name: 'Escalate', organisation_id: a.agency.id },
        })
      ).status,
    ).toBe(403);
    expect((await callApi(app.url, 'GET', '/admin/brands', { token: body.access_token })).status).toBe(403);
  });

  it('a wrong secret or an unknown client is invalid_client', async () => {
    expect(await clientCredentials(clientId, `${secret}x`)).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(await clientCredentials('mr_unknownclient', secret)).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
  });

  it('a theme client cannot use the grant, and an API client cannot ask for another resource', async () => {
    const other = await clientCredentials(clientId, secret, { resource: 'https://elsewhere.example/api' });
    expect(other.body.error).toBe('invalid_target');
    const theme = await fetch(`${app.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'hop-web' }),
    });
    expect(theme.status).toBeGreaterThanOrEqual(400);
  });

  it('once revoked, a token already in use is refused on the next request and no new token is issued', async () => {
    const created = await createClient({ name: 'To revoke', organisation_id: a.agency.id });
    const id = created.body.client.client_id;
    const { body } = await clientCredentials(id, created.body.client_secret);
    const token = body.access_token!;
    expect((await bearerGraphql(token, PROPERTIES)).body.errors).toBeUndefined();
    expect((await callApi(app.url, 'GET', '/properties', { token })).status).toBe(200);

    expect((await callApi(app.url, 'DELETE', `/admin/api-clients/${id}`, { token: admin })).status).toBe(200);
    const refused = await bearerGraphql(token, PROPERTIES);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: MESSAGES.apiClientRevoked,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await callApi(app.url, 'GET', '/properties', { token })).toMatchObject({
      status: 401,
      body: { error: { message: MESSAGES.apiClientRevoked } },
    });
    expect(await clientCredentials(id, created.body.client_secret)).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
  });

  it('once revoked, its open live stream ends and its socket closes with 4401 within 2 s', async () => {
    const created = await createClient({ name: 'Watching', organisation_id: a.agency.id });
    const id = created.body.client.client_id;
    const token = (await clientCredentials(id, created.body.client_secret)).body.access_token!;
    const client = liveClient(app.url, token);
    try {
      const received = record(client, PROPERTY_EVENTS, { propertyId: String(a.property.id) });
      await until(() => app.liveStreams!.streamsOf(id) > 0 || received.errors.length > 0, 5_000, 'the stream to open');
      expect(received.errors).toEqual([]);

      const revoked = Date.now();
      expect((await callApi(app.url, 'DELETE', `/admin/api-clients/${id}`, { token: admin })).status).toBe(200);
      await until(() => client.closes.length > 0, 2_000, 'the socket to close');
      expect(Date.now() - revoked).toBeLessThanOrEqual(2_000);
      expect(client.closes[0]).toEqual({ code: 4401, reason: MESSAGES.apiClientRevoked });
      expect(app.liveStreams!.streamsOf(id)).toBe(0);
    } finally {
      await client.dispose();
    }
  });

  it('a token for the API naming a client that was never registered is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await signWithProviderKey(db(), {
      sub: a.users.administrator.id,
      client_id: a.users.administrator.id,
      iss: `${app.publicUrl}/oidc`,
      aud: `${app.publicUrl}/api`,
      iat: now,
      exp: now + 600,
    });
    expect(await callApi(app.url, 'GET', '/properties', { token: forged })).toMatchObject({
      status: 401,
      body: { error: { message: MESSAGES.invalidToken } },
    });
  });

  it('the client’s service user cannot be signed into and acts only as its organisation’s agent', async () => {
    const user = await db().selectFrom('users').selectAll().where('id', '=', clientId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: ROLE.agent, organisation_id: a.agency.id, email: '' });
    expect(
      await db().selectFrom('identity_accounts').select('id').where('id', '=', clientId).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('a client registered at an external issuer (OIDC_ISSUER)', () => {
  it('its client-credentials tokens act as the registered client, until it is revoked here', async () => {
    // The embedded provider of `app` plays the external issuer; `external` trusts it.
    const issued = await createClient({ name: 'At the issuer', organisation_id: a.agency.id });
    const { client_id: clientId } = issued.body.client;
    const external = await startTestApp({
      PARTS: 'rest,gateway',
      OIDC_ISSUER: `${app.publicUrl}/oidc`,
      OIDC_API_AUDIENCE: `${app.publicUrl}/api`,
    });
    try {
      const there = external.database!.db;
      const world = await buildTwoBrands(there);
      const now = Math.floor(Date.now() / 1000);
      // An administrator of the second deployment, signed in at the shared issuer.
      const adminThere = await signWithProviderKey(db(), {
        sub: world.a.users.administrator.id,
        iss: `${app.publicUrl}/oidc`,
        aud: 'hop-web',
        iat: now,
        exp: now + 900,
      });
      const { body } = await clientCredentials(clientId, issued.body.client_secret);
      const accessToken = body.access_token!;

      // Not registered there yet: refused.
      expect((await callApi(external.url, 'GET', '/properties', { token: accessToken })).status).toBe(401);

      const registered = await callApi(external.url, 'POST', '/admin/api-clients', {
        token: adminThere,
        body: { name: 'External feed', organisation_id: world.b.agency.id, external_client_id: clientId },
      });
      expect(registered).toMatchObject({
        status: 201,
        body: { client: { client_id: clientId, has_secret: false }, client_secret: null },
      });
      const listed = await fetch(`${external.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: PROPERTIES }),
      }).then((response) => response.json() as Promise<{ data: { properties: { nodes: { id: string }[] } } }>);
      // It acts for brand B's agency there: that agency's property, none of Agency A's.
      expect(listed.data.properties.nodes.map((node) => node.id)).toContain(String(world.b.property.id));
      expect(listed.data.properties.nodes.map((node) => node.id)).not.toContain(String(world.a.property.id));
      // REST and the cursor connection answer the same way for it.
      const rest = await callApi(external.url, 'GET', '/properties?after=&page_size=100', { token: accessToken });
      expect(rest.status).toBe(200);
      expect(rest.body.properties.map((property: { id: number }) => property.id)).toContain(world.b.property.id);
      expect(rest.body.properties.map((property: { id: number }) => property.id)).not.toContain(world.a.property.id);
      const paged = await bearerGraphql(
        accessToken,
        '{ propertiesConnection(first: 50) { totalCount edges { node { id } } } }',
        undefined,
        external.url,
      );
      expect(paged.body.errors).toBeUndefined();
      expect(
        paged.body.data.propertiesConnection.edges.map((edge: { node: { id: string } }) => edge.node.id).sort(),
      ).toEqual(rest.body.properties.map((property: { id: number }) => String(property.id)).sort());

      await callApi(external.url, 'DELETE', `/admin/api-clients/${clientId}`, { token: adminThere });
      expect(await callApi(external.url, 'GET', '/properties', { token: accessToken })).toMatchObject({
        status: 401,
        body: { error: { message: MESSAGES.apiClientRevoked } },
      });
    } finally {
      await external.close();
    }
  });
});
