import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { ORGANISATION_TYPE } from '../../domain/organisation-types.ts';
import { ROLE, type RoleCode } from '../../domain/roles.ts';
import { IDENTITY_MESSAGES } from '../../server/services/identity/messages.ts';
import { createOrganisation, createUser } from '../fixtures/factories.ts';
import { clockOneSecondOn } from '../fixtures/clock.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { loginAs, refreshTokens } from '../fixtures/oidc-login.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * An administrator ends a user's access from the product (GraphQL, as the user details screen
 * does): disabling refuses the token the user holds on REST and GraphQL at once and stops new
 * sign-ins with a message; removing an agent or changing a role ends their sessions too.
 */
let app: TestApp;
let adminToken: string;
let agencyId: number;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = (await loginAs(app.url, 'demo-admin')).idToken;
  agencyId = (
    await createOrganisation(app.database!.db, { type: ORGANISATION_TYPE.agency, name: 'Disable Test Homes' })
  ).id;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

/** A user with an account on the provider's page, signed in there. */
async function signInUser(role: RoleCode, organisationId: number | null = null) {
  const db = app.database!.db;
  const id = `u-${randomUUID()}`;
  await db
    .insertInto('identity_accounts')
    .values({
      id,
      email: `${id}@example.com`,
      name: 'Dana Disabled',
      password_hash: null,
      demo: true,
      email_verified: true,
      created_at: new Date(),
    })
    .execute();
  await createUser(db, { id, role, organisationId, email: `${id}@example.com`, name: 'Dana Disabled' });
  return loginAs(app.url, id);
}

const asAdmin = (query: string, variables: Record<string, unknown>) =>
  callGraphql(app.url, query, { token: adminToken, variables });
const DISABLE = 'mutation($id: ID!) { disableUser(id: $id) { id disabled } }';
const ENABLE = 'mutation($id: ID!) { enableUser(id: $id) { id disabled } }';

async function expectRefused(token: string) {
  const response = await callApi(app.url, 'GET', '/properties', { token });
  expect(response.status).toBe(401);
  expect(response.body.error).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.sessionEnded });
  const answer = await callGraphql(app.url, '{ viewer { role } }', { token });
  expect(answer.body.data?.viewer ?? null).toBeNull();
  expect(answer.body.errors?.[0]).toMatchObject({
    message: MESSAGES.sessionEnded,
    extensions: { code: 'UNAUTHENTICATED' },
  });
}

async function expectAccepted(token: string) {
  expect((await callApi(app.url, 'GET', '/properties', { token })).status).toBe(200);
  expect((await callGraphql(app.url, '{ viewer { role } }', { token })).body.data?.viewer?.role).toBeDefined();
}

/** `iat` has a one-second grain: a sign-in in the second of a revocation would be refused with it. */
const nextSecond = clockOneSecondOn;

describe('disabling a user from the product', () => {
  it('refuses their token on REST and GraphQL at once, stops renewal and sign-in with a message, until enabled', async () => {
    const login = await signInUser(ROLE.homeMover);
    await expectAccepted(login.idToken);

    const disabled = await asAdmin(DISABLE, { id: login.sub });
    expect(disabled.body).toEqual({ data: { disableUser: { id: login.sub, disabled: true } } });
    await expectRefused(login.idToken);
    expect((await refreshTokens(app.url, login.refreshToken!)).body.error).toBe('invalid_grant');
    await expect(loginAs(app.url, login.sub)).rejects.toThrow(IDENTITY_MESSAGES.accountDisabled);
    expect(
      (await asAdmin('query($id: ID!) { user(id: $id) { disabled } }', { id: login.sub })).body.data.user.disabled,
    ).toBe(true);

    const enabled = await asAdmin(ENABLE, { id: login.sub });
    expect(enabled.body).toEqual({ data: { enableUser: { id: login.sub, disabled: false } } });
    nextSecond();
    const again = await loginAs(app.url, login.sub);
    await expectAccepted(again.idToken);
    // The token held before the account was disabled stays refused.
    await expectRefused(login.idToken);
  });

  it('is an administrator’s alone, never on themselves; only an administrator reads whether an account is disabled', async () => {
    const agent = await signInUser(ROLE.agent, agencyId);
    const refused = await callGraphql(app.url, DISABLE, { token: agent.idToken, variables: { id: agent.sub } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const self = await asAdmin(DISABLE, { id: 'demo-admin' });
    expect(self.body.errors?.[0]).toMatchObject({
      message: MESSAGES.cannotDisableYourself,
      extensions: { code: 'CONFLICT' },
    });
    const own = await callGraphql(app.url, 'query($id: ID!) { user(id: $id) { id disabled } }', {
      token: agent.idToken,
      variables: { id: agent.sub },
    });
    expect(own.body.data.user).toEqual({ id: agent.sub, disabled: null });
    expect((await callApi(app.url, 'GET', `/user/${agent.sub}`, { token: agent.idToken })).body).not.toHaveProperty(
      'disabled',
    );
    expect((await callApi(app.url, 'GET', `/user/${agent.sub}`, { token: adminToken })).body.disabled).toBe(false);
    await expectAccepted(agent.idToken);
  });

  it('an unknown user is NOT_FOUND', async () => {
    const answer = await asAdmin(DISABLE, { id: 'nobody-at-all' });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('a role change ends the user’s sessions', () => {
  it('changing the role with updateUser refuses the old token; signed in again they have the new role', async () => {
    const login = await signInUser(ROLE.agent, agencyId);
    const changed = await asAdmin(
      'mutation($id: ID!) { updateUser(id: $id, input: { role: SOLICITOR }) { id role } }',
      { id: login.sub },
    );
    expect(changed.body.data.updateUser.role).toBe('SOLICITOR');
    await expectRefused(login.idToken);
    nextSecond();
    const again = await loginAs(app.url, login.sub);
    expect((await callGraphql(app.url, '{ viewer { role } }', { token: again.idToken })).body.data.viewer.role).toBe(
      'SOLICITOR',
    );
  });

  it('removing an agent from their organisation (they become a home mover) refuses their old token', async () => {
    const login = await signInUser(ROLE.agent, agencyId);
    await expectAccepted(login.idToken);
    const removed = await asAdmin('mutation($id: ID!) { removeAgent(agentId: $id) { agent { id } } }', {
      id: login.sub,
    });
    expect(removed.body.errors).toBeUndefined();
    await expectRefused(login.idToken);
    expect((await refreshTokens(app.url, login.refreshToken!)).body.error).toBe('invalid_grant');
  });

  it('saving a user without a role change leaves their session alone', async () => {
    const login = await signInUser(ROLE.agent, agencyId);
    const saved = await asAdmin('mutation($id: ID!) { updateUser(id: $id, input: { role: AGENT }) { id role } }', {
      id: login.sub,
    });
    expect(saved.body.data.updateUser.role).toBe('AGENT');
    await expectAccepted(login.idToken);
  });
});
