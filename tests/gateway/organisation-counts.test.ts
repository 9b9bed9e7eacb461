import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createUser } from '../fixtures/factories.ts';
import { callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
});
afterAll(() => app?.close());

const db = () => app.database!.db;
async function tokenFor(id: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(db(), { sub: id, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
}

/** The organisation alone, then the admin table: the one primes the other's loader when both run. */
const ALONE_FIRST = 'query($id: ID!) { organisation(id: $id) { id numAgents } list: adminAgencies { id numAgents } }';
const LIST_FIRST = 'query($id: ID!) { list: adminAgencies { id numAgents } organisation(id: $id) { id numAgents } }';
const FIRMS = 'query($id: ID!) { list: solicitorsFirms { id numAgents } organisation(id: $id) { id numAgents } }';

describe('an organisation’s numAgents', () => {
  it('counts the people who work there, the same through the organisation and through the admin table, whichever runs first', async () => {
    const brand = await createOrganisation(db(), { type: 1, name: 'Counting Brand' });
    const agency = await createOrganisation(db(), { type: 2, name: 'Counting Estates', parentId: brand.id });
    await createUser(db(), { role: ROLE.agent, organisationId: agency.id });
    await createUser(db(), { role: ROLE.agent, organisationId: agency.id });
    await createUser(db(), { role: ROLE.simple, organisationId: agency.id });
    // Neither is one of the agency's people: a seller attached to it, and an administrator.
    await createUser(db(), { role: ROLE.homeMover, organisationId: agency.id });
    const administrator = await createUser(db(), { role: ROLE.administrator, organisationId: agency.id });
    const token = await tokenFor(administrator.id);

    for (const query of [ALONE_FIRST, LIST_FIRST]) {
      const { body } = await callGraphql(app.url, query, { token, variables: { id: String(agency.id) } });
      expect(body.errors).toBeUndefined();
      expect(body.data.organisation).toEqual({ id: String(agency.id), numAgents: 3 });
      expect(body.data.list.find((row: { id: string }) => row.id === String(agency.id))).toEqual({
        id: String(agency.id),
        numAgents: 3,
      });
    }
    const alone = await callGraphql(app.url, 'query($id: ID!) { organisation(id: $id) { numAgents } }', {
      token,
      variables: { id: String(agency.id) },
    });
    expect(alone.body.data.organisation.numAgents).toBe(3);
  });

  it('counts a firm’s solicitors, as the firms table labels the column', async () => {
    const firm = await createOrganisation(db(), { type: 3, name: 'Counting Conveyancers' });
    await createUser(db(), { role: ROLE.solicitor, organisationId: firm.id });
    await createUser(db(), { role: ROLE.solicitor, organisationId: firm.id });
    const administrator = await createUser(db(), { role: ROLE.administrator });
    const token = await tokenFor(administrator.id);

    const { body } = await callGraphql(app.url, FIRMS, { token, variables: { id: String(firm.id) } });
    expect(body.errors).toBeUndefined();
    expect(body.data.organisation.numAgents).toBe(2);
    expect(body.data.list.find((row: { id: string }) => row.id === String(firm.id)).numAgents).toBe(2);
  });
});
