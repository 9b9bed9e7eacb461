import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { ROLE } from '../../domain/roles.ts';
import { agentsOfProperty } from '../../server/store/action-plan.ts';
import { agentEmailsOf } from '../../server/store/enquiry-recipients.ts';
import { createUser } from '../fixtures/factories.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * An API client acts through a service user (docs/decisions/0113-api-clients-act-through-a-service-user.md): an agent of its organisation that
 * is no person. It never shows among the organisation's people, and the user screens refuse to
 * change it: it is managed on the API clients screen only.
 */
let app: TestApp;
let a: Side;
let admin: string;
let brandAdmin: string;
let agent: string;
let solicitor: string;
let clientId: string;
let agenciesBefore: { id: string; numAgents: number }[];
let organisationBefore: number;

const db = () => app.database!.db;
async function tokenFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(db(), { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
}
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const AGENCY_COUNTS = '{ adminAgencies { id numAgents } }';

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  ({ a } = await buildTwoBrands(db()));
  admin = await tokenFor(a.users.administrator.id);
  brandAdmin = await tokenFor(a.users.brandAdmin.id);
  agent = await tokenFor(a.users.agent.id);
  solicitor = await tokenFor(a.users.solicitor.id);
  agenciesBefore = (await callGraphql(app.url, AGENCY_COUNTS, { token: admin })).body.data.adminAgencies;
  organisationBefore = (await callApi(app.url, 'GET', `/organisation/${a.agency.id}`, { token: agent })).body
    .num_agents;

  const created = await callApi(app.url, 'POST', '/admin/api-clients', {
    token: admin,
    body: { name: 'Portal Sync', organisation_id: a.agency.id },
  });
  expect(created.status).toBe(201);
  clientId = created.body.client.client_id;
  // An address on the service user's record, so each list is seen to leave it out for being a client, not for lacking an email.
  await db().updateTable('users').set({ email: 'portal-sync@agency-a.test' }).where('id', '=', clientId).execute();
});
afterAll(() => app?.close());

describe('a service user is not listed among people', () => {
  it('is left out of the agents lists, REST and GraphQL, for an administrator and a brand admin', async () => {
    for (const token of [admin, brandAdmin]) {
      const listed = await callApi(app.url, 'GET', '/admin/agents', { token });
      expect(listed.status).toBe(200);
      expect(ids(listed.body)).toContain(a.users.agent.id);
      expect(ids(listed.body)).not.toContain(clientId);
      const graphql = await callGraphql(app.url, '{ adminAgents { id } }', { token });
      expect(ids(graphql.body.data.adminAgents)).toContain(a.users.agent.id);
      expect(ids(graphql.body.data.adminAgents)).not.toContain(clientId);
    }
  });

  it('is not found by the user search', async () => {
    const rest = await callApi(app.url, 'GET', '/users/search?email=agency-a.test', { token: admin });
    expect(rest.status).toBe(200);
    expect(ids(rest.body)).not.toContain(clientId);
    const graphql = await callGraphql(app.url, 'query ($email: String!) { userSearch(email: $email) { id } }', {
      token: admin,
      variables: { email: 'portal-sync' },
    });
    expect(graphql.body.data.userSearch).toEqual([]);
  });

  it('is not counted among an organisation’s agents', async () => {
    const after = (await callGraphql(app.url, AGENCY_COUNTS, { token: admin })).body.data.adminAgencies;
    expect(after).toEqual(agenciesBefore);
    expect(after.find((row: { id: string }) => row.id === String(a.agency.id)).numAgents).toBeGreaterThan(0);
    expect((await callApi(app.url, 'GET', '/organisation/' + a.agency.id, { token: agent })).body.num_agents).toBe(
      organisationBefore,
    );
  });

  it('is not offered in the wizard’s agent select', async () => {
    const rest = await callApi(app.url, 'GET', `/agents/${a.agency.id}`, { token: agent });
    expect(ids(rest.body)).toContain(a.users.agent.id);
    expect(ids(rest.body)).not.toContain(clientId);
    const graphql = await callGraphql(app.url, 'query ($id: ID!) { agents(organisationId: $id) { id } }', {
      token: admin,
      variables: { id: String(a.agency.id) },
    });
    expect(ids(graphql.body.data.agents)).toContain(a.users.agent.id);
    expect(ids(graphql.body.data.agents)).not.toContain(clientId);
  });

  it('is not among the people offered when a solicitor invites an agent', async () => {
    const options = await callApi(app.url, 'GET', `/property/${a.property.id}/invite-options/agent`, {
      token: solicitor,
    });
    expect(options.status).toBe(200);
    expect(ids(options.body.people)).toContain(a.users.agent.id);
    expect(ids(options.body.people)).not.toContain(clientId);
    const invited = await callApi(app.url, 'POST', `/inviteagent/${a.property.id}`, {
      token: solicitor,
      body: { person_id: clientId },
    });
    expect(invited.status).toBe(400);
  });

  it('is not offered as a property’s owner or creator, and cannot be made one', async () => {
    const owners = await callApi(app.url, 'GET', `/property/${a.property.id}/owners`, { token: agent });
    expect(owners.status).toBe(200);
    expect(ids(owners.body.people)).toContain(a.users.agent.id);
    expect(ids(owners.body.people)).not.toContain(clientId);
    const set = await callApi(app.url, 'PUT', `/property/${a.property.id}/owner`, {
      token: agent,
      body: { owner_id: clientId },
    });
    expect(set).toMatchObject({ status: 400, body: { error: { message: MESSAGES.personNotCandidate } } });
  });

  it('stays shown as the creator of a property it added, so the manage screen names who created it', async () => {
    const created = await callApi(app.url, 'GET', `/property/${a.property.id}/owners`, { token: agent });
    await db().updateTable('properties').set({ creator_id: clientId }).where('id', '=', a.property.id).execute();
    try {
      const owners = await callApi(app.url, 'GET', `/property/${a.property.id}/owners`, { token: agent });
      expect(owners.body.creator_id).toBe(clientId);
      expect(owners.body.people).toContainEqual({
        id: clientId,
        name: 'Portal Sync',
        email: 'portal-sync@agency-a.test',
      });
    } finally {
      await db()
        .updateTable('properties')
        .set({ creator_id: created.body.creator_id })
        .where('id', '=', a.property.id)
        .execute();
    }
  });

  it('receives neither enquiries nor agents’ notifications about the agency’s properties', async () => {
    const property = { agencyId: a.agency.id, ownerId: null };
    const emails = await agentEmailsOf(db(), property);
    expect(emails).toContain(a.users.agent.email);
    expect(emails).not.toContain('portal-sync@agency-a.test');
    const notified = await agentsOfProperty(db(), a.property.id);
    expect(ids(notified)).toContain(a.users.agent.id);
    expect(ids(notified)).not.toContain(clientId);
  });
});

