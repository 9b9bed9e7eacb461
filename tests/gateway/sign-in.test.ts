import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
});
afterAll(() => app?.close());

const db = () => app.database!.db;
async function tokenFor(id: string, email?: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(db(), {
    sub: id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 900,
    ...(email ? { email, email_verified: true } : {}),
  });
}

const COMPLETE = `mutation($input: CompleteSignInInput!) {
  completeSignIn(input: $input) {
    viewer { id role acceptedTerms user { displayName email } }
    profileSynced
    invitations { propertyId properties { id name } }
    invitationError
  }
}`;

describe('completeSignIn: one mutation per sign-in', () => {
  it('copies the profile, accepts the invitations waiting for the verified email and answers the viewer', async () => {
    const agency = await createOrganisation(db(), { type: 2 });
    const agent = await createUser(db(), { role: ROLE.agent, organisationId: agency.id });
    const property = await createProperty(db(), { name: '3 Sign-in Lane', agencyId: agency.id });
    const email = `signin-${Date.now()}@example.com`;
    await callGraphql(
      app.url,
      'mutation($id: ID!, $email: String!) { inviteSeller(propertyId: $id, email: $email) { seller { id } } }',
      {
        token: await tokenFor(agent.id),
        variables: { id: String(property.id), email },
      },
    );
    const seller = await tokenFor(`sub-signin-${Date.now()}`, email);
    const { body } = await callGraphql(app.url, COMPLETE, {
      token: seller,
      variables: { input: { displayName: '  Sam Seller ', email } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.completeSignIn).toEqual({
      viewer: {
        id: expect.any(String),
        role: 'HOME_MOVER',
        acceptedTerms: false,
        user: { displayName: 'Sam Seller', email },
      },
      profileSynced: true,
      invitations: { propertyId: null, properties: [{ id: String(property.id), name: '3 Sign-in Lane' }] },
      invitationError: null,
    });
    // Run again (a second tab), nothing is left to accept and nothing fails.
    const again = await callGraphql(app.url, COMPLETE, {
      token: seller,
      variables: { input: { displayName: 'Sam Seller', email } },
    });
    expect(again.body.data.completeSignIn.invitations.properties).toEqual([]);
  });

  it('a link that cannot be accepted is said in invitationError while the sign-in completes', async () => {
    const token = await tokenFor(`sub-link-${Date.now()}`, 'link@example.com');
    const { body } = await callGraphql(app.url, COMPLETE, {
      token,
      variables: { input: { email: 'link@example.com', invitationToken: 'no-such-link' } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.completeSignIn.profileSynced).toBe(true);
    expect(body.data.completeSignIn.invitationError).toEqual(expect.any(String));
  });

  it('without an email the record is left as it is; a malformed email is BAD_USER_INPUT; no token is UNAUTHENTICATED', async () => {
    const token = await tokenFor(`sub-noemail-${Date.now()}`);
    const quiet = await callGraphql(app.url, COMPLETE, { token, variables: { input: {} } });
    expect(quiet.body.errors).toBeUndefined();
    expect(quiet.body.data.completeSignIn.profileSynced).toBe(false);
    const malformed = await callGraphql(app.url, COMPLETE, { token, variables: { input: { email: 'nope' } } });
    expect(malformed.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await callGraphql(app.url, COMPLETE, { variables: { input: {} } });
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
