import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { withStoppedClock } from '../fixtures/clock.ts';

/**
 * Sign-in is cheap because a verified token's claims are kept and the list reads the viewer in its
 * own query. What that must never cost (docs/security.md, "Sign-in and the viewer"): an expired
 * token is refused the moment it expires, and a change an administrator makes to a user's role or
 * organisation, or the user's removal, applies to that user's very next request, on every instance
 * (a new role also ends the user's sessions: tests/api/session-end.test.ts).
 */
let app: TestApp;
const now = () => Math.floor(Date.now() / 1000);

async function tokenFor(target: TestApp, sub: string, lifetime = { iat: now(), exp: now() + 600 }) {
  return signWithProviderKey(target.database!.db, {
    sub,
    iss: `${target.publicUrl}/oidc`,
    aud: 'hop-web',
    ...lifetime,
  });
}

/** An agent in a fresh agency with one property, signed in and already seen by the server. */
async function signedInAgent(target: TestApp) {
  const db = target.database!.db;
  const agency = await createOrganisation(db, { type: 2 });
  const other = await createOrganisation(db, { type: 2 });
  const agent = await createUser(db, { role: ROLE.agent, organisationId: agency.id });
  const property = await createProperty(db, { agencyId: agency.id, name: 'Agency House' });
  const elsewhere = await createProperty(db, { agencyId: other.id, name: 'Other House' });
  const token = await tokenFor(target, agent.id);
  // Two requests, so the server holds everything it keeps about this user before the change.
  for (let i = 0; i < 2; i += 1)
    expect((await callApi(target.url, 'GET', '/properties', { token })).body.pagination.total).toBe(1);
  return { agent, agency, other, property, elsewhere, token };
}

const listedNames = async (target: TestApp, token: string) =>
  ((await callApi(target.url, 'GET', '/properties', { token })).body.properties as { name: string }[]).map(
    (p) => p.name,
  );

let adminToken: string;
beforeAll(async () => {
  app = await startTestApp();
  adminToken = await tokenFor(app, 'demo-admin');
});
afterAll(() => app?.close());

describe('a kept token', () => {
  it('is refused with 440 as soon as it expires, by the API and by the gateway', async () => {
    await withStoppedClock(async (advance) => {
      // Expired 28 s ago: still inside the 30 s clock tolerance, so it verifies and its claims are kept.
      const token = await tokenFor(app, 'demo-agent', { iat: now() - 600, exp: now() - 28 });
      expect((await callApi(app.url, 'GET', '/phases', { token })).status).toBe(200);
      expect((await callGraphql(app.url, '{ phases { id } }', { token })).body.data?.phases).toHaveLength(3);
      advance(3_000);
      const refused = await callApi(app.url, 'GET', '/phases', { token });
      expect(refused.status).toBe(440);
      expect(refused.body.error.code).toBe('SESSION_EXPIRED');
      expect((await callApi(app.url, 'GET', '/properties', { token })).status).toBe(440);
      expect((await callGraphql(app.url, '{ phases { id } }', { token })).body.errors?.[0].extensions?.code).toBe(
        'SESSION_EXPIRED',
      );
    });
  });
});

/** A token the user gets by signing in again after a change that ended their sessions (issued after that second). */
const signedInAgain = (target: TestApp, sub: string) => tokenFor(target, sub, { iat: now() + 1, exp: now() + 600 });