describe('a service user is not edited through the user screens', () => {
  const refused = { status: 409, body: { error: { message: MESSAGES.serviceUserManagedAsApiClient } } };

  it('the user page says it is an API client; the client still reads its own record', async () => {
    expect(await callApi(app.url, 'GET', `/user/${clientId}`, { token: admin })).toMatchObject({
      status: 404,
      body: { error: { message: MESSAGES.serviceUserManagedAsApiClient } },
    });
    const graphql = await callGraphql(app.url, 'query ($id: ID!) { user(id: $id) { id } }', {
      token: admin,
      variables: { id: clientId },
    });
    expect(graphql.body.errors?.[0].message).toBe(MESSAGES.serviceUserManagedAsApiClient);
    const own = await callApi(app.url, 'GET', `/user/${clientId}`, { token: await tokenFor(clientId) });
    expect(own).toMatchObject({ status: 200, body: { id: clientId, role: ROLE.agent } });
  });

  it('refuses a change of role, organisation or name with 409', async () => {
    expect(
      await callApi(app.url, 'PUT', `/user/${clientId}`, { token: admin, body: { role: ROLE.administrator } }),
    ).toMatchObject(refused);
    expect(
      await callApi(app.url, 'PUT', `/user/${clientId}`, { token: admin, body: { organisation_id: a.simpleOrg.id } }),
    ).toMatchObject(refused);
    expect(
      await callApi(app.url, 'PUT', `/user/${clientId}`, {
        token: await tokenFor(clientId),
        body: { displayName: 'Renamed' },
      }),
    ).toMatchObject(refused);
    const graphql = await callGraphql(
      app.url,
      'mutation ($id: ID!) { updateUser(id: $id, input: { role: ADMINISTRATOR }) { id } }',
      { token: admin, variables: { id: clientId } },
    );
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: MESSAGES.serviceUserManagedAsApiClient,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('refuses moving, removing and transfer-removing it as an agent with 409', async () => {
    for (const token of [admin, brandAdmin]) {
      expect(
        await callApi(app.url, 'PUT', `/agent/${clientId}/organisation`, {
          token,
          body: { organisation_id: a.simpleOrg.id },
        }),
      ).toMatchObject(refused);
      expect(await callApi(app.url, 'DELETE', `/agent/${clientId}`, { token })).toMatchObject(refused);
      expect(
        await callApi(app.url, 'PUT', `/agent/${clientId}/transfer-remove`, {
          token,
          body: { new_agent_id: a.users.agent.id },
        }),
      ).toMatchObject(refused);
    }
    const graphql = await callGraphql(
      app.url,
      'mutation ($id: ID!) { removeAgent(agentId: $id) { propertiesTransferred } }',
      { token: admin, variables: { id: clientId } },
    );
    expect(graphql.body.errors?.[0].message).toBe(MESSAGES.serviceUserManagedAsApiClient);
  });

  it('does not take over a removed agent’s properties', async () => {
    const leaving = await createUser(db(), { role: ROLE.agent, organisationId: a.agency.id, name: 'Lee Leaving' });
    const answer = await callApi(app.url, 'PUT', `/agent/${leaving.id}/transfer-remove`, {
      token: admin,
      body: { new_agent_id: clientId },
    });
    expect(answer).toMatchObject({ status: 400, body: { error: { message: MESSAGES.transferAgentInvalid } } });
    const moved = await callApi(app.url, 'PUT', `/agent/${leaving.id}/organisation`, {
      token: admin,
      body: { organisation_id: a.simpleOrg.id, take_over_agent_id: clientId },
    });
    expect(moved).toMatchObject({ status: 400, body: { error: { message: MESSAGES.takeOverAgentInvalid } } });
  });

  it('leaves the service user as it was after every refusal', async () => {
    const row = await db()
      .selectFrom('users')
      .select(['role', 'organisation_id', 'display_name'])
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: ROLE.agent, organisation_id: a.agency.id, display_name: 'Portal Sync' });
    const client = await callApi(app.url, 'GET', '/admin/api-clients', { token: admin });
    expect(client.body.find((c: { client_id: string }) => c.client_id === clientId)).toMatchObject({
      status: 'active',
      organisation_id: a.agency.id,
    });
  });
});
