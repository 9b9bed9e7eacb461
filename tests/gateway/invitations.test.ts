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

const PAGE =
  'query($id: ID!) { property(id: $id) { id name numSellers } invitedSellers(propertyId: $id) { maxSellers sellers { id email accepted lastActivity } } }';

describe('invitations through the gateway', () => {
  it('invites, lists with a constant number of REST calls, and accepts: the seller count in the answer rises', async () => {
    const agency = await createOrganisation(db(), { type: 2 });
    const agent = await createUser(db(), { role: ROLE.agent, organisationId: agency.id });
    const property = await createProperty(db(), { name: '9 Gateway Row', agencyId: agency.id });
    const token = await tokenFor(agent.id);

    const invited = await callGraphql(
      app.url,
      'mutation($id: ID!) { inviteSeller(propertyId: $id, email: "gw@example.com", theme: "h") { seller { id email accepted } property { id numSellers } } }',
      {
        token,
        variables: { id: String(property.id) },
      },
    );
    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data.inviteSeller).toMatchObject({
      seller: { email: 'gw@example.com', accepted: false },
      property: { id: String(property.id), numSellers: 1 },
    });

    for (const email of ['two@example.com', 'three@example.com']) {
      await callGraphql(
        app.url,
        'mutation($id: ID!, $email: String!) { inviteSeller(propertyId: $id, email: $email) { seller { id } } }',
        { token, variables: { id: String(property.id), email } },
      );
    }
    const page = await callGraphql(app.url, PAGE, { token, variables: { id: String(property.id) } });
    expect(page.body.data.invitedSellers.sellers).toHaveLength(3);
    expect(page.body.data.property.numSellers).toBe(3);
    // The viewer (for @auth), the property and its sellers: the same REST calls whatever the number of sellers.
    expect(page.upstreamCalls).toBe(3);
    await callGraphql(
      app.url,
      'mutation($id: ID!) { inviteSeller(propertyId: $id, email: "four@example.com") { seller { id } } }',
      { token, variables: { id: String(property.id) } },
    );
    const fuller = await callGraphql(app.url, PAGE, { token, variables: { id: String(property.id) } });
    expect(fuller.body.data.invitedSellers.sellers).toHaveLength(4);
    expect(fuller.upstreamCalls).toBe(page.upstreamCalls);

    const seller = await tokenFor(`sub-gw-${Date.now()}`, 'gw@example.com');
    const accepted = await callGraphql(
      app.url,
      'mutation { acceptInvitations { propertyId properties { id name } } }',
      { token: seller },
    );
    expect(accepted.body.data.acceptInvitations).toEqual({
      propertyId: null,
      properties: [{ id: String(property.id), name: '9 Gateway Row' }],
    });
  });

  it('a fifth seller is CONFLICT with the server’s words; a seller may not list the others', async () => {
    const agency = await createOrganisation(db(), { type: 2 });
    const agent = await createUser(db(), { role: ROLE.agent, organisationId: agency.id });
    const mover = await createUser(db(), { role: ROLE.homeMover });
    const property = await createProperty(db(), { agencyId: agency.id, sellerIds: [mover.id] });
    const token = await tokenFor(agent.id);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await callGraphql(
        app.url,
        'mutation($id: ID!, $email: String!) { inviteSeller(propertyId: $id, email: $email) { seller { id } } }',
        { token, variables: { id: String(property.id), email } },
      );
    }
    const fifth = await callGraphql(
      app.url,
      'mutation($id: ID!) { inviteSeller(propertyId: $id, email: "e@example.com") { seller { id } } }',
      { token, variables: { id: String(property.id) } },
    );
    expect(fifth.body.errors?.[0]).toMatchObject({
      message: 'This property already has 4 sellers, the most it can have.',
      extensions: { code: 'CONFLICT' },
    });
    const asSeller = await callGraphql(app.url, PAGE, {
      token: await tokenFor(mover.id),
      variables: { id: String(property.id) },
    });
    expect(asSeller.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