describe('a change made by an administrator', () => {
  it('to the role ends the user’s sessions at once; signed in again, they are what they now are', async () => {
    const { agent, property, token } = await signedInAgent(app);
    expect((await callApi(app.url, 'GET', `/property/${property.id}`, { token })).status).toBe(200);
    const changed = await callApi(app.url, 'PUT', `/user/${agent.id}`, {
      token: adminToken,
      body: { role: ROLE.homeMover },
    });
    expect(changed.status).toBe(200);
    expect((await callApi(app.url, 'GET', '/properties', { token })).status).toBe(401);
    expect((await callApi(app.url, 'GET', `/property/${property.id}`, { token })).status).toBe(401);
    expect(
      (await callGraphql(app.url, '{ properties { nodes { id } } }', { token })).body.errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    const again = await signedInAgain(app, agent.id);
    const list = await callApi(app.url, 'GET', '/properties', { token: again });
    expect(list.body.user.role).toBe(ROLE.homeMover);
    expect(list.body.pagination.total).toBe(0);
    expect((await callApi(app.url, 'GET', `/property/${property.id}`, { token: again })).status).toBe(404);
    expect(
      (await callGraphql(app.url, '{ properties { nodes { id } } }', { token: again })).body.data?.properties.nodes,
    ).toEqual([]);
  });

  it('through the gateway: the next GraphQL request with the old token is refused', async () => {
    const { agent, token } = await signedInAgent(app);
    const before = await callGraphql(app.url, '{ properties { nodes { name complete } } }', { token });
    expect(before.body.data?.properties.nodes).toEqual([{ name: 'Agency House', complete: 0 }]);
    expect(
      (await callApi(app.url, 'PUT', `/user/${agent.id}`, { token: adminToken, body: { role: ROLE.simple } })).status,
    ).toBe(200);
    const after = await callGraphql(app.url, '{ properties { nodes { name } } }', { token });
    expect(after.body.data?.properties ?? null).toBeNull();
    expect(after.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const again = await callGraphql(app.url, '{ properties { nodes { name } } }', {
      token: await signedInAgain(app, agent.id),
    });
    expect(again.body.data?.properties.nodes).toEqual([]);
  });

  it('to the organisation applies on the very next request', async () => {
    const { agent, other, property, elsewhere, token } = await signedInAgent(app);
    expect(
      (await callApi(app.url, 'PUT', `/user/${agent.id}`, { token: adminToken, body: { organisation_id: other.id } }))
        .status,
    ).toBe(200);
    expect(await listedNames(app, token)).toEqual(['Other House']);
    expect((await callApi(app.url, 'GET', `/property/${property.id}`, { token })).status).toBe(404);
    expect((await callApi(app.url, 'GET', `/property/${elsewhere.id}`, { token })).status).toBe(200);
  });

  it('removing the user takes their access on the very next request', async () => {
    const { agent, property, token } = await signedInAgent(app);
    await app.database!.db.deleteFrom('users').where('id', '=', agent.id).execute();
    // A valid token for an unknown user signs in afresh, as a home mover with no organisation.
    const list = await callApi(app.url, 'GET', '/properties', { token });
    expect(list.status).toBe(200);
    expect(list.body.user).toMatchObject({ id: agent.id, role: ROLE.homeMover, organisation: null });
    expect(list.body.pagination.total).toBe(0);
    // The new account has accepted nothing: refused every property until it does, then not found.
    expect((await callApi(app.url, 'GET', `/property/${property.id}`, { token })).status).toBe(403);
    await callGraphql(app.url, 'mutation { acceptTerms { id } }', { token });
    expect((await callApi(app.url, 'GET', `/property/${property.id}`, { token })).status).toBe(404);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('with two instances on one PostgreSQL database', () => {
  let second: TestApp;
  beforeAll(async () => {
    // Same schema, same public address (so the same issuer), its own port: a second instance behind a load balancer.
    second = await startTestApp({ DATABASE_SCHEMA: await schemaOf(app), PUBLIC_URL: app.publicUrl });
  });
  afterAll(() => second?.close());

  it('a role changed through one instance applies on the very next request to the other', async () => {
    const { agent, token } = await signedInAgent(app);
    expect(await listedNames(second, token)).toEqual(['Agency House']);
    expect(
      (await callApi(app.url, 'PUT', `/user/${agent.id}`, { token: adminToken, body: { role: ROLE.homeMover } }))
        .status,
    ).toBe(200);
    // The role is read afresh on every request: a token the other instance still accepts (until its
    // next read of the ended sessions) already acts with the new role, never the old one.
    const answer = await callApi(second.url, 'GET', '/properties', { token });
    if (answer.status === 200) expect(answer.body.user.role).toBe(ROLE.homeMover);
    else expect(answer.status).toBe(401);
    const again = await signedInAgain(second, agent.id);
    expect(await listedNames(second, again)).toEqual([]);
    expect((await callApi(second.url, 'GET', '/properties', { token: again })).body.user.role).toBe(ROLE.homeMover);
  });

  it('an organisation changed through one instance applies on the very next request to the other', async () => {
    const { agent, other, token } = await signedInAgent(app);
    expect(await listedNames(second, token)).toEqual(['Agency House']);
    expect(
      (await callApi(app.url, 'PUT', `/user/${agent.id}`, { token: adminToken, body: { organisation_id: other.id } }))
        .status,
    ).toBe(200);
    expect(await listedNames(second, token)).toEqual(['Other House']);
  });
});

async function schemaOf(target: TestApp): Promise<string> {
  const { rows } = await (await import('kysely')).sql<{ schema: string }>`select current_schema() as schema`.execute(
    target.database!.db,
  );
  return rows[0].schema;
}
